import { Hono, type Context } from 'hono';
import * as v from 'valibot';

import { isBeyondLastPage, isListPageSegment, normalisePage } from '../../model/articles-page';
import { authorHref } from '../../model/links';
import type { Language } from '../../model/locale';
import { intlLocale } from '../../ui/i18n';
import listingTranslations from '../../ui/i18n/listing.vocab';
import { AuthorPage } from '../../ui/pages/AuthorPage';
import { loadAuthorWithArticles } from '../content/authors';
import type { AppEnv } from '../env';
import { notFound } from '../errors';
import { siteSection } from '../render/frame';
import { partKeeper } from '../render/part-markup';
import { entryLanguage, fallbackSource } from '../render/seo/language-fallback';
import { pageOrigin } from '../site/canonical';

import { listingAlternates, listingRobots, listPagePath } from './listing-seo';

const slugSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(256));

/** The description's first paragraph as plain text: Hygraph's `text` puts a line break between blocks. */
const firstParagraph = (text: string | undefined) =>
  text
    ?.split('\n')
    .find((line) => line.trim())
    ?.trim();

/**
 * Renders page `rawPage` of the author `rawSlug` (spec §2 "Author page"). The page number is normalised
 * (spec §5); a page past the last is a 404 with its path, and neither it nor its data is stored (README
 * "Pages": lists end). A missing author is a 404 with the slug; query errors propagate to app.onError (500). Authors have no section: the page wears the header and
 * footer of the site's advice section.
 */
async function authorResponse(c: Context<AppEnv>, rawSlug: string, rawPage: string | undefined) {
  const slug = v.safeParse(slugSchema, rawSlug);
  if (!slug.success) throw notFound(rawSlug);
  if (!isListPageSegment(rawPage)) throw notFound(`${slug.output}/${rawPage}`);
  const page = normalisePage(rawPage);
  const [{ author, articles }, section] = await Promise.all([
    loadAuthorWithArticles(c, { slug: slug.output, page }),
    siteSection(c),
  ]);
  const language = c.get('language');
  if (isBeyondLastPage(page, articles.pageCount)) throw notFound(listPagePath(author.href, page));
  // The author in each language they have a version in; a page in another language names its source's
  // address (language-fallback).
  const versions = new Set(author.locales.map((locale) => entryLanguage(c, locale)));
  const pathIn = (lang: Language) =>
    versions.has(lang) ? listPagePath(authorHref(author.slug, lang), page) : null;
  const source = fallbackSource(c, author.locale);
  const alternates = source ? [] : listingAlternates(c, pathIn);
  const t = await listingTranslations.getMessages(language, intlLocale(language));
  return c.render(
    <AuthorPage author={author} articles={articles} basePath={author.href} keeper={partKeeper(c)} />,
    {
      title: t['Articles by {name}'].format({ name: author.name }),
      description: source ? undefined : firstParagraph(author.description?.text),
      robots: listingRobots({ noIndex: false, noArchive: false }),
      canonical: new URL((source && pathIn(source)) || listPagePath(author.href, page), pageOrigin(c)).href,
      image: author.image?.url,
      imageAlt: author.image?.alt,
      alternates: alternates.map((a) => ({ hreflang: a.hreflang, href: a.url })),
      section,
      frame: { alternates },
      translations: [listingTranslations],
      analytics: { pageType: 'author' },
    },
  );
}

/** The author route (spec §2): author/{slug}/{pageNumber?}. */
export const authorRoutes = new Hono<AppEnv>().get('/author/:slug/:page?', (c) =>
  authorResponse(c, c.req.param('slug'), c.req.param('page')),
);

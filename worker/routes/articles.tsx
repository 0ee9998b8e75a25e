import { Hono, type Context } from 'hono';
import * as v from 'valibot';

import type { ArticleView } from '../../model/article';
import { articleHref } from '../../model/links';
import { sectionRef, type SectionView } from '../../model/section';
import articleTranslations from '../../ui/i18n/article.vocab';
import { ArticlePage } from '../../ui/pages/ArticlePage';
import { articleWithEmbedData } from '../blocks/article-embeds';
import { loadArticle } from '../content/articles';
import { loadSection } from '../content/sections/load-section';
import type { AppEnv } from '../env';
import { notFound } from '../errors';
import { previewHeaders } from '../preview/headers';
import { siteSection, siteSectionName } from '../render/frame';
import { partKeeper } from '../render/part-markup';
import { articleLd, breadcrumbListLd } from '../render/seo/json-ld';
import { fallbackSource } from '../render/seo/language-fallback';
import { pageOrigin } from '../site/canonical';

import { articleAlternates, articleBreadcrumbs, articleRobots } from './article-view';

const slugSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(256));

/** The section an article at the route's `section` would wear, read before the article is (routeSection). */
interface RouteSection {
  name: string;
  read: Promise<SectionView | null>;
}

/**
 * Starts reading the section whose header and footer an article at the route's `section` (a name or
 * parent/name path) wears, so that it does not wait for the article: an article is served only in its own
 * section (loadArticle), whose name is the path's last; one without a section lives under /career-advice.
 */
function routeSection(c: Context<AppEnv>, section: string): RouteSection {
  const name = section.split('/').at(-1) ?? section;
  const read = loadSection(c, name);
  read.catch(() => undefined); // awaited once the article is known, unless it is not found
  return { name, read };
}

/**
 * The section an article wears the header and footer of: its own, else the site's advice section (null when
 * that cannot be read), from `early` when that is the one.
 */
function articleSection(
  c: Context<AppEnv>,
  article: ArticleView,
  early: RouteSection,
): Promise<SectionView | null> {
  if (article.section) {
    return article.section.name === early.name ? early.read : loadSection(c, article.section.name);
  }
  if (!c.get('site').isRoot && siteSectionName(c) === early.name) return early.read.catch(() => null);
  return siteSection(c);
}

/**
 * Renders the article `slug` of `section` (a name or parent/name path). A missing, placeholder or empty
 * article is a 404 with the slug (loadArticle throws it); query errors propagate to app.onError (500).
 */
async function articleResponse(c: Context<AppEnv>, section: string, rawSlug: string): Promise<Response> {
  const slug = v.safeParse(slugSchema, rawSlug);
  if (!slug.success) throw notFound(rawSlug);
  const early = routeSection(c, section);
  const loaded = await loadArticle(c, { slug: slug.output, section });
  const [article, sectionView] = await Promise.all([
    articleWithEmbedData(c, loaded),
    articleSection(c, loaded, early),
  ]);
  const preview = c.get('preview') === true;
  const alternates = articleAlternates(c, article);
  const origin = pageOrigin(c);
  const url = new URL(article.href, origin).href;
  // An article with no version in the page's language names its source-language address (language-fallback).
  const source = fallbackSource(c, article.locale);
  const canonical = source
    ? new URL(articleHref(article.slug, sectionRef(article.section), source), origin).href
    : url;
  const breadcrumbs = articleBreadcrumbs(c, article, sectionView);
  const response = await c.render(
    <ArticlePage
      article={article}
      breadcrumbs={breadcrumbs}
      shareUrl={url}
      preview={preview}
      development={c.env.ENVIRONMENT === 'development'}
      keeper={partKeeper(c)}
    />,
    {
      title: article.seo.title,
      description: source ? undefined : (article.seo.description ?? undefined),
      robots: articleRobots(article, preview),
      canonical,
      image: article.seo.image?.url,
      imageAlt: article.seo.image?.alt,
      alternates: source ? [] : alternates.map((a) => ({ hreflang: a.hreflang, href: a.url })),
      ogType: 'article',
      analytics: { pageType: 'article' },
      jsonLd: [
        articleLd(article, c.get('site'), origin, canonical),
        ...breadcrumbListLd(breadcrumbs, origin),
      ],
      section: sectionView,
      frame: { alternates },
      translations: [articleTranslations],
    },
  );
  if (preview) {
    for (const [name, value] of Object.entries(
      previewHeaders({ entryId: article.id, locale: article.locale }),
    )) {
      response.headers.set(name, value);
    }
  }
  return response;
}

/**
 * Article routes (spec §2): {section}/article/{slug} and {section}/{subsection}/article/{slug}. The first also
 * serves /career-advice/article/{slug}, where articles without a section live.
 */
export const articleRoutes = new Hono<AppEnv>()
  .get('/:section/article/:slug', (c) => articleResponse(c, c.req.param('section'), c.req.param('slug')))
  .get('/:section/:subsection/article/:slug', (c) => {
    const { section, subsection, slug } = c.req.param();
    return articleResponse(c, `${section}/${subsection}`, slug);
  });

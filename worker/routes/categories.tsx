import { Hono, type Context } from 'hono';
import * as v from 'valibot';

import { isBeyondLastPage, isListPageSegment, normalisePage } from '../../model/articles-page';
import { categoryHref } from '../../model/links';
import { defaultLocale, type Language } from '../../model/locale';
import { sectionRef } from '../../model/section';
import listingTranslations from '../../ui/i18n/listing.vocab';
import { CategoryPage } from '../../ui/pages/CategoryPage';
import { loadArticlesByCategoryPage } from '../content/articles';
import { loadCategory } from '../content/categories';
import { loadBannerItem, loadForm } from '../content/forms/load-form';
import { loadSection } from '../content/sections/load-section';
import type { AppEnv } from '../env';
import { notFound } from '../errors';
import { partKeeper } from '../render/part-markup';
import { breadcrumbListLd } from '../render/seo/json-ld';
import { entryLanguage, fallbackSource } from '../render/seo/language-fallback';
import { pageOrigin } from '../site/canonical';

import { categoryBreadcrumbs, childCategoriesWithLatest, SUBSCRIPTION_SECTIONS } from './category-view';
import { listingAlternates, listingRobots, listPagePath } from './listing-seo';

const slugSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(256));

/**
 * Starts the reads of a category page that the address decides, so that they do not wait for the category:
 * a category is served only at its own section's path (categoryResponse), so its section is the path's last
 * name, and its slug is the address's. Each is awaited once the category is known, unless it is not found.
 */
function addressReads(c: Context<AppEnv>, sectionName: string, slug: string, page: number) {
  const reads = {
    articles: loadArticlesByCategoryPage(c, { categorySlug: slug, page }),
    section: loadSection(c, sectionName),
    contact: loadBannerItem(c, 'contactus'),
    form: SUBSCRIPTION_SECTIONS.includes(sectionName) ? loadForm(c, 'subscribe') : Promise.resolve(null),
  };
  for (const read of Object.values(reads)) read.catch(() => undefined);
  return reads;
}

/**
 * Renders page `rawPage` of the category `rawSlug` of `section` (a name or parent/name path). The page
 * number is normalised (spec §5); a page past the last is a 404 with its path, and neither it nor its data is
 * stored (README "Pages": lists end). A category missing on the site, in another section, or without a
 * section is a 404 with the slug; query errors propagate to app.onError (500).
 */
async function categoryResponse(
  c: Context<AppEnv>,
  section: string,
  rawSlug: string,
  rawPage: string | undefined,
): Promise<Response> {
  const slug = v.safeParse(slugSchema, rawSlug);
  if (!slug.success) throw notFound(rawSlug);
  if (!isListPageSegment(rawPage)) throw notFound(`${slug.output}/${rawPage}`);
  const page = normalisePage(rawPage);
  const early = addressReads(c, section.split('/').at(-1) ?? section, slug.output, page);
  const category = await loadCategory(c, slug.output);
  if (!category.section || !category.href || category.section.parts.join('/') !== section) {
    throw notFound(slug.output);
  }
  const [articles, sectionView, childCategories, contact, form] = await Promise.all([
    category.slug === slug.output
      ? early.articles
      : loadArticlesByCategoryPage(c, { categorySlug: category.slug, page }),
    early.section,
    childCategoriesWithLatest(c, category),
    early.contact,
    early.form,
  ]);
  if (isBeyondLastPage(page, articles.pageCount)) throw notFound(listPagePath(category.href, page));
  const categorySection = category.section;
  // The category in each language it has a version in; a page in another language names its source's address
  // (language-fallback).
  const pathIn = (language: Language, locale: string) => {
    const own = category.localizations.find((l) => l.locale === locale);
    // The CMS default locale stands in for the site's first language (spec §4).
    const standsIn = category.locale === defaultLocale && entryLanguage(c, defaultLocale) === language;
    if (!own && !standsIn) return null;
    const href = categoryHref(own?.slug ?? category.slug, sectionRef(categorySection), language);
    return href && listPagePath(href, page);
  };
  const source = fallbackSource(c, category.locale);
  const alternates = source ? [] : listingAlternates(c, pathIn);
  const sourceLocale = c.get('site').locales.find((l) => l.language === source);
  const sourcePath = sourceLocale && pathIn(sourceLocale.language, sourceLocale.hygraphLocale);
  const canonical = new URL(sourcePath ?? listPagePath(category.href, page), pageOrigin(c)).href;
  const breadcrumbs = categoryBreadcrumbs(c, category, sectionView);
  return c.render(
    <CategoryPage
      breadcrumbs={breadcrumbs}
      category={{ name: category.name, description: category.description, language: category.language }}
      articles={articles}
      basePath={category.href}
      childCategories={childCategories}
      contact={contact}
      subscription={form}
      development={c.env.ENVIRONMENT === 'development'}
      keeper={partKeeper(c)}
    />,
    {
      title: category.seo.title,
      description: source ? undefined : (category.seo.description ?? undefined),
      robots: listingRobots(category.seo),
      canonical,
      image: category.seo.image?.url,
      imageAlt: category.seo.image?.alt,
      alternates: alternates.map((a) => ({ hreflang: a.hreflang, href: a.url })),
      jsonLd: breadcrumbListLd(breadcrumbs, pageOrigin(c)),
      section: sectionView,
      frame: { alternates },
      translations: [listingTranslations],
      analytics: { pageType: 'category', category: category.name },
    },
  );
}

/**
 * Category routes (spec §2): {section}/category/{slug}/{pageNumber?} and
 * {section}/{subsection}/category/{slug}/{pageNumber?}.
 */
export const categoryRoutes = new Hono<AppEnv>()
  .get('/:section/category/:slug/:page?', (c) => {
    const { section, slug, page } = c.req.param();
    return categoryResponse(c, section, slug, page);
  })
  .get('/:section/:subsection/category/:slug/:page?', (c) => {
    const { section, subsection, slug, page } = c.req.param();
    return categoryResponse(c, `${section}/${subsection}`, slug, page);
  });

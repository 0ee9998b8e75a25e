import type { Context } from 'hono';

import { readIndustry } from '../../model/insights/industries';
import { pageHref } from '../../model/links';
import type { PageView } from '../../model/page/page-view';
import type { SectionView } from '../../model/section';
import contentTranslations from '../../ui/i18n/content.vocab';
import listingTranslations from '../../ui/i18n/listing.vocab';
import { ContentPage } from '../../ui/pages/ContentPage';
import { pageWithBlockData } from '../blocks/block-data';
import { blockValues } from '../blocks/block-values';
import { loadBannerItem, loadForm } from '../content/forms/load-form';
import type { AppEnv } from '../env';
import { notFound } from '../errors';
import { siteSection } from '../render/frame';
import { partKeeper } from '../render/part-markup';
import { breadcrumbListLd } from '../render/seo/json-ld';
import { fallbackSource } from '../render/seo/language-fallback';
import { contentPageSearchBox } from '../search/search-box';
import { pageOrigin, requestAddress } from '../site/canonical';
import { listPosition } from '../site/list-position';
import { readsIndustryFilter } from '../site/route-queries';

import { SUBSCRIPTION_SECTIONS } from './category-view';
import { contentPageListAddress, listQuery } from './content-page-lists';
import { robotsOf } from './home-seo';
import { pageAlternates } from './page-seo';
import { subNavigationLinks } from './sub-navigation';

/** The about section's pages end with the subscribe form and the contact-us banner (spec §2). */
export const ABOUT_SECTION = 'about';

/** The page's address on this site and language: where the link rules put it. */
export function contentPageHref(c: Context<AppEnv>, page: PageView): string {
  return pageHref(page.slug, page.section, c.get('language'));
}

/** Whether a block of the page already shows the form with this slug (a form view: slug, kind and fields). */
export function pageShowsForm(value: unknown, slug: string): boolean {
  if (Array.isArray(value)) return value.some((item) => pageShowsForm(item, slug));
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  if (record.slug === slug && typeof record.kind === 'string' && Array.isArray(record.fields)) return true;
  return blockValues(record).some((item) => pageShowsForm(item, slug));
}

// The page's closing parts: about pages always; sections with subscriptions unless the page hides its form;
// never a second subscribe form after one of the page's blocks (looked for in the blocks as the CMS gives them,
// before their data is read: no block's data holds a form).
async function pageExtras(c: Context<AppEnv>, page: PageView) {
  const sectionName = page.section?.sectionName ?? '';
  const about = sectionName === ABOUT_SECTION;
  const subscribes =
    (about || (SUBSCRIPTION_SECTIONS.includes(sectionName) && !page.hideEmbeddedFormInSection)) &&
    !pageShowsForm(page.containers, 'subscribe');
  const [form, contact] = await Promise.all([
    subscribes ? loadForm(c, 'subscribe') : null,
    about ? loadBannerItem(c, 'contactus') : null,
  ]);
  return {
    contact,
    subscription: form,
  };
}

/** A content page with all it shows: its blocks' data, its closing parts and the section whose frame it wears. */
export interface ContentPageData {
  page: PageView;
  extras: Awaited<ReturnType<typeof pageExtras>>;
  section: SectionView | null;
}

/**
 * What a content page read by loadPageParts shows besides its own parts, all read at once: its blocks' data
 * (pageWithBlockData), its closing parts, and the section whose header and footer it wears (its own, else the
 * site's), so none of them waits for another.
 */
export async function contentPageData(c: Context<AppEnv>, parts: PageView): Promise<ContentPageData> {
  const [page, extras, section] = await Promise.all([
    pageWithBlockData(c, parts),
    pageExtras(c, parts),
    parts.section ? Promise.resolve(parts.section) : siteSection(c),
  ]);
  return { page, extras, section };
}

/**
 * The industry the page's salary and job-growth tables show: its canonical address's (only the insights pages
 * have one there, a known industry: ../site/route-queries.ts), else undefined (tables filtered by script only).
 */
function addressIndustry(c: Context<AppEnv>): number | undefined {
  const address = requestAddress(c);
  if (!readsIndustryFilter(address.path)) return undefined;
  // The canonical query holds a known industry or none (all, -1).
  return readIndustry(new URLSearchParams(address.query).get('industry')) ?? -1;
}

/**
 * Renders a loaded content page (spec §2 "Generic content page") in its section's frame, with the SEO of its
 * CMS fields, its canonical address and hreflang alternates between its language versions. The page and year of
 * its paged lists are part of its address (`{path}/{page}?year={year}`); a page past the end of its lists is a
 * 404 with its path (content-page-lists.ts).
 */
export async function contentPageResponse(
  c: Context<AppEnv>,
  { page, extras, section }: ContentPageData,
  /** The page's one address when it is not where the link rules put it (the /page index: the home's). */
  canonicalPath?: string,
): Promise<Response> {
  const origin = pageOrigin(c);
  const path = canonicalPath ?? contentPageHref(c, page);
  const alternates = pageAlternates(c, page);
  const breadcrumbs = page.enableBreadcrumbs ? page.breadcrumbs : [];
  const lists = contentPageListAddress(page.containers, listPosition(c));
  if (lists.beyondLast) throw notFound(`${path}/${lists.page}`);
  // The page's filters in its canonical order (route-queries.ts): the tables' industry, then the lists' year.
  const industry = addressIndustry(c);
  const filters = [
    industry !== undefined && industry !== -1 ? `industry=${industry}` : '',
    listQuery(lists).slice(1),
  ]
    .filter(Boolean)
    .join('&');
  // A page with no version in the page's language names its source-language address (language-fallback).
  const source = fallbackSource(c, page.locale);
  const own = (source && alternates.find((a) => a.language === source)?.path) || path;
  const canonical = `${origin}${own}${lists.page > 1 ? `/${lists.page}` : ''}${filters ? `?${filters}` : ''}`;
  return c.render(
    <ContentPage
      title={page.title}
      subNavigation={subNavigationLinks(section, path)}
      promotionalBanner={page.promotionalBanner}
      banner={page.banner}
      logo={section?.headerOptions?.logo ?? null}
      breadcrumbs={breadcrumbs}
      containers={page.containers}
      contact={extras.contact}
      subscription={extras.subscription}
      environment={c.env.ENVIRONMENT}
      searchBox={contentPageSearchBox(c, page)}
      industry={industry}
      keeper={partKeeper(c)}
    />,
    {
      // The page title, as on the home page: CMS SEO titles carry a brand that is wrong on employer sites.
      title: page.title,
      description: source ? undefined : (page.seo.description ?? undefined),
      robots: robotsOf(page.seo),
      canonical,
      image: page.seo.image?.url,
      imageAlt: page.seo.image?.alt,
      alternates: source ? [] : alternates.map((a) => ({ hreflang: a.hreflang, href: `${origin}${a.path}` })),
      jsonLd: breadcrumbListLd(breadcrumbs, origin),
      section,
      frame: { alternates: alternates.map((a) => ({ language: a.language, href: a.path })) },
      fullWidth: true,
      translations: [contentTranslations, listingTranslations],
    },
  );
}

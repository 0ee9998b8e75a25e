/**
 * The footer's links to the pages a reader looks for beside the header's tabs, added once every page of a site
 * is seeded: the About page and the site's about, careers, awards and company pages (the investor pages on
 * employer AU, linked from About as the real site does), its insights pages, research, reports (the hiring
 * outlook on employer sites) and insights categories, and its other advice pages. Texts are each page's title (a
 * category's name) in the footer's locale; a page without a version in that locale is left out of that footer.
 */
import { idFor } from './lib.mjs';

/** @typedef {{ name: string, audience: string, locales: string[] }} SeedSite */

const ABOUT_SECTIONS = ['about', 'careers', 'life-at-seek', 'graduate-program', 'products', 'sara-awards'];
const INSIGHTS_SECTION = 'market-insights';
/** Pages without a section that are no reader's destination (policy notices, thank-you, the home page). */
const NOT_IN_MENUS = /^(home|.*-privacy|.*-collection-notice|subscription-thank-you)$/;

/**
 * @param {{ files: Record<string, any[]> }} corpus
 * @param {SeedSite} site
 */
export function addSiteNavigation(corpus, site) {
  const ofSite = (/** @type {string} */ file) =>
    (corpus.files[file] ?? []).filter(
      (record) => record.published !== false && record.fields.sites?.includes(site.name),
    );
  const sections = new Map(ofSite('sections.json').map((s) => [s.id, s.fields.sectionName]));
  const pages = ofSite('pages.json');
  const sectionOf = (/** @type {any} */ record) =>
    sections.get(record.fields.relatedPageSection ?? record.fields.relatedCategorySection) ?? null;
  const about = pages.find((p) => p.fields.slug === 'about' && sectionOf(p) === 'about');
  const advice = site.audience === 'candidate' ? 'career-advice' : 'hiring-advice';

  /** @type {Record<string, any[]>} the records of each group, in order */
  const menus = { about: [], insights: [], advice: [] };
  for (const page of pages) {
    const section = sectionOf(page);
    const { slug } = page.fields;
    if (slug === section) {
      // A section's own page: the about-like sections' with About's (About itself comes first).
      if (ABOUT_SECTIONS.includes(section) && section !== 'about') menus.about.push(page);
    } else if (section === 'about' || ABOUT_SECTIONS.includes(section ?? '')) menus.about.push(page);
    else if (section === INSIGHTS_SECTION) menus.insights.push(page);
    else if (section === advice) menus.advice.push(page);
    else if (section === null && !NOT_IN_MENUS.test(slug))
      (slug === 'hiring-outlook' ? menus.insights : menus.about).push(page);
  }
  for (const category of ofSite('categories.json'))
    if (sectionOf(category) === INSIGHTS_SECTION && !category.fields.parent) menus.insights.push(category);

  // In the footer, not as the header's sub-links: those are a section's tabs (spec §2 sub-navigation), and
  // these pages belong to no tab group.
  const listed = [...(about ? [about] : []), ...menus.about, ...menus.insights, ...menus.advice];
  for (const section of ofSite('sections.json')) {
    for (const [locale, localization] of Object.entries(section.localizations ?? {})) {
      const links = localization.footerOptions?.links;
      if (!links) continue;
      const key = `${site.name}:${section.fields.sectionName}`;
      // Some sections share one footer (showcase-pages.mjs): each page is listed once. Only what the footer's
      // locale has: an English title in a Thai footer would be a page of another language.
      for (const record of listed)
        if (record.localizations?.[locale] && !links.some((/** @type {any} */ l) => l.to === record.id))
          links.push(footerLink(key, locale, record));
    }
  }
}

/**
 * @param {string} key
 * @param {string} locale
 * @param {any} record a page or category
 */
function footerLink(key, locale, record) {
  const own = record.localizations[locale];
  return {
    id: idFor(`footer:${key}:${locale}:page:${record.id}`),
    text: own.title ?? own.name ?? record.fields.slug,
    to: record.id,
    openLinkInNewTab: false,
    locale,
    skipDefaultLocale: false,
    subLinks: [],
  };
}

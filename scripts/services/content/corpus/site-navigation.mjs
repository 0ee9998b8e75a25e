/**
 * The header's sub-links to the pages a reader looks for there, added once every page of a site is seeded:
 * About lists the site's about, careers, awards and company pages (the investor pages on employer AU, as the
 * real site does), Market insights its insights pages, research, reports (the hiring outlook on employer
 * sites) and insights categories, the advice tab its other advice pages. Candidate headers get the About link
 * employer headers already have. Texts are each page's title (a category's name) in the header's locale; a
 * page without a version in that locale is left out of that header.
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

  /** @type {Record<string, any[]>} the records each header tab lists, in order */
  const menus = { about: [], insights: [], advice: [] };
  for (const page of pages) {
    const section = sectionOf(page);
    const { slug } = page.fields;
    if (slug === section) {
      // A section's own page: the about-like sections' under About (not About itself).
      if (ABOUT_SECTIONS.includes(section) && section !== 'about') menus.about.push(page);
    } else if (section === 'about' || ABOUT_SECTIONS.includes(section ?? '')) menus.about.push(page);
    else if (section === INSIGHTS_SECTION) menus.insights.push(page);
    else if (section === advice) menus.advice.push(page);
    else if (section === null && !NOT_IN_MENUS.test(slug))
      (slug === 'hiring-outlook' ? menus.insights : menus.about).push(page);
  }
  for (const category of ofSite('categories.json'))
    if (sectionOf(category) === INSIGHTS_SECTION && !category.fields.parent) menus.insights.push(category);

  for (const section of ofSite('sections.json')) {
    for (const [locale, localization] of Object.entries(section.localizations ?? {})) {
      const links = localization.headerOptions?.links;
      if (!links) continue;
      const key = `${site.name}:${section.fields.sectionName}`;
      if (about && !links.some((/** @type {any} */ l) => l.to === about.id))
        links.push(subLink(key, locale, 'about', about, []));
      for (const link of links) {
        const tab =
          link.to === about?.id
            ? 'about'
            : link.id === idFor(`link:${key}:${locale}:insights`)
              ? 'insights'
              : null;
        const menu = tab ?? (link.id === idFor(`link:${key}:${locale}:advice`) ? 'advice' : null);
        if (!menu) continue;
        // Only what the header's locale has: an English title in a Thai menu would be a page of another language.
        // Some sections share one header (showcase-pages.mjs): each page is listed once.
        for (const record of menus[menu])
          if (
            record.localizations?.[locale] &&
            !link.subLinks.some((/** @type {any} */ l) => l.to === record.id)
          )
            link.subLinks.push(subLink(key, locale, menu, record));
      }
    }
  }
}

/**
 * @param {string} key
 * @param {string} locale
 * @param {string} menu
 * @param {any} record a page or category
 * @param {any[]} [subLinks]
 */
function subLink(key, locale, menu, record, subLinks) {
  const own = record.localizations?.[locale] ?? {};
  return {
    id: idFor(`link:${key}:${locale}:${menu}:${record.id}`),
    text: own.title ?? own.name ?? record.fields.slug,
    to: record.id,
    openLinkInNewTab: false,
    locale,
    skipDefaultLocale: false,
    ...(subLinks ? { subLinks } : { subLinks: [] }),
  };
}

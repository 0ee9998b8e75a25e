import type { Context } from 'hono';

import { localizedPath, type LinkView, type NavLinkView } from '../../model/links';
import { employerTab, type SectionView } from '../../model/section';
import type { SiteLayoutProps } from '../../ui/layout/SiteLayout';
import type { LanguageOption, NavLink, SiteLink } from '../../ui/layout/types';
import { loadSection } from '../content/sections/load-section';
import type { AppEnv } from '../env';
import { isNativeEmbedValue, NATIVE_EMBED_PARAM } from '../site/native-embed';
import type { Language } from '../site/sites';

export interface FrameOptions {
  /** The page asks to render bare, whatever its section says. */
  hideHeader?: boolean;
  /** Defaults to the request's `nativeEmbed` query flag. */
  nativeEmbed?: boolean;
  /** The same page in the site's other languages (paths); the language switcher links there. */
  alternates?: { language: Language; href: string }[];
}

export type Frame = Omit<SiteLayoutProps, 'children' | 'fullWidth'>;

/** Whether the request carries the native-embed flag (site/native-embed.ts). */
export function isNativeEmbed(c: Context<AppEnv>): boolean {
  return isNativeEmbedValue(c.req.query(NATIVE_EMBED_PARAM));
}

const siteLink = (link: LinkView): SiteLink => ({
  text: link.text,
  href: link.href,
  openInNewTab: link.openInNewTab,
});

/** The first path segment after any language prefix: the top-level section a path belongs to. */
export function topSegment(path: string): string {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'th' || segments[0] === 'id') segments.shift();
  return segments[0] ?? '';
}

/** A main link is current when it leads into the top-level section of the page (e.g. /career-advice/…). */
const navLink = (link: NavLinkView, pageSection: string): NavLink => ({
  ...siteLink(link),
  subLinks: link.subLinks.map(siteLink),
  current: pageSection !== '' && link.href?.startsWith('/') === true && topSegment(link.href) === pageSection,
});

/**
 * The employer header's call to action ('Post a job ad'): the first main link that leaves the site and has no
 * dropdown. Only ever a link the CMS gave; none when the section has no such link.
 */
export function primaryActionIndex(links: NavLinkView[]): number {
  return links.findIndex((link) => link.subLinks.length === 0 && /^https?:\/\//.test(link.href ?? ''));
}

/** The switcher's entries: only on the th and id sites, which have a second language (spec §2). */
export function languageOptions(
  c: Context<AppEnv>,
  alternates: FrameOptions['alternates'] = [],
): LanguageOption[] | undefined {
  const site = c.get('site');
  const language = c.get('language');
  if (site.country !== 'th' && site.country !== 'id') return undefined;
  return site.locales.map((locale) => ({
    language: locale.language,
    href: alternates.find((a) => a.language === locale.language)?.href ?? localizedPath('/', locale.language),
    current: locale.language === language,
  }));
}

function header(c: Context<AppEnv>, section: SectionView | null, options: FrameOptions): Frame['header'] {
  const headerOptions = section?.headerOptions;
  if (!headerOptions || headerOptions.hideHeader || options.hideHeader) return undefined;
  const site = c.get('site');
  const language = c.get('language');
  const employer = site.audience === 'employer';
  const actionAt = employer ? primaryActionIndex(headerOptions.links) : -1;
  const links = headerOptions.links.filter((_, index) => index !== actionAt);
  return {
    variant: employer ? 'employer' : 'candidate',
    homeHref: localizedPath('/', language),
    brandName: site.brandName,
    logo: headerOptions.logo,
    links: links.map((link) => navLink(link, topSegment(c.req.path))),
    primaryAction: actionAt === -1 ? null : siteLink(headerOptions.links[actionAt]!),
    languages: languageOptions(c, options.alternates),
    activeTab: employer ? employerTab(section?.sectionName, section?.parentSection?.sectionName) : null,
  };
}

/**
 * Header and footer of a page from its section's CMS options (spec §2): the employer or candidate variant; no
 * header when the section has no header options or hides it (or the page does); the root candidate site gets
 * only the copyright footer; the native-embed flag drops both.
 */
export function pageFrame(
  c: Context<AppEnv>,
  section: SectionView | null,
  options: FrameOptions = {},
): Frame {
  const site = c.get('site');
  const language = c.get('language');
  const homeHref = localizedPath('/', language);
  const year = new Date().getUTCFullYear();
  if (options.nativeEmbed ?? isNativeEmbed(c)) return { homeHref };
  if (site.isRoot) return { homeHref, footer: { kind: 'copyright', brandName: site.brandName, year } };
  const footer = section?.footerOptions;
  return {
    homeHref,
    header: header(c, section, options),
    footer: footer
      ? {
          kind: 'section',
          variant: site.audience === 'employer' ? 'employer' : 'candidate',
          homeHref,
          brandName: site.brandName,
          logo: footer.logo ?? section?.headerOptions?.logo ?? null,
          links: footer.links.map(siteLink),
          copyright: footer.copyright,
          year,
        }
      : { kind: 'copyright', brandName: site.brandName, year, copyright: null },
  };
}

/** The section whose header and footer a page without its own section wears: the site's advice section. */
export function siteSectionName(c: Context<AppEnv>): string {
  return c.get('site').audience === 'employer' ? 'hiring-advice' : 'career-advice';
}

/**
 * The site's advice section, for pages that have no section (home, error pages); null on the root site, which
 * has no header, and when the section cannot be loaded (an error page must still render).
 */
export async function siteSection(c: Context<AppEnv>): Promise<SectionView | null> {
  if (c.get('site').isRoot) return null;
  try {
    return await loadSection(c, siteSectionName(c));
  } catch {
    return null;
  }
}

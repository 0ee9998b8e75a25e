import type { Context } from 'hono';

import { commonMessages, type CommonMessages } from '../../ui/i18n';
import type { SiteLayoutProps } from '../../ui/layout/SiteLayout';
import type { MenuLink } from '../../ui/widgets/MobileMenu';
import type { AppEnv } from '../env';
import { languagePrefix } from '../site/path';
import type { Site } from '../site/sites';

/**
 * The sections each audience offers. The CMS header options replace these when the pages of
 * the content issue arrive; until then they are the site's navigation.
 */
export function siteSections(site: Site, prefix: string, t: CommonMessages): MenuLink[] {
  const sections: MenuLink[] =
    site.audience === 'employer'
      ? [
          { text: t['Hiring advice'].format(), href: `${prefix}/hiring-advice` },
          { text: t['Market insights'].format(), href: `${prefix}/market-insights` },
        ]
      : [{ text: t['Career advice'].format(), href: `${prefix}/career-advice` }];
  if (site.country === 'au' || site.country === 'nz') {
    sections.push({ text: t.About.format(), href: `${prefix}/about` });
  }
  return sections;
}

/** Header and footer of the site a request is for; the root candidate site has no header (spec §2). */
export async function siteFrame(c: Context<AppEnv>): Promise<Omit<SiteLayoutProps, 'children'>> {
  const { site, language } = c.var;
  const prefix = languagePrefix(language);
  const homeHref = `${prefix}/`;
  const t = await commonMessages(language);
  return {
    header: site.isRoot
      ? undefined
      : { homeHref, brandName: site.brandName, links: siteSections(site, prefix, t) },
    brandName: site.brandName,
    year: new Date().getUTCFullYear(),
  };
}

import { Hono } from 'hono';

import { localizedPath } from '../../model/links';
import { HomePage } from '../../ui/pages/HomePage';
import { pageWithBlockData } from '../blocks/block-data';
import { loadPageParts } from '../content/pages/load-page';
import type { AppEnv } from '../env';
import { siteSection } from '../render/frame';
import { partKeeper } from '../render/part-markup';
import { organizationLd } from '../render/seo/json-ld';
import { fallbackSource } from '../render/seo/language-fallback';
import { pageOrigin } from '../site/canonical';

import { homeAlternates, robotsOf } from './home-seo';

/**
 * The home page of each site and language: the CMS page with slug `home` (kv-seed/content/README.md). Home pages
 * have no section of their own, so they wear the header and footer of the site's advice section.
 */
export const homeRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const [page, fallbackSection] = await Promise.all([
    loadPageParts(c, { slug: 'home' }).then((parts) => pageWithBlockData(c, parts)),
    siteSection(c),
  ]);
  const origin = pageOrigin(c);
  const alternates = homeAlternates(c, page);
  // A home with no version in the page's language names its source-language address (language-fallback).
  const source = fallbackSource(c, page.locale);
  return c.render(
    <HomePage
      title={page.title}
      promotionalBanner={page.promotionalBanner}
      banner={page.banner}
      containers={page.containers}
      environment={c.env.ENVIRONMENT}
      keeper={partKeeper(c)}
    />,
    {
      title: page.title,
      description: source ? undefined : (page.seo.description ?? undefined),
      robots: robotsOf(page.seo),
      canonical: `${origin}${localizedPath('/', source ?? c.get('language'))}`,
      image: page.seo.image?.url,
      imageAlt: page.seo.image?.alt,
      alternates: source ? [] : alternates.map((a) => ({ hreflang: a.hreflang, href: `${origin}${a.path}` })),
      jsonLd: [organizationLd(c.get('site'), origin)],
      section: page.section ?? fallbackSection,
      frame: { alternates: alternates.map((a) => ({ language: a.language, href: a.path })) },
      fullWidth: true,
      analytics: { pageType: 'home' },
    },
  );
});

import { Hono } from 'hono';

import { SiteLayout } from '../../ui/layout/SiteLayout';
import { HomePage } from '../../ui/pages/HomePage';
import { loadPage } from '../content/pages/load-page';
import type { AppEnv } from '../env';
import { pageFrame, siteSection } from '../render/frame';
import { renderPage } from '../render/page';

import { homeAlternates, robotsOf } from './home-seo';

/**
 * The home page of each site and language: the CMS page with slug `home` (kv-seed/content/README.md). Home pages
 * have no section of their own, so they wear the header and footer of the site's advice section.
 */
export const homeRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const [page, fallbackSection] = await Promise.all([loadPage(c, { slug: 'home' }), siteSection(c)]);
  const origin = new URL(c.req.url).origin;
  const alternates = homeAlternates(c, page);
  const frame = pageFrame(c, page.section ?? fallbackSection, {
    alternates: alternates.map((a) => ({ language: a.language, href: a.path })),
  });
  return renderPage(c, {
    title: page.title,
    description: page.seo.description ?? undefined,
    robots: robotsOf(page.seo),
    canonical: `${origin}${frame.homeHref}`,
    image: page.seo.image?.url,
    alternates:
      alternates.length > 1
        ? alternates.map((a) => ({ hreflang: a.hreflang, href: `${origin}${a.path}` }))
        : [],
    body: (
      <SiteLayout {...frame} fullWidth>
        <HomePage
          title={page.title}
          promotionalBanner={page.promotionalBanner}
          banner={page.banner}
          containers={page.containers}
          environment={c.env.ENVIRONMENT}
        />
      </SiteLayout>
    ),
  });
});

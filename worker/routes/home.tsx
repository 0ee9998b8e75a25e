import { Hono } from 'hono';

import { commonMessages } from '../../ui/i18n';
import { SiteLayout } from '../../ui/layout/SiteLayout';
import { HomePage } from '../../ui/pages/HomePage';
import type { AppEnv } from '../env';
import { siteFrame } from '../render/frame';
import { renderPage } from '../render/page';

/** The home page of each site and language: its sections, from the site's navigation. */
export const homeRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const t = await commonMessages(c.var.language);
  const title = (
    c.var.site.audience === 'employer' ? t['Hiring advice and insights'] : t['Career advice']
  ).format();
  const frame = await siteFrame(c);
  return renderPage(c, {
    title,
    body: (
      <SiteLayout {...frame}>
        <HomePage title={title} sections={frame.header?.links ?? []} />
      </SiteLayout>
    ),
  });
});

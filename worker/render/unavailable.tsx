import type { Context } from 'hono';

import { localizedPath } from '../../model/links';
import { commonMessages } from '../../ui/i18n';
import { ServiceUnavailablePage } from '../../ui/pages/ServiceUnavailablePage';
import type { AppEnv } from '../env';
import { reportError } from '../monitoring';
import { searchBoxPlaceFor } from '../search/scope';

import { siteSection } from './frame';
import { noStore } from './head';
import { renderSitePage } from './site-page';
import { retryAfterSeconds } from './upstream-outage';

// The words of the page, for a request that has no site to frame them (or whose frame failed to render).
const plainText = 'This page is unavailable right now. Please try again in a few minutes.';

const plain = (retryAfter: string) =>
  new Response(plainText, {
    status: 503,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': noStore,
      'retry-after': retryAfter,
    },
  });

/**
 * The answer for a page an upstream failure kept from rendering (upstream-outage.ts): 503 with Retry-After,
 * in the page's language and the site's frame (header, navigation, footer) with a search box and the home
 * link, `noindex`, never stored (no-store; the page cache keeps only 200s: page-policy.ts). The frame comes
 * from the copies the cache keeps only (`contentCacheOnly`): the CMS has just failed, and asking it again
 * would keep the reader waiting on it. Reported to monitoring here, and by the page's marker in the browser.
 */
export async function renderUnavailable(c: Context<AppEnv>, error: unknown): Promise<Response> {
  reportError(c, error);
  const retryAfter = String(retryAfterSeconds(c));
  // The page's own read failed with no copy to show: the response says so in x-content-cache.
  c.get('contentCache')?.record('unavailable');
  if (!c.get('site')) return plain(retryAfter);
  try {
    c.set('contentCacheOnly', true);
    const section = await siteSection(c);
    const language = c.get('language');
    const t = await commonMessages(language);
    const response = await renderSitePage(
      c,
      <ServiceUnavailablePage homeHref={localizedPath('/', language)} search={searchBoxPlaceFor(c, null)} />,
      {
        title: t['This page is unavailable right now'].format(),
        robots: 'noindex',
        status: 503,
        section,
        analytics: { pageType: 'error' },
      },
    );
    response.headers.set('retry-after', retryAfter);
    return response;
  } catch (renderFailure) {
    reportError(c, renderFailure);
    return plain(retryAfter);
  }
}

import type { Context } from 'hono';

import { localizedPath } from '../../model/links';
import type { SectionView } from '../../model/section';
import { commonMessages } from '../../ui/i18n';
import { ErrorPage } from '../../ui/pages/ErrorPage';
import { NotFoundPage } from '../../ui/pages/NotFoundPage';
import type { AppEnv } from '../env';
import { HttpError } from '../errors';
import { reportError } from '../monitoring';
import { searchBoxPlaceFor } from '../search/scope';

import { siteSection } from './frame';
import { renderSitePage } from './site-page';
import { renderUnavailable } from './unavailable';
import { isUpstreamOutage } from './upstream-outage';

// Error pages call renderSitePage, not c.render: an error may come before the renderer middleware has run.

/** At most this many topic links on the 404 page. */
const NOT_FOUND_TOPICS = 6;

/** The site's main topics: its header's category links, else its header links (each with an address). */
function headerTopics(section: SectionView | null): { text: string; href: string }[] {
  const links = section?.headerOptions?.links ?? [];
  const subLinks = links.flatMap((link) => link.subLinks);
  return (subLinks.length > 0 ? subLinks : links)
    .flatMap(({ text, href }) => (href && text ? [{ text, href }] : []))
    .slice(0, NOT_FOUND_TOPICS);
}

/** 404 page naming the slug that was not found (spec §8), with a search box and the site's main topics. */
export async function renderNotFound(c: Context<AppEnv>, slug: string): Promise<Response> {
  const section = await siteSection(c);
  const t = await commonMessages(c.get('language'));
  const page = (
    <NotFoundPage
      slug={slug}
      homeHref={localizedPath('/', c.get('language'))}
      search={searchBoxPlaceFor(c, null)}
      topics={headerTopics(section)}
    />
  );
  return renderSitePage(c, page, {
    title: t['Page not found'].format(),
    robots: 'noindex',
    status: 404,
    section,
    analytics: { pageType: 'error' },
  });
}

const plain = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' },
  });

/**
 * The route error screen: 'Oops!' and the error's message as text, never its stack (spec §8), for errors of
 * the site itself. A page an upstream failure (the CMS down, slow or answering errors) kept from rendering
 * answers 503 instead, framed (unavailable.tsx). Known HTTP errors keep their status; anything else is
 * reported and becomes a 500.
 */
export async function renderError(c: Context<AppEnv>, error: unknown): Promise<Response> {
  if (error instanceof HttpError && error.status === 404) return renderNotFound(c, error.slug ?? c.req.path);
  const status = error instanceof HttpError ? error.status : 500;
  // 400, 401 and 413 answer API callers with the reason, not a page.
  if (status < 500) return plain(status, (error instanceof Error && error.message) || 'Bad request');
  if (isUpstreamOutage(error)) return renderUnavailable(c, error);
  // Spec §8 'Internal error': the detail (an upstream's own text) goes to monitoring only, never to a reader.
  const message = 'Internal error';
  reportError(c, error);
  if (!c.get('site')) return plain(status, `Oops! ${message}`);
  try {
    const section = await siteSection(c);
    const t = await commonMessages(c.get('language'));
    const pageStatus = status === 502 || status === 503 ? status : 500;
    return await renderSitePage(
      c,
      <ErrorPage status={pageStatus} message={message} homeHref={localizedPath('/', c.get('language'))} />,
      {
        title: t['Oops!'].format(),
        robots: 'noindex',
        status: pageStatus,
        section,
        analytics: { pageType: 'error' },
      },
    );
  } catch (renderFailure) {
    reportError(c, renderFailure);
    return plain(500, `Oops! ${message}`);
  }
}

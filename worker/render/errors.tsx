import type { Context } from 'hono';

import { localizedPath } from '../../model/links';
import { commonMessages } from '../../ui/i18n';
import { ErrorPage } from '../../ui/pages/ErrorPage';
import { NotFoundPage } from '../../ui/pages/NotFoundPage';
import type { AppEnv } from '../env';
import { HttpError } from '../errors';
import { reportError } from '../monitoring';

import { siteSection } from './frame';
import { renderSitePage } from './site-page';

// Error pages call renderSitePage, not c.render: an error may come before the renderer middleware has run.

/** 404 page naming the slug that was not found (spec §8). */
export async function renderNotFound(c: Context<AppEnv>, slug: string): Promise<Response> {
  const section = await siteSection(c);
  const t = await commonMessages(c.var.language);
  return renderSitePage(c, <NotFoundPage slug={slug} homeHref={localizedPath('/', c.var.language)} />, {
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
 * The route error screen: 'Oops!' and the error's message as text, never its stack (spec §8).
 * Known HTTP errors keep their status; anything else is reported and becomes a 500.
 */
export async function renderError(c: Context<AppEnv>, error: unknown): Promise<Response> {
  if (error instanceof HttpError && error.status === 404) return renderNotFound(c, error.slug ?? c.req.path);
  const status = error instanceof HttpError ? error.status : 500;
  // 400, 401 and 413 answer API callers with the reason, not a page.
  if (status < 500) return plain(status, (error instanceof Error && error.message) || 'Bad request');
  // Spec §8 'Internal error': the detail (an upstream's own text) goes to monitoring only, never to a reader.
  const message = 'Internal error';
  reportError(c, error);
  if (!c.var.site) return plain(status, `Oops! ${message}`);
  try {
    const section = await siteSection(c);
    const t = await commonMessages(c.var.language);
    const pageStatus = status === 502 || status === 503 ? status : 500;
    return await renderSitePage(
      c,
      <ErrorPage status={pageStatus} message={message} homeHref={localizedPath('/', c.var.language)} />,
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

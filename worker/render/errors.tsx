import type { Context } from 'hono';

import { commonMessages } from '../../ui/i18n';
import { SiteLayout } from '../../ui/layout/SiteLayout';
import { ErrorPage } from '../../ui/pages/ErrorPage';
import { NotFoundPage } from '../../ui/pages/NotFoundPage';
import type { AppEnv } from '../env';
import { HttpError } from '../errors';
import { reportError } from '../monitoring';

import { pageFrame, siteSection } from './frame';
import { renderPage } from './page';

/** 404 page naming the slug that was not found (spec §8). */
export async function renderNotFound(c: Context<AppEnv>, slug: string): Promise<Response> {
  const frame = pageFrame(c, await siteSection(c));
  const t = await commonMessages(c.var.language);
  return renderPage(c, {
    title: t['Page not found'].format(),
    robots: 'noindex',
    status: 404,
    body: (
      <SiteLayout {...frame}>
        <NotFoundPage slug={slug} homeHref={frame.homeHref} />
      </SiteLayout>
    ),
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
  const message = (error instanceof Error && error.message) || 'Internal error';
  // 400, 401 and 413 answer API callers with the reason, not a page.
  if (status < 500) return plain(status, message);
  reportError(c, error);
  if (!c.var.site) return plain(status, `Oops! ${message}`);
  try {
    const frame = pageFrame(c, await siteSection(c));
    const t = await commonMessages(c.var.language);
    return await renderPage(c, {
      title: t['Oops!'].format(),
      robots: 'noindex',
      status: status === 502 || status === 503 ? status : 500,
      body: (
        <SiteLayout {...frame}>
          <ErrorPage message={message} homeHref={frame.homeHref} />
        </SiteLayout>
      ),
    });
  } catch (renderFailure) {
    reportError(c, renderFailure);
    return plain(500, `Oops! ${message}`);
  }
}

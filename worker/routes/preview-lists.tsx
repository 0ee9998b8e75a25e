import { Hono, type Context } from 'hono';

import { intlLocale } from '../../ui/i18n';
import previewTranslations from '../../ui/i18n/preview.vocab';
import { headingKey, PreviewListPage } from '../../ui/pages/PreviewListPage';
import { loadPreviewData } from '../content/preview-data/load-preview-data';
import type { AppEnv } from '../env';
import { previewHeaders } from '../preview/headers';
import { previewAllowed } from '../preview/middleware';
import { renderNotFound } from '../render/errors';
import { siteSection } from '../render/frame';

type Stage = 'DRAFT' | 'PUBLISHED';

/** Both lists are for editors: never indexed, never stored by any cache, and varying on the preview cookie. */
function withEditorHeaders(response: Response, subject: Parameters<typeof previewHeaders>[0] = {}): Response {
  for (const [name, value] of Object.entries(previewHeaders(subject))) response.headers.set(name, value);
  return response;
}

/**
 * The preview list of entry `id` in `stage` (spec §2 "Preview list page"). An id that names neither an
 * article nor a page is a 404 with the id (spec §8: a missing preview); an entry without views (no section,
 * candidate article, SARA page) is a 200 that says why.
 */
async function previewListResponse(c: Context<AppEnv>, id: string, stage: Stage): Promise<Response> {
  // The route decides the stage, not `?draft`: the published list reads PUBLISHED even for an editor.
  c.set('preview', stage === 'DRAFT');
  const [preview, section] = await Promise.all([loadPreviewData(c, id), siteSection(c)]);
  const language = c.get('language');
  const t = await previewTranslations.getMessages(language, intlLocale(language));
  const response = await c.render(<PreviewListPage preview={preview} />, {
    title: t[headingKey(preview)].format(),
    robots: 'noindex, nofollow',
    status: preview.kind === null ? 404 : 200,
    section,
    translations: [previewTranslations],
    analytics: { pageType: 'preview' },
  });
  return withEditorHeaders(response, stage === 'DRAFT' ? { entryId: preview.id } : {});
}

/**
 * page/view/{id} (published views) and page/preview/{id} (draft views), spec §2.
 *
 * Without a valid preview token the draft list answers the site's ordinary 404 with the id, before any CMS
 * read. We chose this over a 401 page that explains how to enter preview: the answer is the same whether or
 * not the id exists or has drafts, so it reveals no draft data and is no oracle for probing entry ids, and it
 * does not advertise the preview mechanism. Editors enter preview through the CMS's "Open preview" link
 * (worker/preview/README.md); the list then shows drafts for the hour the cookie lasts.
 */
export const previewListRoutes = new Hono<AppEnv>()
  .get('/page/view/:id', (c) => previewListResponse(c, c.req.param('id'), 'PUBLISHED'))
  .get('/page/preview/:id', async (c) => {
    const id = c.req.param('id');
    if (!previewAllowed(c)) return withEditorHeaders(await renderNotFound(c, id));
    return previewListResponse(c, id, 'DRAFT');
  });

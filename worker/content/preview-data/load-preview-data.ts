/** Loads the preview list of a CMS entry (spec §2 "Preview list page", §7 GetPreviewData). */
import type { Context } from 'hono';

import {
  articlePreviews,
  getPreviewDataSchema,
  pagePreviews,
  type PreviewDataView,
} from '../../../model/preview-data';
import type { AppEnv } from '../../env';
import { sites, type Site } from '../../site/sites';
import { contentStage, runQuery } from '../context';
import { GetPreviewData } from '../documents';

/** Hygraph entry ids: 25 lower-case letters and digits starting with c. */
export const ENTRY_ID = /^c[a-z0-9]{24}$/;

/** Links to other sites from this request: `<site>.localhost` locally, the production host otherwise. */
export function siteOrigin(requestUrl: string): (site: Site) => string {
  const url = new URL(requestUrl);
  const local =
    url.hostname === 'localhost' || url.hostname.endsWith('.localhost') || url.hostname === '127.0.0.1';
  return (site: Site) =>
    local
      ? `${url.protocol}//${site.name}.localhost${url.port ? `:${url.port}` : ''}`
      : `https://${site.hosts[0]}`;
}

/**
 * The previews of the article or page with this id, in the request's stage (drafts in preview): one per
 * site and locale, with its link; or none and the reason: the id is not valid, nothing is published, the
 * article has no section, or it would be a candidate article or a SARA page.
 */
export async function loadPreviewData(
  c: Context<AppEnv>,
  id: string,
  run: typeof runQuery = runQuery,
): Promise<PreviewDataView> {
  const stage = contentStage(c);
  if (!ENTRY_ID.test(id)) return { id, stage, kind: null, previews: [], reason: 'invalid-id' };
  const { article, page } = await run(c, {
    name: 'GetPreviewData',
    document: GetPreviewData,
    variables: { whereArticle: { id }, wherePage: { id } },
    schema: getPreviewDataSchema,
  });
  const previewSites = { sites, origin: siteOrigin(c.req.url) };
  if (article) return articlePreviews(article, previewSites);
  if (page) return pagePreviews(page, previewSites);
  // Without drafts, an entry that exists only as a draft looks like no entry at all.
  return { id, stage, kind: null, previews: [], reason: stage === 'DRAFT' ? 'invalid-id' : 'not-published' };
}

import type { Context } from 'hono';

import { articleHref } from '../../model/links';
import type { PreviewArticleData } from '../../model/preview-data';
import { runQuery } from '../content/context';
import { loadPreviewData } from '../content/preview-data/load-preview-data';
import type { AppEnv } from '../env';
import { notFound } from '../errors';
import { previewAllowed } from '../preview/middleware';
import { renderNotFound } from '../render/errors';

/** The localization of the article in the request's locale, else its default, else any. */
function localization(c: Context<AppEnv>, article: PreviewArticleData) {
  const { localizations } = article;
  return (
    localizations.find((l) => l.locale === c.get('locale').hygraphLocale) ??
    localizations.find((l) => l.locale === 'default') ??
    localizations[0]
  );
}

/**
 * career-advice/article-preview/{id} (spec §2): for a request that may preview, redirects to the draft of the
 * article on this site (`?draft={id}`); the list of GetPreviewData leaves candidate articles out, so the link is
 * built from the article the query returned. Anyone else, and an id that is no article of this site, gets the
 * site's 404 with the id.
 */
export async function articlePreviewRedirect(c: Context<AppEnv>, id: string): Promise<Response> {
  if (!previewAllowed(c)) return renderNotFound(c, id);
  c.set('preview', true);
  let article: PreviewArticleData | null = null;
  const capture: typeof runQuery = async (ctx, spec) => {
    const result = await runQuery(ctx, spec);
    const data = result as { article?: PreviewArticleData | null };
    article = data.article ?? null;
    return result;
  };
  const preview = await loadPreviewData(c, id, capture);
  const found = article as PreviewArticleData | null;
  const cmsSite = c.get('site').name.replaceAll('-', '_');
  const version =
    found && preview.kind === 'article' && found.sites.includes(cmsSite) && localization(c, found);
  if (!found || !version) throw notFound(id);
  const href = articleHref(version.slug, found.category?.relatedCategorySection, c.get('language'));
  const response = c.redirect(`${href}?draft=${encodeURIComponent(id)}`, 302);
  response.headers.set('cache-control', 'private, no-store');
  return response;
}

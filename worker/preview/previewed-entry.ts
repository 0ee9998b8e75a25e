import type { Context } from 'hono';

import type { PreviewBarProps, PreviewedEntry } from '../../ui/layout/PreviewBar';
import type { AppEnv } from '../env';

import { framedByAnotherSite } from './cookie';

function firstEntry(value: unknown, depth = 0): PreviewedEntry | undefined {
  if (depth > 4 || !value || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) return value.length > 0 ? firstEntry(value[0], depth + 1) : undefined;
  const record = value as Record<string, unknown>;
  if (typeof record.id === 'string' && typeof record.updatedAt === 'string') {
    // The DRAFT document's own publishedAt is empty: when it was published is its PUBLISHED document's.
    const published: unknown = Array.isArray(record.documentInStages)
      ? record.documentInStages[0]
      : undefined;
    const at = (published as { publishedAt?: unknown } | undefined)?.publishedAt;
    return { id: record.id, updatedAt: record.updatedAt, publishedAt: typeof at === 'string' ? at : null };
  }
  for (const item of Object.values(record)) {
    const found = firstEntry(item, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Notes the entry a DRAFT read shows, for the preview bar (ui/layout/PreviewBar.tsx): the first entry of the
 * answer that says when it last changed (`updatedAt`; the article and page queries ask for it, and for the
 * `publishedAt` of its PUBLISHED document). The request's first such read is its page's own entry (the page
 * is found before its parts).
 */
export function notePreviewedEntry(c: Context<AppEnv>, draft: unknown): void {
  if (c.get('previewEntry')) return;
  const entry = firstEntry(draft);
  if (entry) c.set('previewEntry', entry);
}

/**
 * The preview bar of a page showing drafts (undefined on every other page): the entry it shows, if a read
 * noted one, and the address that leaves preview for the same page as published.
 */
export function previewBarOf(c: Context<AppEnv>): PreviewBarProps | undefined {
  if (!c.get('preview')) return undefined;
  const url = new URL(c.req.url);
  url.searchParams.delete('draft');
  const exitHref = `/preview/exit?path=${encodeURIComponent(url.pathname + url.search)}`;
  return { entry: c.get('previewEntry'), exitHref, framed: framedByAnotherSite(c) };
}

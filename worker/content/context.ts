import type { Context } from 'hono';
import * as v from 'valibot';

import { withAssetHost } from '../../model/asset-host';
import { localesWithDefault } from '../../model/locale';
import { shortHash } from '../cache/keys';
import { readContent } from '../cache/read-content';
import type { AppEnv } from '../env';
import { timed } from '../observability/timed';
import { contentStage, type ContentStage } from '../preview/middleware';
import { notePreviewedEntry } from '../preview/previewed-entry';
import { sharedSecret } from '../secrets/shared-secrets';

import { ContentError, createContentClient, type ContentClient, type Variables } from './client';

/** Who is asking: the site (as the CMS's Site enum) and the locales to read, in fallback order. */
export interface ContentScope {
  /** e.g. candidate_au; the CMS enum cannot hold '-'. */
  site: string;
  /** The requested locale, e.g. th_TH. */
  locale: string;
  /** The requested locale, then the site's default (en_TH), then the CMS default (spec §4). */
  localesWithDefault: string[];
}

/** The content scope of a request, from its site and language. */
export function contentScope(c: Context<AppEnv>): ContentScope {
  const site = c.get('site');
  const locale = c.get('locale');
  const siteDefault = site.locales[0]?.hygraphLocale ?? locale.hygraphLocale;
  return {
    site: site.name.replaceAll('-', '_'),
    locale: locale.hygraphLocale,
    localesWithDefault: localesWithDefault(locale.hygraphLocale, siteDefault),
  };
}

/**
 * A CMS client for a stage (drafts need the preview token, which the published token cannot read), its calls
 * within the request's `deadline` (upstreams/reader-budget.ts). Rejects with a ContentError when the stage's
 * token cannot be read (secrets/shared-secrets.ts): the read then fails as a CMS failure does, and the cache
 * answers its kept copy.
 */
export async function contentClient(
  env: Env,
  stage: ContentStage,
  deadline?: number,
): Promise<ContentClient> {
  const token = await sharedSecret(env, stage === 'DRAFT' ? 'HYGRAPH_PREVIEW_TOKEN' : 'HYGRAPH_TOKEN');
  if (!token) throw new ContentError('the CMS token could not be read', { status: 503 });
  return createContentClient({ endpoint: env.HYGRAPH_CONTENT_API, token, deadline });
}

/** Every CMS entry id in a response, so a purge of any of them removes the cached copy. */
export function collectEntryIds(value: unknown, ids = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) collectEntryIds(item, ids);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'id' && typeof item === 'string') ids.add(item);
      else collectEntryIds(item, ids);
    }
  }
  return ids;
}

export interface QuerySpec<S extends v.GenericSchema> {
  /** The operation name (spec §7); also the cache key's prefix. */
  name: string;
  document: string;
  /** Variables without `stage`, which the request's preview state decides. */
  variables: Variables;
  /** The response's shape; anything else is an error, never half a page. */
  schema: S;
  /**
   * The tags of the list the answer is (list-tags.ts), kept with its entry ids when it shows any, so that a
   * publish purges the list though it does not name the new entry yet.
   */
  listTags?: readonly string[];
}

// The query documents are the modules' constants, a few KB each: each is hashed once per isolate, not on every
// read (bounded all the same, should documents ever be built at run time).
const shapes = new Map<string, string>();
const MAX_SHAPES = 500;

/** The shape name of a query document: its hash (content cache entries of another shape are misses). */
export function documentShape(document: string): string {
  let shape = shapes.get(document);
  if (shape === undefined) {
    shape = shortHash(document);
    if (shapes.size >= MAX_SHAPES) shapes.clear();
    shapes.set(document, shape);
  }
  return shape;
}

/**
 * Runs one named CMS query for a request (DESIGN §4): published reads through the KV cache,
 * drafts only in preview and never cached. The response is validated once, here, before the cache,
 * and cached as validated data with the ids of every entry it contains; the caller maps it to its view
 * after the cache (model/README.md), so one cached answer serves every language that shares its variables.
 * In development the asset URLs of the answer point at the local asset host (`CMS_ASSET_HOST`, model/asset-host.ts);
 * the cached copy keeps the CMS's.
 */
export function runQuery<S extends v.GenericSchema>(
  c: Context<AppEnv>,
  spec: QuerySpec<S>,
): Promise<v.InferOutput<S>> {
  const query = { name: spec.name, variables: spec.variables };
  // Server-Timing (observability/): reads through the data cache, and within them the CMS's calls.
  const data = timed('data-cache', () =>
    readContent(
      c,
      query,
      async (stage) => {
        const client = await contentClient(c.env, stage, c.get('deadline'));
        const raw = await timed('cms', () =>
          client.request<unknown>(spec.document, { ...spec.variables, stage }),
        );
        if (stage === 'DRAFT') notePreviewedEntry(c, raw);
        const parsed = v.safeParse(spec.schema, raw);
        if (!parsed.success) {
          const issue = parsed.issues[0];
          const at = issue ? v.getDotPath(issue) : undefined;
          throw new Error(
            `${spec.name} returned an unexpected shape${at ? ` at ${at}` : ''}: ${issue?.message}`,
          );
        }
        const entryIds = [...collectEntryIds(raw)];
        return {
          data: parsed.output,
          entryIds: entryIds.length ? [...entryIds, ...(spec.listTags ?? [])] : [],
        };
      },
      { shape: documentShape(spec.document) },
    ),
  );
  const assetHost = c.env.CMS_ASSET_HOST ?? '';
  return assetHost ? data.then((answer) => withAssetHost(answer, assetHost)) : data;
}

export { contentStage };

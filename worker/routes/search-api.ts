import { Hono, type Context } from 'hono';
import * as v from 'valibot';

import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS, searchSection, termLength } from '../../model/rules/search-path';
import type { AppEnv } from '../env';
import { suggestArticles } from '../search/client';
import { suggestionLink } from '../search/results';
import { searchClientOptions, searchScope } from '../search/scope';
import { siteLocale, type Language } from '../site/sites';
import { isUpstreamFailure } from '../upstreams/fetch';

/** Suggestions change only when articles are published: a minute in the edge cache is fresh enough. */
export const SUGGEST_CACHE_SECONDS = 60;

const querySchema = v.object({
  q: v.pipe(
    v.string('Required'),
    v.trim(),
    v.check((q) => termLength(q) >= SEARCH_MIN_CHARS, `At least ${SEARCH_MIN_CHARS} characters`),
    v.check((q) => termLength(q) <= SEARCH_MAX_CHARS, `At most ${SEARCH_MAX_CHARS} characters`),
  ),
  section: v.optional(v.picklist(['about', 'careers'], 'One of about, careers')),
  language: v.optional(v.picklist(['en', 'th', 'id'], 'One of en, th, id')),
});

const noStore = { 'cache-control': 'private, no-store' };

function invalid(c: Context<AppEnv>, field: string, reason: string) {
  return c.json(
    { error: `Invalid parameter "${field}": ${reason}`, fields: { [field]: reason } },
    400,
    noStore,
  );
}

/** Lets `promise` finish after the response; without an execution context (tests) it is awaited. */
async function afterResponse(c: Context<AppEnv>, promise: Promise<unknown>): Promise<void> {
  const settled = promise.catch(() => undefined);
  try {
    c.executionCtx.waitUntil(settled);
  } catch {
    await settled;
  }
}

/**
 * `GET /api/search/autocomplete?q=&section=&language=`: the search box's title suggestions (spec §2, §7),
 * through the Worker so the browser never calls the search API. q is trimmed, 3 to 200 characters; section
 * is about or careers (only en_AU and en_NZ have section searches; elsewhere it searches the whole site);
 * language defaults to the site's first. Bad input: 400 naming the parameter. Answers are kept briefly in the
 * edge cache (x-search-cache: hit | miss); a failing search API is a 502 with nothing cached.
 */
export const searchApiRoutes = new Hono<AppEnv>().get('/search/autocomplete', async (c) => {
  const parsed = v.safeParse(querySchema, {
    q: c.req.query('q'),
    section: c.req.query('section') || undefined,
    language: c.req.query('language') || undefined,
  });
  if (!parsed.success) {
    const issue = parsed.issues[0]!;
    return invalid(c, v.getDotPath(issue) ?? 'query', issue.message);
  }
  const { q, site } = { ...parsed.output, site: c.get('site') };
  const language: Language = parsed.output.language ?? site.locales[0]!.language;
  if (!site.locales.some((l) => l.language === language)) {
    return invalid(c, 'language', `This site serves ${site.locales.map((l) => l.language).join(', ')}`);
  }
  const locale = siteLocale(site, language).hygraphLocale;
  const section = parsed.output.section ? searchSection(parsed.output.section, locale) : null;

  const key = new URL('/api/search/autocomplete', c.req.url);
  key.search = new URLSearchParams({ q, language, section: section ?? '' }).toString();
  const cache = await caches.open('search-suggestions');
  const hit = await cache.match(key.href);
  if (hit) {
    const response = new Response(hit.body, hit);
    response.headers.set('x-search-cache', 'hit');
    return response;
  }
  try {
    const found = await suggestArticles(searchClientOptions(c), { ...searchScope(c, section), locale }, q);
    const body = { suggestions: found.map((s) => suggestionLink(s, language)) };
    const response = c.json(body, 200, {
      'cache-control': `public, max-age=${SUGGEST_CACHE_SECONDS}`,
      'x-search-cache': 'miss',
    });
    await afterResponse(c, cache.put(key.href, response.clone()));
    return response;
  } catch (error) {
    if (!isUpstreamFailure(error, 'Search API')) throw error;
    console.error('Search suggestions failed', error.message);
    return c.json({ error: 'Search suggestions are unavailable right now' }, 502, noStore);
  }
});

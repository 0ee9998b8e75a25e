import type { ReadSource } from './tracker';

/**
 * Purge marks: when a purge starts, `purged:e:<entryId>`, `purged:p:<prefix>` or `purged:*` is written
 * with the time (metadata `{ at }`) and kept MARK_TTL_SECONDS. Before a response is stored, the marks are
 * read (one KV list) and the store is skipped when data in it was fetched before a purge that covers it:
 * a render or refresh already in flight when the webhook came never writes old data back after the purge.
 * Marks made in this isolate count at once; others as soon as KV shows them (eventually, ~60 s).
 */
export const PURGE_MARK_PREFIX = 'purged:';
/** Long enough for any render, refresh or queued purge started before the mark to have finished. */
export const MARK_TTL_SECONDS = 600;
// How long an isolate reuses the marks it listed: one KV list a second at most.
const LIST_REUSE_MS = 1000;

/** What a purge covers. */
export type PurgeScope = { entryIds: readonly string[] } | { prefix: string } | { all: true };

type Marks = Map<string, number>;

// Per isolate: marks this isolate made, and the last list of KV's.
const localMarks: Marks = new Map();
let listed: { at: number; marks: Marks } | undefined;

function markNames(scope: PurgeScope): string[] {
  if ('entryIds' in scope) return [...new Set(scope.entryIds)].map((id) => `${PURGE_MARK_PREFIX}e:${id}`);
  if ('prefix' in scope) return [`${PURGE_MARK_PREFIX}p:${scope.prefix}`];
  return [`${PURGE_MARK_PREFIX}*`];
}

/** Records that a purge of `scope` starts at `at` (ms), in this isolate and in KV. */
export async function markPurge(kv: KVNamespace, scope: PurgeScope, at = Date.now()): Promise<void> {
  const names = markNames(scope);
  for (const name of names) localMarks.set(name, Math.max(localMarks.get(name) ?? 0, at));
  localChanges += 1;
  const options = { expirationTtl: MARK_TTL_SECONDS, metadata: { at } };
  await Promise.all(names.map((name) => kv.put(name, '', options)));
}

// The marks this isolate knows without asking KV: its own and those of its last list, merged once per change
// of either (a hot page is checked against them on every hit), with the latest mark's time.
let seen: { local: number; listed: typeof listed; marks: Marks; latest: number } | undefined;
let localChanges = 0;
function seenMarks(): { marks: Marks; latest: number } {
  if (seen?.local !== localChanges || seen.listed !== listed) {
    const marks = new Map(listed?.marks);
    for (const [name, at] of localMarks) marks.set(name, Math.max(marks.get(name) ?? 0, at));
    let latest = -Infinity;
    for (const at of marks.values()) latest = Math.max(latest, at);
    seen = { local: localChanges, listed, marks, latest };
  }
  return seen;
}

async function currentMarks(kv: KVNamespace, now: number): Promise<Marks> {
  if (!listed || now - listed.at >= LIST_REUSE_MS || now < listed.at) {
    const marks: Marks = new Map();
    let cursor: string | undefined;
    do {
      const page = await kv.list<{ at?: number }>({ prefix: PURGE_MARK_PREFIX, cursor });
      for (const key of page.keys)
        if (typeof key.metadata?.at === 'number') marks.set(key.name, key.metadata.at);
      cursor = page.list_complete ? undefined : page.cursor;
    } while (cursor);
    listed = { at: now, marks };
  }
  return seenMarks().marks;
}

// Whether `marks` hold a purge covering `key` or one of the sources' entries made after that data was fetched.
// A source whose entry ids are unknown (undefined) counts as holding every entry.
function purgedIn(
  marks: Marks,
  key: string,
  sources: readonly { entryIds: readonly string[] | undefined; storedAt: number }[],
  now: number,
): boolean {
  if (marks.size === 0) return false;
  const oldest = Math.min(...sources.map((source) => source.storedAt), now);
  const all = marks.get(`${PURGE_MARK_PREFIX}*`);
  if (all !== undefined && oldest <= all) return true;
  for (const [name, at] of marks) {
    if (name.startsWith(`${PURGE_MARK_PREFIX}p:`) && key.startsWith(name.slice(9)) && oldest <= at)
      return true;
  }
  const entryMark = `${PURGE_MARK_PREFIX}e:`;
  return sources.some((source) => {
    if (source.entryIds === undefined)
      return [...marks].some(([name, at]) => name.startsWith(entryMark) && source.storedAt <= at);
    return source.entryIds.some((id) => {
      const at = marks.get(`${entryMark}${id}`);
      return at !== undefined && source.storedAt <= at;
    });
  });
}

/**
 * Whether storing `key` now would write back data a purge removed: a read in `sources` fetched (storedAt)
 * no later than a purge of one of its entries, of a prefix of `key`, or of everything.
 */
export async function purgedSince(
  kv: KVNamespace,
  key: string,
  sources: readonly ReadSource[],
  now = Date.now(),
): Promise<boolean> {
  return purgedIn(await currentMarks(kv, now), key, sources, now);
}

/**
 * purgedSince with only the marks this isolate already knows (its own purges, and KV's marks as it last
 * listed them), without a KV call: whether a copy of `key` stored at `storedAt` showing `entryIds` (undefined:
 * unknown, so any entry's purge counts) is older than a purge this isolate has seen.
 */
export function purgeSeenSince(
  key: string,
  entryIds: readonly string[] | undefined,
  storedAt: number,
): boolean {
  const { marks, latest } = seenMarks();
  if (storedAt > latest) return false; // stored after every purge this isolate knows of
  return purgedIn(marks, key, [{ entryIds, storedAt }], Infinity);
}

/** When the latest purge of anything was marked (ms), or -Infinity when no mark is kept. */
export async function latestPurgeMark(kv: KVNamespace, now = Date.now()): Promise<number> {
  let latest = -Infinity;
  for (const at of (await currentMarks(kv, now)).values()) latest = Math.max(latest, at);
  return latest;
}

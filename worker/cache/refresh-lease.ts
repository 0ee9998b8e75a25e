import { shortHash } from './keys';
import { LEASE_MS, type RefreshLease } from './refresh-lease-object';

/*
 * One refresh of a stale key across every isolate (README "One refresh per key"). The caller that finds a
 * key stale asks for the lease of that key's stored version (`<key>@<storedAt>`); one caller in the whole
 * deployment gets it and refreshes, every other keeps answering stale. A lease lasts LEASE_MS
 * (refresh-lease-object.ts). The next version has another name, so its own refresh never waits for this one. A
 * refresh that failed gives its lease back, so the next reader may try.
 */

/** Leases are spread over this many coordinators by key, so no one object carries every key's refreshes. */
export const LEASE_SHARDS = 16;
/** A coordinator that has not answered within this long is treated as unreachable. */
export const LEASE_CALL_TIMEOUT_MS = 1_000;
/** After the coordinator failed, this isolate refreshes on its own for this long without asking it. */
export const COORDINATOR_RETRY_MS = 30_000;
// Per isolate: names another caller holds, until when, so a crowd of stale readers does not ask again.
const MAX_DENIED = 2_000;

/** The binding of the coordinators (wrangler.toml `REFRESH_LEASE`). */
export type LeaseBinding = DurableObjectNamespace;

// Per isolate: until when the coordinator is not asked (it failed), and the names held elsewhere.
let coordinatorDownUntil = 0;
const denied = new Map<string, number>();

function shard(binding: LeaseBinding, name: string) {
  const index = Number.parseInt(shortHash(name.slice(0, name.lastIndexOf('@'))), 16) % LEASE_SHARDS;
  // `wrangler types` cannot see the class in the built entry, so the binding comes untyped: its stub is this.
  return binding.get(binding.idFromName(`refresh-lease-${index}`)) as DurableObjectStub<RefreshLease>;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The lease name of a key's stored version. */
export const leaseName = (key: string, storedAt: number) => `${key}@${storedAt}`;

/** True when this isolate learnt that another caller holds `name` (no need to ask again). */
export function leasedElsewhere(name: string, now = Date.now()): boolean {
  const until = denied.get(name);
  if (until !== undefined && until <= now) denied.delete(name);
  return until !== undefined && until > now;
}

/**
 * Asks for the lease of `name`: true when this caller should refresh. Without a binding, or when the
 * coordinator fails or is slow, true: each isolate then refreshes on its own, as it would without the lease
 * (the coordinator is never a single point of failure).
 */
export async function claimRefresh(binding: LeaseBinding | undefined, name: string): Promise<boolean> {
  if (!binding || Date.now() < coordinatorDownUntil) return true;
  try {
    const granted = await withTimeout(shard(binding, name).claim(name), LEASE_CALL_TIMEOUT_MS);
    if (!granted) {
      if (denied.size >= MAX_DENIED) denied.delete(denied.keys().next().value!);
      denied.set(name, Date.now() + LEASE_MS);
    }
    return granted;
  } catch (error) {
    coordinatorDownUntil = Date.now() + COORDINATOR_RETRY_MS;
    console.warn(
      `refresh lease: coordinator unreachable, refreshing per isolate: ${error instanceof Error ? error.message : error}`,
    );
    return true;
  }
}

/** Gives a lease back after its refresh failed; a failure to do so only delays the next refresh. */
export async function releaseRefresh(binding: LeaseBinding | undefined, name: string): Promise<void> {
  if (!binding || Date.now() < coordinatorDownUntil) return;
  await withTimeout(shard(binding, name).release(name), LEASE_CALL_TIMEOUT_MS).catch(() => undefined);
}

/** Forgets what this isolate learnt of leases and of the coordinator (tests). */
export function forgetLeases(): void {
  coordinatorDownUntil = 0;
  denied.clear();
}

import { shortHash } from './keys';
import type { RefreshLease } from './refresh-lease-object';

/*
 * One refresh of a stale key across every isolate (README "One refresh per key"). The caller that finds a
 * key stale asks for the lease of that key's stored version (`<key>@<storedAt>`); one caller in the whole
 * deployment gets it and refreshes, every other keeps answering stale. A lease lasts LEASE_MS
 * (refresh-lease-object.ts). The next version has another name, so its own refresh never waits for this one. A
 * refresh that failed gives its lease back, so the next reader may try.
 *
 * A refresh that finds what is stored unchanged writes nothing (README "A refresh that changed nothing"): it
 * confirms the version instead, here and with the coordinator, and the version's windows then count from that
 * confirmation (`freshSince`). Other isolates learn it when they next ask for the lease.
 */

/** Leases are spread over this many coordinators by key, so no one object carries every key's refreshes. */
export const LEASE_SHARDS = 16;
/** A coordinator that has not answered within this long is treated as unreachable. */
export const LEASE_CALL_TIMEOUT_MS = 1_000;
/** After the coordinator failed, this isolate refreshes on its own for this long without asking it. */
export const COORDINATOR_RETRY_MS = 30_000;
// Per isolate: names another caller holds, until when, so a crowd of stale readers does not ask again.
const MAX_DENIED = 2_000;
/**
 * How long this isolate takes another caller's lease as held without asking again: long enough that a crowd of
 * stale readers asks once, short enough to learn soon that the refresh confirmed the version.
 */
export const DENIED_MEMORY_MS = 10_000;
/**
 * A refresh that found the stored copy unchanged writes nothing (it confirms the stored version), until the
 * stored copy is this old: then it is written again, so its KV expiry (the stale-if-error window) and its index
 * rows' renewal (entry-index.ts) never lapse.
 */
export const UNCHANGED_REWRITE_MS = 6 * 60 * 60 * 1000;
// Per isolate: the versions found unchanged by a refresh, and when.
const MAX_CONFIRMED = 5_000;

/** The binding of the coordinators (wrangler.toml `REFRESH_LEASE`). */
export type LeaseBinding = DurableObjectNamespace;

// Per isolate: until when the coordinator is not asked (it failed), and the names held elsewhere.
let coordinatorDownUntil = 0;
const denied = new Map<string, number>();
const confirmations = new Map<string, number>();

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

function rememberConfirmation(name: string, at: number): void {
  if ((confirmations.get(name) ?? 0) >= at) return;
  confirmations.delete(name);
  if (confirmations.size >= MAX_CONFIRMED) confirmations.delete(confirmations.keys().next().value!);
  confirmations.set(name, at);
}

/**
 * When the windows of `key`'s version stored at `storedAt` count from (ms): its storedAt, or the last time a
 * refresh this isolate knows of found it unchanged.
 */
export function freshSince(key: string, storedAt: number): number {
  return Math.max(storedAt, confirmations.get(leaseName(key, storedAt)) ?? 0);
}

/**
 * Records that a refresh begun at `at` found the stored version `name` unchanged: in this isolate at once, and
 * with the coordinator, which tells the next callers asking for the lease (and gives the lease back). A
 * coordinator that fails only costs other isolates one more refresh.
 */
export async function confirmUnchanged(
  binding: LeaseBinding | undefined,
  name: string,
  at: number,
): Promise<void> {
  rememberConfirmation(name, at);
  if (!binding || Date.now() < coordinatorDownUntil) return;
  await withTimeout(shard(binding, name).confirm(name, at), LEASE_CALL_TIMEOUT_MS).catch(() => undefined);
}

/** True when this isolate learnt that another caller holds `name` (no need to ask again). */
export function leasedElsewhere(name: string, now = Date.now()): boolean {
  const until = denied.get(name);
  if (until !== undefined && until <= now) denied.delete(name);
  return until !== undefined && until > now;
}

/**
 * Asks for the lease of `name`: true when this caller should refresh. False when another caller holds it, or
 * when a refresh confirmed the version within `freshMs` (this isolate then counts the version's windows from
 * that confirmation: `freshSince`). Without a binding, or when the coordinator fails or is slow, true: each
 * isolate then refreshes on its own, as it would without the lease (the coordinator is never a single point
 * of failure).
 */
export async function claimRefresh(
  binding: LeaseBinding | undefined,
  name: string,
  freshMs = 0,
): Promise<boolean> {
  if (!binding || Date.now() < coordinatorDownUntil) return true;
  try {
    // The stub types each of the answer's kinds as a promise of its own; it is one promise of the union.
    const claim = shard(binding, name).claim(name, freshMs) as Promise<boolean | number>;
    const answer = await withTimeout(claim, LEASE_CALL_TIMEOUT_MS);
    if (typeof answer === 'number') rememberConfirmation(name, answer);
    if (answer !== true) {
      if (denied.size >= MAX_DENIED) denied.delete(denied.keys().next().value!);
      denied.set(name, Date.now() + DENIED_MEMORY_MS);
    }
    return answer === true;
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
  confirmations.clear();
}

import { DurableObject } from 'cloudflare:workers';

/**
 * How long a lease lasts: longer than a refresh plus KV's ~60 s propagation, so a location still reading the old
 * version when the lease ends is rare.
 */
export const LEASE_MS = 90_000;

// Leases and confirmations one coordinator keeps at most; the oldest give way (one lost early costs one
// extra refresh).
const MAX_NAMES = 20_000;

function keep(map: Map<string, number>, name: string, value: number): void {
  map.delete(name);
  if (map.size >= MAX_NAMES) map.delete(map.keys().next().value!);
  map.set(name, value);
}

/**
 * The coordinator of one shard of keys: grants each name (a key's stored version) to one caller at a time, for
 * LEASE_MS, and remembers when a refresh last found a version unchanged, so the callers that come next count
 * its windows from then instead of refreshing it again. Both live in the object's memory only: an evicted or
 * restarted object forgets them, which costs at most one extra refresh per key, never a lost one.
 */
export class RefreshLease extends DurableObject {
  private readonly leases = new Map<string, number>();
  private readonly confirmations = new Map<string, number>();

  /**
   * True when the caller now holds `name` (nobody held it, or its holder's lease ran out). A time (ms) when a
   * refresh found this version unchanged less than `freshMs` ago, or while another caller holds the lease and
   * one did before: the caller counts the version's windows from then. False: another caller holds it.
   */
  claim(name: string, freshMs = 0, now = Date.now()): boolean | number {
    const confirmed = this.confirmations.get(name);
    if (confirmed !== undefined && now - confirmed < freshMs) return confirmed;
    const until = this.leases.get(name);
    if (until !== undefined && until > now) return confirmed ?? false;
    keep(this.leases, name, now + LEASE_MS);
    return true;
  }

  /** A refresh begun at `at` found the version `name` unchanged: remembered, and its lease given back. */
  confirm(name: string, at: number): void {
    this.leases.delete(name);
    if ((this.confirmations.get(name) ?? 0) < at) keep(this.confirmations, name, at);
  }

  /** Gives `name` back (its refresh failed), so the next caller may try. */
  release(name: string): void {
    this.leases.delete(name);
  }
}

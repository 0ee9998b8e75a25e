import { DurableObject } from 'cloudflare:workers';

/**
 * How long a lease lasts: longer than a refresh plus KV's ~60 s propagation, so a location still reading the old
 * version when the lease ends is rare.
 */
export const LEASE_MS = 90_000;

// Leases one coordinator keeps at most; the oldest give way (a lease lost early costs one extra refresh).
const MAX_LEASES = 20_000;

/**
 * The coordinator of one shard of keys: grants each name to one caller at a time, for LEASE_MS. Leases live
 * in the object's memory only: an evicted or restarted object forgets them, which costs at most one extra
 * refresh per key, never a lost one.
 */
export class RefreshLease extends DurableObject {
  private readonly leases = new Map<string, number>();

  /** True when the caller now holds `name` (nobody held it, or its holder's lease ran out). */
  claim(name: string, now = Date.now()): boolean {
    const until = this.leases.get(name);
    if (until !== undefined && until > now) return false;
    this.leases.delete(name);
    if (this.leases.size >= MAX_LEASES) this.leases.delete(this.leases.keys().next().value!);
    this.leases.set(name, now + LEASE_MS);
    return true;
  }

  /** Gives `name` back (its refresh failed), so the next caller may try. */
  release(name: string): void {
    this.leases.delete(name);
  }
}

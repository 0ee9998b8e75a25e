import type { AppEnv } from '../../env';

import { HOT_TIER_SECONDS } from './hot-pages';
import { PAGE_FRESH_SECONDS, PAGE_STALE_SECONDS } from './page-policy';

export interface PageCacheOptions {
  /** Runs a request through the whole app again: how a stale page is re-rendered in the background. */
  render(request: Request, env: AppEnv['Bindings'], ctx: ExecutionContext): Response | Promise<Response>;
  /** The data cache's windows (read.ts), in seconds; tests may shorten them. */
  freshSeconds?: number;
  staleWhileRevalidateSeconds?: number;
  staleIfErrorSeconds?: number;
  /** How long a page read from KV is answered from the isolate's memory (hot-pages.ts); 0: never. */
  hotSeconds?: number;
  now?: () => number;
}

/** The page cache's windows in seconds, its clock and how it renders a page again: the options, checked. */
export interface PageCacheSettings {
  render: PageCacheOptions['render'];
  fresh: number;
  stale: number;
  error: number;
  hotSeconds: number;
  now: () => number;
}

/** The options with their defaults (spec §9 windows); a window that is not seconds ≥ 0 is refused. */
export function pageCacheSettings(options: PageCacheOptions): PageCacheSettings {
  const settings = {
    render: options.render,
    fresh: options.freshSeconds ?? PAGE_FRESH_SECONDS,
    stale: options.staleWhileRevalidateSeconds ?? PAGE_STALE_SECONDS,
    error: options.staleIfErrorSeconds ?? 86_400,
    hotSeconds: options.hotSeconds ?? HOT_TIER_SECONDS,
    now: options.now ?? Date.now,
  };
  const { fresh, stale, error, hotSeconds: hot } = settings;
  for (const [name, seconds] of Object.entries({ fresh, stale, error, hot })) {
    if (!(seconds >= 0)) throw new RangeError(`pageCacheMiddleware: the ${name} window must be seconds ≥ 0`);
  }
  return settings;
}

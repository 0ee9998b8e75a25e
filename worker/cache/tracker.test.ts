import { describe, expect, it } from 'vitest';

import type { ReadStatus } from './tracker';
import { createCacheTracker } from './tracker';

describe('createCacheTracker', () => {
  it('reports nothing before any read', () => {
    expect(createCacheTracker().weakest()).toBeUndefined();
  });

  it.each<[ReadStatus[], ReadStatus]>([
    [['hit', 'hit'], 'hit'],
    [['hit', 'stale', 'hit'], 'stale'],
    [['stale', 'miss'], 'miss'],
    [['miss', 'error-stale', 'hit'], 'error-stale'],
    [['error-stale', 'bypass', 'hit'], 'bypass'],
  ])('reports the weakest of %j as %s', (statuses, weakest) => {
    const tracker = createCacheTracker();
    for (const status of statuses) tracker.record(status);
    expect(tracker.weakest()).toBe(weakest);
  });
});

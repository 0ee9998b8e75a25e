import { describe, expect, it } from 'vitest';

import { peakInFlight, sequentialRounds } from './round-trips.mjs';

const call = (startedAt: number, endedAt: number) => ({ startedAt, endedAt });

describe('sequentialRounds', () => {
  it('counts calls made side by side once', () => {
    expect(sequentialRounds([call(0, 150), call(2, 151), call(3, 153)])).toBe(1);
  });

  it('adds one for each call that started after an answer it waited for', () => {
    // 0-150 and 1-151 side by side, then 152-300 after them, then 301-450 after that.
    const calls = [call(152, 300), call(0, 150), call(301, 450), call(1, 151)];
    expect(sequentialRounds(calls)).toBe(3);
  });

  it('follows the longest chain, not the number of calls', () => {
    // A long call beside a chain of two short ones: the chain is two round trips.
    expect(sequentialRounds([call(0, 400), call(1, 150), call(151, 300)])).toBe(2);
    expect(sequentialRounds([])).toBe(0);
  });
});

describe('peakInFlight', () => {
  it('is the most calls under way at once, an answer freeing its place for a call starting then', () => {
    expect(peakInFlight([call(0, 150), call(2, 151), call(151, 300), call(160, 170)])).toBe(2);
    expect(peakInFlight([call(0, 150), call(150, 300)])).toBe(1);
    expect(peakInFlight([])).toBe(0);
  });
});

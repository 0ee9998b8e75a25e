// How long a set of upstream calls kept their caller waiting, counted in round trips: what the content stand-in
// reports (`GET /__requests`, scripts/services/control.mjs) and what the worker's round-trip test measures.

/**
 * The round trips a set of calls took one after another: the longest chain of calls in which each started
 * only once the one before it had been answered. Calls made side by side count once; a call that had to wait
 * for another's answer adds one.
 * @param {{ startedAt: number, endedAt: number }[]} calls
 * @returns {number}
 */
export function sequentialRounds(calls) {
  const byStart = [...calls].sort((a, b) => a.startedAt - b.startedAt);
  /** @type {number[]} the longest chain ending with each call */
  const chains = [];
  byStart.forEach((call, i) => {
    let before = 0;
    for (let j = 0; j < i; j += 1) {
      if (byStart[j].endedAt <= call.startedAt) before = Math.max(before, chains[j]);
    }
    chains.push(before + 1);
  });
  return Math.max(0, ...chains);
}

/**
 * The most calls under way at the same moment.
 * @param {{ startedAt: number, endedAt: number }[]} calls
 * @returns {number}
 */
export function peakInFlight(calls) {
  // An answer at the moment another call starts frees its place first.
  const events = calls.flatMap((call) => [
    { at: call.startedAt, change: 1 },
    { at: call.endedAt, change: -1 },
  ]);
  events.sort((a, b) => a.at - b.at || a.change - b.change);
  let now = 0;
  let peak = 0;
  for (const { change } of events) {
    now += change;
    peak = Math.max(peak, now);
  }
  return peak;
}

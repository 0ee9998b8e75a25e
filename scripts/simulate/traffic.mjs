// Readers of the simulation: a Zipf-like mix over the sitemap URLs, arriving at random (Poisson) at each
// location, and what they saw: time to the first byte, status, how the page cache answered.

/** A seeded random number generator (mulberry32): the same mix every run. */
export function seededRandom(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Picks URLs by Zipf's law: the URL of rank k (1 = most read) with weight 1 / k^exponent. `urls` are in rank
 * order.
 */
export function zipfPicker(urls, exponent, next) {
  const cumulative = [];
  let total = 0;
  for (let k = 1; k <= urls.length; k += 1) {
    total += 1 / k ** exponent;
    cumulative.push(total);
  }
  return () => {
    const target = next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid] < target) low = mid + 1;
      else high = mid;
    }
    return urls[low];
  };
}

/** The q-quantile of sorted numbers. */
export function quantile(sorted, q) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** What readers saw in one stretch of time: page views, 5xx, TTFB samples, page-cache answers. */
export function emptyTally() {
  return { views: 0, serverErrors: 0, otherErrors: 0, errorSamples: {}, shed: 0, ttfbMs: [], pageCache: {} };
}

const ERROR_SAMPLES = 5;

/** Adds one page view of `url` to `tally`; the first few answers other than 2xx and 3xx are named. */
export function record(tally, url, { status, ttfbMs, pageCache }) {
  tally.views += 1;
  if (status >= 500) tally.serverErrors += 1;
  else if (status >= 400 || status === 0) tally.otherErrors += 1;
  const name = `${status} ${url}`;
  if (status >= 400 || status === 0) {
    if (name in tally.errorSamples || Object.keys(tally.errorSamples).length < ERROR_SAMPLES)
      tally.errorSamples[name] = (tally.errorSamples[name] ?? 0) + 1;
  }
  if (ttfbMs !== null) tally.ttfbMs.push(ttfbMs);
  tally.pageCache[pageCache] = (tally.pageCache[pageCache] ?? 0) + 1;
}

/** Reads `url` at location `i`: its TTFB (the response's headers), status and x-page-cache, body read. */
export async function readPage(locations, i, url) {
  const started = performance.now();
  try {
    const res = await locations.fetch(i, url, { redirect: 'manual' });
    const ttfbMs = performance.now() - started;
    const text = await res.text();
    return { status: res.status, ttfbMs, pageCache: res.headers.get('x-page-cache') ?? 'none', text };
  } catch (error) {
    return { status: 0, ttfbMs: null, pageCache: 'failed', text: '', error };
  }
}

/**
 * Starts readers at every location: `perSecond` page views a second each, at random times, at most
 * `maxInFlight` open at once per location (arrivals beyond it are counted as shed). `onView(i, url, view)` gets
 * each answer. Returns `stop()`, which resolves once the open requests are answered.
 */
export function startReaders({ locations, pick, perSecond, maxInFlight, seed, onView, onShed }) {
  let running = true;
  const open = new Set();
  const loops = Array.from({ length: locations.count }, async (_, i) => {
    const next = seededRandom(seed + i * 7919);
    const choose = pick(next);
    let inFlight = 0;
    while (running) {
      await new Promise((resolve) => setTimeout(resolve, (-Math.log(1 - next()) / perSecond) * 1000));
      if (!running) break;
      if (inFlight >= maxInFlight) {
        onShed(i);
        continue;
      }
      const url = choose();
      inFlight += 1;
      const done = readPage(locations, i, url).then((view) => {
        inFlight -= 1;
        open.delete(done);
        onView(i, url, view);
      });
      open.add(done);
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      await Promise.all(open);
    },
  };
}

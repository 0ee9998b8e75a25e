import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { startSite } from '../../scripts/lib/site.mjs';
import { offsetFromEnv } from '../../scripts/lib/upstreams.mjs';

import { desktop, phone, siteUrl, useBrowser } from './browser';

const browser = useBrowser();

/** One envelope item (spec of Sentry's envelope format): its header and its payload as text. */
interface EnvelopeItem {
  type: string;
  payload: string;
}

/** Splits an envelope: a header line, then per item a header line and a payload of `length` bytes or one line. */
function envelopeItems(body: Buffer): EnvelopeItem[] {
  const items: EnvelopeItem[] = [];
  let at = body.indexOf(0x0a) + 1;
  while (at > 0 && at < body.length) {
    const headerEnd = body.indexOf(0x0a, at);
    if (headerEnd === -1) break;
    const header = JSON.parse(body.subarray(at, headerEnd).toString('utf8')) as {
      type: string;
      length?: number;
    };
    const start = headerEnd + 1;
    let end = header.length === undefined ? body.indexOf(0x0a, start) : start + header.length;
    if (end === -1) end = body.length;
    items.push({ type: header.type, payload: body.subarray(start, end).toString('utf8') });
    at = end + 1;
  }
  return items;
}

/** A local stand-in of the monitoring ingest: keeps every envelope the browser posts. */
class IngestListener {
  readonly envelopes: Buffer[] = [];
  private server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'POST') this.envelopes.push(Buffer.concat(chunks));
      res.writeHead(200, {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
        'content-type': 'application/json',
      });
      res.end('{}');
    });
  });

  async start(): Promise<number> {
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    return (this.server.address() as AddressInfo).port;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  items(): EnvelopeItem[] {
    return this.envelopes.flatMap(envelopeItems);
  }

  /** Waits until an item satisfies `match`. */
  waitFor(match: (item: EnvelopeItem) => boolean, ms = 20_000): Promise<EnvelopeItem> {
    return this.until(() => this.items().find(match), ms);
  }

  /** The recording segments of one replay, joined (several segments when the session itself was sampled). */
  recordingOf(replayId: string): string {
    return this.envelopes
      .map(envelopeItems)
      .filter((items) =>
        items.some(
          (i) =>
            i.type === 'replay_event' &&
            (JSON.parse(i.payload) as { replay_id?: string }).replay_id === replayId,
        ),
      )
      .flatMap((items) => items.filter((i) => i.type === 'replay_recording').map((i) => i.payload))
      .join('\n');
  }

  /** Polls `probe` until it answers something. */
  async until<T>(probe: () => T | undefined, ms = 20_000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = probe();
      if (found !== undefined) return found;
      if (Date.now() > deadline)
        throw new Error(`Not received; got items ${this.items().map((i) => i.type)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

const sentryChunk = /\/assets\/chunks\/sentry-[\w-]+\.js$/;

/** Paths of the script files a page fetched, and whether each started after the load event ended. */
const scriptTimings = (page: Page) =>
  page.evaluate(() => {
    const loadEnd = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
      .loadEventEnd;
    return performance
      .getEntriesByType('resource')
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' || e.name.endsWith('.js'))
      .map((e) => ({ path: new URL(e.name).pathname, afterLoad: e.startTime >= loadEnd }));
  });

/** The script and modulepreload files a page's HTML names. */
const scriptsInHtml = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
        'script[src], link[rel=modulepreload]',
      ),
    ]
      .map((el) => ('src' in el ? el.src : el.href))
      .map((href) => new URL(href).pathname)
      .sort(),
  );

const pagesOfEveryType = [
  ['candidate-au', '/'],
  ['candidate-au', '/career-advice/article/how-to-write-a-resume'],
  ['candidate-au', '/career-advice/category/career-development'],
  ['candidate-au', '/author/amanda-wright'],
  ['employer-au', '/article-search/interview/1'],
  [
    'employer-au',
    '/au/talent-attraction-lab/data-lab?primaryDriver=Industry&primaryDriverOptions=Accounting',
  ],
  ['candidate-th', '/th/'],
  ['candidate-au', '/no-such-page'],
] as const;

describe('browser monitoring without a DSN (the test site has none)', () => {
  it.each(pagesOfEveryType)('%s%s requests no monitoring chunk, even once idle', async (site, pathname) => {
    const { page, errors } = await browser.open(desktop);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    const response = await page.goto(siteUrl(site, pathname));
    await page.waitForLoadState('networkidle');
    // Past the idle callback that would load it (ui/monitoring/loader.ts asks for one at load; one asked for
    // later runs after it), and an idle period after that one, once the import it started has been sent.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 5000 }), { timeout: 5000 }),
        ),
    );
    await expect(page.locator('html').getAttribute('data-monitoring-dsn')).resolves.toBeNull();
    expect(scripts.filter((s) => /sentry/.test(s))).toEqual([]);
    expect(response?.headers()['content-security-policy']).toContain("connect-src 'self' data:;");
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
  });
});

describe('browser monitoring with a DSN (a second site, posting to a local ingest listener)', () => {
  const listener = new IngestListener();
  let stopSite: (() => Promise<void>) | undefined;
  let monitoredPort = 0;
  let servicesOffset = 0;
  const monitored = (site: string, pathname: string) =>
    siteUrl(site, pathname).replace(`:${inject('port')}/`, `:${monitoredPort}/`);

  beforeAll(async () => {
    const ingestPort = await listener.start();
    monitoredPort = inject('port') + 2;
    servicesOffset = offsetFromEnv('E2E_SERVICES_OFFSET', 100) + 100;
    const persistTo = path.resolve(`.wrangler/test-state-${monitoredPort}`);
    // A fresh store: pages kept by an earlier run would name that run's listener.
    await rm(persistTo, { recursive: true, force: true });
    const site = await startSite({
      port: monitoredPort,
      servicesOffset,
      persistTo,
      vars: { SENTRY_BROWSER_DSN: `http://publickey@127.0.0.1:${ingestPort}/1` },
    });
    stopSite = site.stop;
  }, 180_000);

  afterAll(async () => {
    await stopSite?.();
    await listener.stop();
  });

  it('loads the monitoring chunk only after the page has loaded, and the same scripts at load as without', async () => {
    const { page: plain } = await browser.open(desktop);
    await plain.goto(siteUrl('candidate-au', '/'));
    const { page, errors } = await browser.open(desktop);
    const response = await page.goto(monitored('candidate-au', '/'));
    await page.waitForResponse((r) => sentryChunk.test(new URL(r.url()).pathname));
    expect(response?.headers()['content-security-policy']).toMatch(
      /connect-src 'self' data: http:\/\/127\.0\.0\.1:\d+;/,
    );
    // The HTML names the same files with or without monitoring: nothing of it is preloaded or eager.
    await expect(scriptsInHtml(page)).resolves.toEqual(await scriptsInHtml(plain));
    const timings = await scriptTimings(page);
    expect(timings.filter((t) => sentryChunk.test(t.path))).toEqual([
      { path: expect.stringMatching(sentryChunk), afterLoad: true },
    ]);
    // Its size (gzip), for the record and as a budget; the browser entry (the island registry, the hydration
    // strategies, the wait for the first paint and the monitoring loader) stays small.
    const chunk = timings.find((t) => sentryChunk.test(t.path))!.path;
    const entry = (await scriptsInHtml(page)).find((s) => /\/hydrate-[\w-]+\.js$/.test(s))!;
    const gzipped = async (file: string) =>
      gzipSync(Buffer.from(await (await fetch(`http://127.0.0.1:${monitoredPort}${file}`)).arrayBuffer()))
        .length;
    const sizes = { chunk: await gzipped(chunk), entry: await gzipped(entry) };
    console.info(`monitoring chunk ${sizes.chunk} B gzip; browser entry ${sizes.entry} B gzip`);
    expect(sizes.chunk).toBeLessThan(120_000);
    expect(sizes.entry).toBeLessThan(1_650);
    expect(errors).toEqual([]);
  });

  it('reports an error thrown in a form island with what the reader typed masked', async () => {
    const typed = 'Zanzibar4711';
    const { page } = await browser.open(phone);
    const started = listener.envelopes.length;
    await page.goto(monitored('candidate-au', '/career-advice/article/how-to-write-a-resume'));
    // Monitoring starts once the page is idle: its chunk, then its global.
    await page.waitForResponse((r) => sentryChunk.test(new URL(r.url()).pathname));
    await page.waitForFunction(() => '__SENTRY__' in window);
    const form = page.locator('#subscription-form');
    await form.scrollIntoViewIfNeeded();
    await page.waitForSelector('#subscription-form [data-island="CmsForm"][data-island-hydrated="true"]');
    const firstName = form.getByLabel('First name');
    await firstName.click();
    await page.keyboard.type(typed, { delay: 20 });
    // The island's input fails on the next keystroke (an error thrown while it handles the event).
    await firstName.evaluate((input) =>
      input.addEventListener('input', () => {
        throw new Error('The form island failed while the reader typed');
      }),
    );
    await page.keyboard.type('!');
    const isOurError = (item: EnvelopeItem) =>
      item.type === 'event' && item.payload.includes('The form island failed while the reader typed');
    const event = await listener.waitFor(isOurError);
    const reported = JSON.parse(event.payload) as { event_id: string };
    expect(reported).toMatchObject({
      level: 'error',
      environment: 'development',
      exception: { values: [expect.objectContaining({ type: 'Error' })] },
    });
    // The session's replay (buffered, and sent because of the error; or the sampled session's own), found by the
    // error it names: readable, uncompressed rrweb events with the page's full snapshot and the typed value masked.
    const replayEvent = await listener.waitFor(
      (i) => i.type === 'replay_event' && i.payload.includes(reported.event_id),
    );
    const replayId = (JSON.parse(replayEvent.payload) as { replay_id: string }).replay_id;
    const masked = `"text":"${'*'.repeat(typed.length)}`;
    const recording = await listener.until(() => {
      const text = listener.recordingOf(replayId);
      return text.includes('"type":2') && text.includes(masked) ? text : undefined;
    });
    expect(recording).toContain(masked);
    const sent = listener.envelopes.slice(started).map((b) => b.toString('utf8'));
    expect(sent.length).toBeGreaterThan(0);
    for (const body of sent) expect(body).not.toContain(typed);
    await expect(firstName.inputValue()).resolves.toBe(`${typed}!`);
  });

  it('reports the error screen it shows (the 503 page of a CMS that cannot help)', async () => {
    const contentApi = `http://127.0.0.1:${8801 + servicesOffset}/__control`;
    const setMode = (mode: string) => fetch(contentApi, { method: 'POST', body: JSON.stringify({ mode }) });
    await setMode('fail');
    try {
      const { page } = await browser.open(desktop);
      const response = await page.goto(monitored('candidate-nz', '/page/candidate-privacy'));
      expect(response?.status()).toBe(503);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        'This page is unavailable right now',
      );
      const item = await listener.waitFor(
        (i) =>
          i.type === 'event' &&
          i.payload.includes('Route error screen') &&
          i.payload.includes('503 Service unavailable'),
      );
      expect(JSON.parse(item.payload)).toMatchObject({ level: 'error' });
    } finally {
      await setMode('ok');
    }
  });
});

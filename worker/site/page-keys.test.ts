import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../app';
import { clearKv } from '../test/page-cache';

/**
 * DESIGN §4 "Keys are bounded", against the real app, its content stand-ins and the real KV binding: 2 000
 * random spellings of the site's real pages (Host case, port and trailing dot; Data Lab values as people and old
 * links spell them; `year` and `nativeEmbed` where routes do not read them; repeated and reordered parameters;
 * pages past the end of every kind of list) make no page key and no data key, and each answers what its
 * canonical page answers, or 404 for a page past the end (README "Pages").
 */
const app = createApp();
const kv = env.CONTENT_CACHE;

const candidate = 'candidate-au.localhost';
const employer = 'employer-au.localhost';
const thai = 'candidate-th.localhost';
const dataLab = '/au/talent-attraction-lab/data-lab';

/** The real pages the variants spell: host, and path with its canonical query. */
const PAGES = {
  home: [candidate, '/'],
  about: [candidate, '/about'],
  aboutEmbedded: [candidate, '/about?nativeEmbed=true'],
  article: [candidate, '/career-advice/article/how-to-write-a-resume'],
  articleEmbedded: [candidate, '/career-advice/article/how-to-write-a-resume?nativeEmbed=true'],
  category: [candidate, '/career-advice/category/career-development'],
  category2: [candidate, '/career-advice/category/career-development/2'],
  author: [candidate, '/author/amanda-wright'],
  author2: [candidate, '/author/amanda-wright/2'],
  thaiArticle: [thai, '/th/career-advice/article/how-to-write-a-resume'],
  investors: [employer, '/about/investors'],
  investors2: [employer, '/about/investors/2'],
  investors2023: [employer, '/about/investors?year=2023'],
  announcements2: [employer, '/about/asx-announcements/2'],
  announcements2023p2: [employer, '/about/asx-announcements/2?year=2023'],
  dataLab: [employer, dataLab],
  dataLabOne: [employer, `${dataLab}?primaryDriver=Industry&primaryDriverOptions=Accounting`],
  dataLabTwo: [employer, `${dataLab}?primaryDriver=Industry&primaryDriverOptions=Accounting_Construction`],
  dataLabDrill: [
    employer,
    `${dataLab}?primaryDriver=Industry&primaryDriverOptions=Accounting&secondaryDriver=Gender&secondaryDriverOptions=Female_Male`,
  ],
} as const satisfies Record<string, readonly [string, string]>;
type PageName = keyof typeof PAGES;

/** Pages past the end of their list: 404, never stored. */
const PAST_THE_END: [string, string][] = [
  [candidate, '/career-advice/category/career-development/3'],
  [candidate, '/career-advice/category/career-development/9'],
  [candidate, '/career-advice/category/career-development/1999'],
  [candidate, '/author/amanda-wright/3'],
  [candidate, '/author/amanda-wright/1999'],
  [candidate, '/about/3'],
  [employer, '/about/investors/3'],
  [employer, '/about/investors/1814'],
  [employer, '/about/investors/2?year=2023'],
  [employer, '/about/asx-announcements/12'],
  [employer, '/about/asx-announcements/99'],
  [employer, '/about/asx-announcements/3?year=2023'],
];

// A seeded generator, so a failure can be run again as it was.
const SEED = 20_261_128;
let state = SEED;
function random(): number {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const chance = (p: number) => random() < p;
const token = () => Math.floor(random() * 36 ** 6).toString(36);

/** A Host spelling: letters in any case, any port, perhaps a trailing dot. */
function hostSpelling(host: string): string {
  const cased = [...host].map((ch) => (chance(0.3) ? ch.toUpperCase() : ch)).join('');
  const dot = chance(0.3) ? '.' : '';
  const port = pick(['', ':8787', ':4444', `:${1024 + Math.floor(random() * 60_000)}`]);
  return `${cased}${dot}${port}`;
}

/** Another spelling of a path: a trailing slash, a letter percent-encoded, `/1` for a first page. */
function pathSpelling(path: string): string {
  let out = path;
  if (out !== '/' && chance(0.3)) out = `${out}/`;
  // A letter of the last segment (the language prefix has one spelling: the site redirects /%74h/ to /th/).
  if (chance(0.3)) out = out.replace(/[a-z](?=[^/]*\/?$)/, (ch) => `%${ch.charCodeAt(0).toString(16)}`);
  if (out !== '/' && !/\/\d+\/?$/.test(out) && chance(0.2)) out = `${out.replace(/\/$/, '')}/1`;
  return out;
}

/** Parameters no route reads. */
const unread = () =>
  pick([
    [['utm_source', 'mail']],
    [['gclid', token()]],
    [
      ['fbclid', token()],
      ['utm_campaign', token()],
    ],
    [[token(), '1']],
    [['page', token()]],
    [['q', token()]],
  ] as [string, string][][]);

const shuffle = <T>(items: T[]): T[] => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

/** Spellings of a Data Lab option list that read as `options` (spec §2: joined by '_'). */
function optionsSpelling(options: string[]): [string, string][] {
  const spelled = shuffle(options).map((name) =>
    pick([name, ` ${name}`, `${name} `, `_${name}__`, `${name}_`]),
  );
  if (chance(0.3)) spelled.push(pick(options)); // repeated
  return chance(0.5)
    ? [['primaryDriverOptions', spelled.join('_')]]
    : spelled.map((value) => ['primaryDriverOptions', value] as [string, string]);
}

interface Variant {
  host: string;
  pathAndQuery: string;
  /** The canonical page it must answer as; undefined: a page past the end (404). */
  page?: PageName;
}

const query = (params: [string, string][]) => {
  const text = new URLSearchParams(params).toString();
  return text ? `?${text}` : '';
};

function dataLabVariant(): Variant {
  const name = pick(['dataLab', 'dataLabOne', 'dataLabTwo', 'dataLabDrill'] as const);
  const params: [string, string][] = [];
  if (name === 'dataLab') {
    if (chance(0.5)) params.push(['primaryDriver', pick(['All', ' All '])]);
    if (chance(0.5)) params.push(['primaryDriverOptions', 'Accounting']); // cleared: All has no options
  } else {
    params.push(['primaryDriver', pick(['Industry', ' Industry', 'Industry '])]);
    params.push(...optionsSpelling(name === 'dataLabTwo' ? ['Accounting', 'Construction'] : ['Accounting']));
    if (name === 'dataLabDrill') {
      params.push(['secondaryDriver', 'Gender']);
      params.push([
        'secondaryDriverOptions',
        pick(['Female_Male', 'Male_Female', '_Male__Female', 'Female_Male_Male']),
      ]);
    } else if (chance(0.3)) {
      params.push(['secondaryDriver', pick(['null', '', 'Industry'])]);
    }
  }
  if (chance(0.3)) params.push(...unread());
  return {
    host: hostSpelling(employer),
    pathAndQuery: `${pathSpelling(dataLab)}${query(shuffle(params))}`,
    page: name,
  };
}

function yearVariant(): Variant {
  // `year` where no route or list reads it: the page without it (the investor pages read it).
  const name = pick(['home', 'about', 'article', 'category', 'category2', 'author', 'thaiArticle'] as const);
  const [host, path] = PAGES[name];
  const params: [string, string][] = [
    ['year', pick(['2024', '2073', '2023', '1999.5', token()])],
    ...(chance(0.4) ? unread() : []),
  ];
  return {
    host: hostSpelling(host),
    pathAndQuery: `${pathSpelling(path)}${query(shuffle(params))}`,
    page: name,
  };
}

function investorYearVariant(): Variant {
  const name = pick(['investors2023', 'announcements2023p2'] as const);
  const path = PAGES[name][1].replace(/\?.*/, '');
  const params: [string, string][] = [['year', pick(['2023', '2023.0', ' 2023', '2023.9'])]];
  if (chance(0.3)) params.push(['year', '2024']); // repeated: the first counts
  if (chance(0.3)) params.push(...unread());
  return { host: hostSpelling(employer), pathAndQuery: `${pathSpelling(path)}${query(params)}`, page: name };
}

function embeddedVariant(): Variant {
  const embedded = chance(0.7);
  const name = pick(
    embedded ? (['aboutEmbedded', 'articleEmbedded'] as const) : (['about', 'article'] as const),
  );
  const path = PAGES[name][1].replace(/\?.*/, '');
  const value = embedded ? pick(['1', '', 'true', '%74rue']) : pick(['false', '0', 'no']);
  const params = `nativeEmbed=${value}${chance(0.3) ? `&nativeEmbed=${pick(['false', 'true'])}` : ''}`;
  return { host: hostSpelling(candidate), pathAndQuery: `${pathSpelling(path)}?${params}`, page: name };
}

function plainVariant(): Variant {
  const name = pick(Object.keys(PAGES) as PageName[]);
  if (name.startsWith('dataLab')) return dataLabVariant();
  const [host, pathAndQuery] = PAGES[name];
  const [path, canonicalQuery] = pathAndQuery.split('?') as [string, string | undefined];
  const params: [string, string][] = [...new URLSearchParams(canonicalQuery ?? '')];
  if (chance(0.6)) params.push(...unread());
  return {
    host: hostSpelling(host),
    pathAndQuery: `${pathSpelling(path)}${query(shuffle(params))}`,
    page: name,
  };
}

function pastTheEndVariant(): Variant {
  const [host, pathAndQuery] = pick(PAST_THE_END);
  const params = chance(0.3) ? query(unread()) : '';
  return {
    host: hostSpelling(host),
    pathAndQuery: pathAndQuery.includes('?')
      ? `${pathAndQuery}${params.replace('?', '&')}`
      : `${pathAndQuery}${params}`,
  };
}

function variant(): Variant {
  const kind = random();
  if (kind < 0.3) return plainVariant();
  if (kind < 0.5) return dataLabVariant();
  if (kind < 0.62) return yearVariant();
  if (kind < 0.72) return investorYearVariant();
  if (kind < 0.82) return embeddedVariant();
  return pastTheEndVariant();
}

async function get(host: string, pathAndQuery: string) {
  const ctx = createExecutionContext();
  const res = await app.request(
    `http://${host}${pathAndQuery}`,
    { headers: { host }, redirect: 'manual' },
    env,
    ctx,
  );
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, html };
}

async function keysUnder(prefix: string): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix, cursor });
    names.push(...page.keys.map((key) => key.name));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return names;
}

/** What a reader sees of a page: its status, canonical link, title and main content. */
const seen = (status: number, html: string) => ({
  status,
  canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
  title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
  main: /<main[\s\S]*<\/main>/.exec(html)?.[0],
});

describe('page keys of 2 000 random variants of real addresses', () => {
  const canonical = new Map<PageName, ReturnType<typeof seen>>();

  beforeAll(async () => {
    await clearKv(kv);
    for (const [name, [host, path]] of Object.entries(PAGES) as [PageName, readonly [string, string]][]) {
      await get(host, path); // stored
      const { res, html } = await get(host, path);
      expect(res.status, name).toBe(200);
      expect(res.headers.get('x-page-cache'), name).toBe('hit');
      canonical.set(name, seen(res.status, html));
    }
    // The reads an error page makes (its frame), on each site.
    for (const host of [candidate, employer, thai]) await get(host, '/no-such-page');
  }, 120_000);

  it(
    'make no new page or data key, and each answers as its canonical page (or 404 past the end)',
    { timeout: 600_000 },
    async () => {
      const pagesBefore = new Set(await keysUnder('page:'));
      const dataBefore = new Set(await keysUnder('content:'));
      const wrong: string[] = [];
      const counts = { pages: 0, pastTheEnd: 0 };
      for (let i = 0; i < 2000; i++) {
        const { host, pathAndQuery, page } = variant();
        const { res, html } = await get(host, pathAndQuery);
        const label = `${host}${pathAndQuery}`;
        if (page === undefined) {
          counts.pastTheEnd += 1;
          if (res.status !== 404 || !(res.headers.get('cache-control') ?? '').includes('no-store')) {
            wrong.push(`${label}: ${res.status}, not 404`);
          }
          continue;
        }
        counts.pages += 1;
        const expected = canonical.get(page)!;
        const actual = seen(res.status, html);
        if (actual.status !== 200) wrong.push(`${label}: ${actual.status}, not the page ${page}`);
        else if (actual.canonical !== expected.canonical)
          wrong.push(`${label}: canonical ${actual.canonical}, not ${expected.canonical}`);
        else if (actual.title !== expected.title || actual.main !== expected.main)
          wrong.push(`${label}: not the content of ${page}`);
      }
      const newPages = (await keysUnder('page:')).filter((key) => !pagesBefore.has(key));
      const newData = (await keysUnder('content:')).filter((key) => !dataBefore.has(key));
      // All at once, so a failure says how far off each is (with the first few of each).
      expect({
        seed: SEED,
        wrongAnswers: wrong.length,
        newPageKeys: newPages.length,
        newDataKeys: newData.length,
        examples: [...wrong.slice(0, 10), ...newPages.slice(0, 10), ...newData.slice(0, 10)],
      }).toEqual({ seed: SEED, wrongAnswers: 0, newPageKeys: 0, newDataKeys: 0, examples: [] });
      expect(counts.pages).toBeGreaterThan(1400);
      expect(counts.pastTheEnd).toBeGreaterThan(250);
    },
  );
});

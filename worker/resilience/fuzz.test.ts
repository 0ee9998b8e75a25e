import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { createApp } from '../app';

import { recordingContext, STACK_TRACE } from './harness';

// Bad input (DESIGN §8, spec §8): generated paths, query strings and form-like bodies against the whole app with
// a healthy content API (the shared stand-in): no 5xx, no stack trace, nothing reflected unescaped, nothing
// thrown. Deterministic (seeded): the same INPUTS requests every run, however long a busy machine takes.
const INPUTS = 2500;
const PARALLEL = 8;

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick, int: (max: number) => Math.floor(next() * max) };
}

const hosts = [
  'candidate-au.localhost',
  'employer-au.localhost',
  'candidate-th.localhost',
  'employer-id.localhost',
  'candidate.localhost',
  'unknown.example',
];
const prefixes = ['', '', '', '/th', '/id', '/TH', '/en'];
const words = [
  'career-advice',
  'hiring-advice',
  'article',
  'category',
  'author',
  'page',
  'view',
  'preview',
  'article-preview',
  'article-search',
  'about',
  'search',
  'careers',
  'life-at-seek',
  'market-insights',
  'au',
  'talent-attraction-lab',
  'data-lab',
  'privacy',
  'collection-notice',
  'how-to-write-a-resume',
  'career-development',
  'amanda-wright',
  'resume',
  'api',
  'admin',
  'webhooks',
  'assets',
  'favicon.ico',
];
const numbers = [
  '0',
  '1',
  '2',
  '3',
  '1999',
  '2000',
  '-1',
  '007',
  '1e3',
  '0x10',
  '99999999999999999999',
  '1.5',
  '',
];
const oddities = [
  '..',
  '.',
  '%2e%2e',
  '%00',
  '%ff',
  '%',
  '%%',
  '%E0%B8',
  'é',
  'ก',
  '😀',
  '%20',
  ';',
  ',',
  '~',
  '*',
  "'",
  '"',
  '%22',
  '%3C',
  '\\',
  'a'.repeat(300),
  'SELECT * FROM',
  '${x}',
  '{{x}}',
  '__proto__',
  'constructor',
];
const queryNames = [
  'nativeEmbed',
  'draft',
  'page',
  'q',
  'term',
  'slug',
  'locale',
  'utm_source',
  'path',
  'secret',
  '__proto__',
  'x',
];

/** An input carrying a marker that must never come back as markup. */
const markers = (id: number) => [
  `<x-fuzz-${id}>`,
  `"><svg onload=fuzz${id}>`,
  `'><img src=x onerror=fuzz${id}>`,
];
const MARKUP = /<x-fuzz-\d+>|<svg onload=fuzz\d+|<img src=x onerror=fuzz\d+/i;

function generate(seed: number, id: number): { url: string; init: RequestInit } {
  const r = random(seed);
  const segment = (): string => {
    const roll = r.next();
    if (roll < 0.5) return r.pick(words);
    if (roll < 0.65) return r.pick(numbers);
    if (roll < 0.85) return r.pick(oddities);
    return encodeURIComponent(r.pick(markers(id)));
  };
  const depth = 1 + r.int(6);
  let path = r.pick(prefixes) + Array.from({ length: depth }, segment).join('/');
  if (!path.startsWith('/')) path = `/${path}`;
  if (r.next() < 0.1) path += '/';
  const params: string[] = [];
  for (let i = r.int(4); i > 0; i -= 1) {
    const name = r.next() < 0.8 ? r.pick(queryNames) : r.pick(markers(id));
    const value = r.pick([...numbers, ...oddities.slice(0, 12), 'true', 'false', ...markers(id)]);
    params.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  }
  if (r.next() < 0.05) params.push('%zz=%', 'a==b&&');
  const url = `http://${r.pick(hosts)}${path}${params.length ? `?${params.join('&')}` : ''}`;
  if (r.next() < 0.75) return { url, init: {} };
  // A form-like body: JSON, url-encoded or plain text, sometimes over the 64 KiB limits.
  const fields = Object.fromEntries(
    Array.from({ length: 1 + r.int(5) }, () => [
      r.pick([...queryNames, 'entryIds', 'all', 'operation', 'data', 'email']),
      r.pick([...markers(id), ...numbers, true, null, ['x'], { id: 'x' }]),
    ]),
  );
  const kind = r.pick(['json', 'form', 'text', 'broken', 'huge'] as const);
  const target = r.pick(['/admin/purge', '/webhooks/hygraph', '/preview/enter', '/api/auth-status', path]);
  const body = {
    json: JSON.stringify(fields),
    form: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
    text: r.pick(markers(id)),
    broken: '{"entryIds": [',
    huge: JSON.stringify({ entryIds: ['x'.repeat(70 * 1024)] }),
  }[kind];
  const type = {
    json: 'application/json',
    form: 'application/x-www-form-urlencoded',
    text: 'text/plain',
    broken: 'application/json',
    huge: 'application/json',
  }[kind];
  const headers: Record<string, string> = { 'content-type': type };
  if (r.next() < 0.3) headers.authorization = `Bearer ${r.pick(['wrong', env.ADMIN_PURGE_TOKEN + 'x', ''])}`;
  return {
    url: `http://${r.pick(hosts)}${target}`,
    init: { method: r.pick(['POST', 'POST', 'PUT', 'DELETE', 'PATCH']), body, headers },
  };
}

describe('fuzzed requests', () => {
  it(
    'never answer 5xx, a stack trace or unescaped markup, and never throw',
    async () => {
      const app = createApp();
      const { ctx, settle } = recordingContext();
      const problems: string[] = [];
      let done = 0;
      let next = 0;
      async function worker() {
        while (next < INPUTS) {
          const id = next++;
          const { url, init } = generate(7919 * (id + 1), id);
          const res = await app.request(url, init, env, ctx);
          const text = await res.text();
          done += 1;
          const where = `${init.method ?? 'GET'} ${url} (input ${id})`;
          if (res.status >= 500) problems.push(`${res.status} for ${where}: ${text.slice(0, 200)}`);
          if (STACK_TRACE.test(text)) problems.push(`stack trace for ${where}`);
          const type = res.headers.get('content-type') ?? '';
          if ((type === '' || type.includes('html')) && MARKUP.test(text))
            problems.push(`markup reflected for ${where}`);
          const location = res.headers.get('location') ?? '';
          // A quote or apostrophe is legal in a URL path; markup and whitespace are not.
          if (/[<>"\s]/.test(location)) problems.push(`unencoded location ${location} for ${where}`);
        }
      }
      await Promise.all(Array.from({ length: PARALLEL }, worker));
      await settle();
      expect(problems.slice(0, 20)).toEqual([]);
      expect(done).toBe(INPUTS);
    },
    // Far above the ~20 s it takes: a harness bound for a hung request, not a speed limit.
    300_000,
  );
});

import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { createApp } from '../../app';

// DESIGN §4 "Keys are bounded": whatever addresses visitors send, pages are stored only under their
// canonical address, against the real app and the content stand-in.
const app = createApp();
const kv = env.CONTENT_CACHE;

async function get(url: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const res = await app.request(url, { headers, redirect: 'manual' }, env, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, html };
}

async function pageKeys(): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix: 'page:', cursor });
    names.push(...page.keys.map((key) => key.name));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return names;
}

const random = () => Math.random().toString(36).slice(2, 10);
const candidate = 'http://candidate-au.localhost:8787';
const category = '/career-advice/category/career-development';

// One of 1 000 variants of the site's real pages: unread parameters, spellings, repeats, unknown Hosts, numbers.
function variant(i: number): [string, Record<string, string>] {
  const r = random();
  // Variants that render each time (no page is kept for them) are one in five, to keep the test quick.
  const kind = i % 10;
  switch (kind >= 5 && i % 50 >= 10 ? kind - 5 : kind) {
    case 0:
      return [`${candidate}/about?x=${r}`, {}];
    case 1:
      return [`${candidate}/about/?utm_source=${r}&gclid=${r}`, {}];
    case 2:
      return [`${candidate}/%61bout?${r}=1`, {}];
    case 3:
      return [`http://${r}.example:8787/about`, { host: `${r}.example:8787` }];
    case 4:
      return [`${candidate}/about?nativeEmbed=true&nativeEmbed=${r}`, {}];
    case 5:
      return [`${candidate}${category}/${r}`, {}];
    case 6:
      return [`${candidate}${category}/${500 + (i % 1400)}`, {}];
    case 7:
      return [`${candidate}${category}/1?year=${r}`, {}];
    case 8:
      return [`${candidate}/about?year=${100_000 + i}`, {}];
    default:
      return [`${candidate}/ABOUT/${r}?page=${r}`, {}];
  }
}

describe('page cache keys', () => {
  it('1 000 random query and path variants create no new page keys', { timeout: 240_000 }, async () => {
    for (const path of ['/about', '/about?nativeEmbed=true', category]) {
      expect((await get(`${candidate}${path}`)).res.status).toBe(200);
    }
    const before = await pageKeys();
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1000; i++) {
      const [url, headers] = variant(i);
      const { res } = await get(url, headers);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
    // The variants were answered (pages, or a 404 for paths no page has), never with an error.
    expect([...statuses.keys()].every((status) => status === 200 || status === 404)).toBe(true);
    expect(statuses.get(200)).toBeGreaterThan(500);
    expect((await pageKeys()).filter((key) => !before.includes(key))).toEqual([]);
  });

  it('never stores a campaign parameter: ?utm_content=<30 KB> leaves every stored page as it was', async () => {
    const dataLab = 'http://employer-au.localhost:8787/au/talent-attraction-lab/data-lab';
    const poison = 'p'.repeat(30 * 1024);
    const first = await get(`${dataLab}?primaryDriver=All&utm_content=${poison}`);
    expect(first.res.status).toBe(200);
    expect(first.html).not.toContain(poison.slice(0, 100));
    const about = await get(`${candidate}/about?utm_content=${poison}`);
    expect(about.html).not.toContain(poison.slice(0, 100));
    for (const key of await pageKeys()) {
      const stored = await kv.get(key);
      expect(stored ?? '', key).not.toContain(poison.slice(0, 100));
    }
    const later = await get(`${dataLab}?primaryDriver=All`);
    expect(later.html).not.toContain('utm_content');
    expect(later.html.length).toBeLessThan(first.html.length + 1000);
  });
});

import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { shortHash } from '../cache/keys';
import { contentCacheMiddleware } from '../cache/middleware';
import type { AppEnv } from '../env';
import { siteMiddleware } from '../middleware/site';
import { previewMiddleware } from '../preview/middleware';

import { contentClient, contentScope, documentShape, runQuery } from './context';

const SectionsQuery = `query Sections($where: SectionWhereInput, $stage: Stage!) {
  sections(where: $where, stage: $stage) { id sectionName }
}`;

const schema = v.object({ sections: v.array(v.object({ id: v.string(), sectionName: v.string() })) });

function app() {
  const a = new Hono<AppEnv>();
  a.use(siteMiddleware(), previewMiddleware(), contentCacheMiddleware());
  a.get('/*', async (c) => {
    const { sections } = await runQuery(c, {
      name: 'Sections',
      document: SectionsQuery,
      variables: { where: { sectionName: 'about' } },
      schema,
    });
    return c.json({ names: sections.map((s) => s.sectionName), scope: contentScope(c) });
  });
  return a;
}

async function get(url: string) {
  const ctx = createExecutionContext();
  const res = await app().request(url, {}, env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe('content context', () => {
  it('reads through the real content API and the KV cache', async () => {
    const first = await get('http://candidate-th.localhost/th/x');
    expect(first.headers.get('x-content-cache')).toBe('miss');
    const body = (await first.json()) as { names: string[]; scope: unknown };
    expect(body.names.length).toBeGreaterThan(0);
    expect(body.names.every((n) => n === 'about')).toBe(true);
    expect(body.scope).toEqual({
      site: 'candidate_th',
      locale: 'th_TH',
      localesWithDefault: ['th_TH', 'en_TH', 'default'],
    });
    const second = await get('http://candidate-th.localhost/th/x');
    expect(second.headers.get('x-content-cache')).toBe('hit');
  });

  it('reads drafts only with the preview token', async () => {
    const query = `query { articles(stage: DRAFT, first: 1) { id } }`;
    await expect((await contentClient(env, 'PUBLISHED')).request(query)).rejects.toThrow();
    await expect((await contentClient(env, 'DRAFT')).request(query)).resolves.toBeTruthy();
  });
});

describe('documentShape', () => {
  it('names a document by its hash, the same on every read, another document another name', () => {
    const document = 'query Article($slug: String!) { article(where: { slug: $slug }) { id title } }';
    expect(documentShape(document)).toBe(shortHash(document));
    expect(documentShape(document)).toBe(shortHash(document));
    expect(documentShape(`${document} `)).toBe(shortHash(`${document} `));
    expect(documentShape(`${document} `)).not.toBe(documentShape(document));
  });
});

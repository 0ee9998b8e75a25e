import { describe, expect, it } from 'vitest';

import { HttpError } from '../../errors';
import { ContentError } from '../client';
import { runQuery } from '../context';
import { withContext } from '../test-context';

import { loadPage } from './load-page';

/** A runner that records each query's name and fails the named ones, as a failing content API would. */
function runner(names: string[], failing: string[] = []): typeof runQuery {
  return (c, spec) => {
    names.push(spec.name);
    if (failing.includes(spec.name)) return Promise.reject(new ContentError('query too complex'));
    return runQuery(c, spec);
  };
}

const phase2 = ['GetPagesContainers', 'GetPagesPromotionalBanner', 'GetPagesBanner', 'GetPagesWithEntities'];

describe('loadPage', () => {
  it('loads a page in the phases of spec §4: find, parts in parallel, then items', async () => {
    const names: string[] = [];
    const { result, error } = await withContext('http://candidate-au.localhost/', (c) =>
      loadPage(c, { slug: 'home' }, runner(names)),
    );
    expect(error).toBeUndefined();
    expect(names[0]).toBe('GetPagesLite');
    expect(names.slice(1, 5).sort()).toEqual([...phase2].sort());
    expect(names.slice(5)).toEqual(['GetEntities']);

    expect(result).toMatchObject({ slug: 'home', locale: 'en_AU', stage: 'PUBLISHED', section: null });
    expect(result!.promotionalBanner).toMatchObject({ showLogo: true, heading: { text: 'Know your worth' } });
    expect(result!.banner).toMatchObject({ kind: 'primary', heading: { text: 'Find your next step' } });
    const blocks = result!.containers[0]!.blocks;
    expect(blocks.map((b) => b.items.map((i) => i.__typename))).toEqual([
      ['Heading', 'Paragraph'],
      ['CardGroup', 'ActionGroup', 'AccordionGroup', 'InlineBanner'],
    ]);
    const cards = blocks[1]!.items[0]!;
    expect(cards.__typename === 'CardGroup' && cards.cards[0]!.actionGroup!.actions[0]!.link!.href).toBe(
      '/career-advice',
    );
    expect(cards.__typename === 'CardGroup' && cards.cards[0]!.image!.url).toMatch(
      /fit:crop,width:480,height:320/,
    );
    expect(result!.localizations).toEqual([
      { locale: 'en_AU', language: 'en', slug: 'home', href: '/page/home' },
    ]);
  });

  it('reads the section, SEO and breadcrumbs of a section page', async () => {
    const { result } = await withContext('http://candidate-au.localhost/about', (c) =>
      loadPage(c, { slug: 'about', section: 'about' }),
    );
    expect(result).toMatchObject({ title: 'About SEEK', enableBreadcrumbs: true });
    expect(result!.section).toMatchObject({ sectionName: 'about', headerOptions: { hideHeader: false } });
    expect(result!.seo.title).toBeTruthy();
    expect(result!.breadcrumbs).toEqual([{ text: 'About SEEK', href: null }]);
  });

  it('serves a Thai page in Thai, its card links under the Thai prefix', async () => {
    const { result } = await withContext('http://candidate-th.localhost/th/', (c) =>
      loadPage(c, { slug: 'home' }),
    );
    expect(result).toMatchObject({ title: 'หน้าแรก', locale: 'th_TH' });
    const [intro, explore] = result!.containers[0]!.blocks;
    expect(intro!.items[0]).toMatchObject({
      __typename: 'Heading',
      text: 'คำแนะนำด้านอาชีพและข้อมูลเชิงลึกจาก Jobsdb',
    });
    const group = explore!.items[0]!;
    expect(group.__typename).toBe('CardGroup');
    expect(group.__typename === 'CardGroup' && group.cards[0]!.heading).toBe('คำแนะนำด้านอาชีพ');
    expect(group.__typename === 'CardGroup' && group.cards[0]!.actionGroup!.actions[0]!.link!.href).toBe(
      '/th/career-advice',
    );
    expect(result!.localizations.map((l) => [l.locale, l.href])).toEqual([
      ['en_TH', '/page/home'],
      ['th_TH', '/th/page/home'],
    ]);
  });

  it('drops empty containers that have no box or tile', async () => {
    const { result } = await withContext('http://candidate-th.localhost/', (c) =>
      loadPage(c, { slug: 'market-insights' }),
    );
    // The seeded 'empty' container goes; 'data' holds the insight blocks (kv-seed/content/README.md).
    expect(result!.containers.map((container) => container.htmlId)).toEqual(['insights', 'data']);
  });

  it('throws 404 getPage Error: No page found with the slug', async () => {
    const { error } = await withContext('http://candidate-au.localhost/', (c) =>
      loadPage(c, { slug: 'no-such' }),
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, message: 'getPage Error: No page found', slug: 'no-such' });
  });

  it('retries the full entity query once as the minimal variant', async () => {
    const names: string[] = [];
    const { result, error } = await withContext('http://employer-nz.localhost/', (c) =>
      loadPage(c, { slug: 'home' }, runner(names, ['GetPagesWithEntities'])),
    );
    expect(error).toBeUndefined();
    expect(names.filter((n) => n.startsWith('GetPagesWithEntities'))).toEqual([
      'GetPagesWithEntities',
      'GetPagesWithEntitiesMinimal',
    ]);
    expect(result!.containers.length).toBeGreaterThan(0);
  });

  it('raises getPage Error: {message} with 500 when the minimal variant fails too', async () => {
    const names: string[] = [];
    const { error } = await withContext('http://employer-nz.localhost/', (c) =>
      loadPage(c, { slug: 'home' }, runner(names, ['GetPagesWithEntities', 'GetPagesWithEntitiesMinimal'])),
    );
    expect(error).toMatchObject({ status: 500, message: 'getPage Error: query too complex' });
    expect(names.filter((n) => n.startsWith('GetPagesWithEntities'))).toHaveLength(2);
  });

  it('answers 500 getPage Error when the content API cannot be reached', async () => {
    const { error } = await withContext(
      'http://employer-hk.localhost/',
      (c) => loadPage(c, { slug: 'never-cached-unreachable' }),
      { env: { HYGRAPH_CONTENT_API: 'http://127.0.0.1:9/graphql' } },
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(500);
    expect((error as HttpError).message).toMatch(/^getPage Error: ./);
  });

  it('reads the draft in preview without the cache, and the published page from the cache', async () => {
    const draft = await withContext(
      'http://candidate-au.localhost/about',
      (c) => loadPage(c, { slug: 'about' }),
      {
        preview: true,
      },
    );
    expect(draft.result).toMatchObject({ title: 'About SEEK: who we are and what we do', stage: 'DRAFT' });
    expect(draft.cache).toBe('bypass');

    const first = await withContext('http://employer-my.localhost/about', (c) =>
      loadPage(c, { slug: 'about' }),
    );
    expect(first.cache).toBe('miss');
    const second = await withContext('http://employer-my.localhost/about', (c) =>
      loadPage(c, { slug: 'about' }),
    );
    expect(second.cache).toBe('hit');
    expect(second.result).toEqual(first.result);
  });
});

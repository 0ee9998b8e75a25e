import { describe, expect, it } from 'vitest';

import type { ViewScope } from '../locale';

import { blockView, type BlockItemData } from './registry';

const english: ViewScope = { locale: 'en_AU', language: 'en' };
const thai: ViewScope = { locale: 'th_TH', language: 'th' };
const view = (item: Record<string, unknown>, scope = english, skip = false) =>
  blockView({ id: 'b', locale: 'en_AU', ...item } as BlockItemData, scope, skip);

describe('views of the blocks that hydrate (spec §3–5, §9)', () => {
  it('testimonials need quote, author and company; members follow the locale rules', () => {
    const testimonials = [
      { id: 'full', quote: ' Great ', author: 'Ann', company: 'Co', locale: 'th_TH' },
      { id: 'no-company', quote: 'Fine', author: 'Bo', company: ' ', locale: 'th_TH' },
      { id: 'cms-default', quote: 'Old', author: 'Cy', company: 'Co', locale: 'default' },
    ];
    const item = { __typename: 'TestimonialGroup', locale: 'th_TH', testimonials };
    const group = view(item, thai);
    expect(group?.__typename === 'TestimonialGroup' && group.testimonials).toEqual([
      { id: 'full', quote: 'Great', author: 'Ann', company: 'Co' },
    ]);
    expect(view({ ...item, testimonials: testimonials.slice(1) }, thai)).toBeNull();
  });

  it('videos must be embeddable; a dialog group takes the tile columns within 1–4', () => {
    const youTube = { source: 'YouTube', videoId: 'Xq3Kx6ozR1E' };
    expect(view({ __typename: 'VideoBlock', video: { source: 'Vimeo', videoUrl: 'x' } })).toBeNull();
    const group = view({
      __typename: 'VideoDialogGroup',
      tile: { columns: 9 },
      videos: [
        { id: 'ok', title: 'On camera', video: youTube },
        { id: 'untitled', title: ' ', video: youTube },
        { id: 'broken', title: 'Broken', video: { source: 'Brightcove', videoUrl: 'https://x.example' } },
      ],
    });
    expect(
      group?.__typename === 'VideoDialogGroup' && [group.columns, group.videos.map((v) => v.id)],
    ).toEqual([4, ['ok']]);
  });

  it('counters get their duration by speed (slow by default) and need a number', () => {
    const card = (numericalBlock: Record<string, unknown>) =>
      view({ __typename: 'NumericalCard', title: 'Visits', numericalBlock });
    const fast = card({ number: 12.5, animationSpeed: 'fast', hasAnimation: true });
    expect(fast?.__typename === 'NumericalCard' && fast.counter).toMatchObject({
      value: 12.5,
      decimals: 1,
      durationMs: 1000,
      animate: true,
      textSize: 3,
    });
    const other = card({ number: 3, animationSpeed: 'warp' });
    expect(other?.__typename === 'NumericalCard' && other.counter.durationMs).toBe(2000);
    expect(card({ number: null })).toBeNull();
  });

  it('document lists page by the CMS size or 20, filter by year, and keep only safe links', () => {
    const documents = [
      { id: 'a', title: 'Report', date: '2024-08-20T00:00:00Z', externalUrl: 'javascript:alert(1)' },
      { id: 'b', title: ' ', externalUrl: '/b.pdf' },
      { id: 'c', title: 'Notice', externalUrl: '/c.pdf' },
    ];
    const list = view({
      __typename: 'DocumentList',
      usePagination: true,
      documentFilterOption: 'Year',
      documents,
    });
    expect(list).toMatchObject({ pageSize: 20, yearFilter: true });
    expect(list?.__typename === 'DocumentList' && list.documents).toEqual([
      { id: 'a', title: 'Report', date: '2024-08-20', type: null, url: null },
      { id: 'c', title: 'Notice', date: null, type: null, url: '/c.pdf' },
    ]);
    expect(view({ __typename: 'DocumentList', maxPageSize: 5, documents })).toMatchObject({ pageSize: null });
  });

  it('topic lists show category and date unless the CMS names the card fields', () => {
    const topics = [
      { id: 't1', name: 'Jobs', slug: 'jobs', topicArticles: [] },
      { id: 't2', name: ' ', slug: 'none', topicArticles: [] },
    ];
    const list = view({ __typename: 'TopicList', setDefaultTopic: true, cardFields: ['Nope'], topics });
    expect(list).toMatchObject({ defaultTopicId: 't1', cardFields: ['Category', 'PublishDate'] });
    expect(list?.__typename === 'TopicList' && list.topics.map((t) => t.id)).toEqual(['t1']);
  });

  it('research frames need a safe address; their height stays within 300–4000 px', () => {
    expect(view({ __typename: 'ResearchFrame', src: '//evil.example/x' })).toBeNull();
    expect(view({ __typename: 'ResearchFrame', src: '/research/a.html', height: 10 })).toEqual({
      __typename: 'ResearchFrame',
      id: 'b',
      title: 'About the research',
      src: '/research/a.html',
      height: 300,
    });
  });
});

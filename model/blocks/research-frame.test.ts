import { describe, expect, it } from 'vitest';

import type { ViewScope } from '../locale';

import { blockView, type BlockItemData } from './registry';

const english: ViewScope = { locale: 'en_AU', language: 'en' };
const view = (item: Record<string, unknown>, scope = english, skip = false) =>
  blockView({ id: 'b', locale: 'en_AU', ...item } as BlockItemData, scope, skip);

describe('ResearchFrame view', () => {
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

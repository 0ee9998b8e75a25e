import { describe, expect, it } from 'vitest';

import type { ViewScope } from '../locale';

import { blockView, type BlockItemData } from './registry';

const english: ViewScope = { locale: 'en_AU', language: 'en' };
const view = (item: Record<string, unknown>, scope = english, skip = false) =>
  blockView({ id: 'b', locale: 'en_AU', ...item } as BlockItemData, scope, skip);

describe('DocumentList view', () => {
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
});

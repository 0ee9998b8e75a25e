import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { BlockView } from '../../model/blocks/registry';
import { renderWithStrings } from '../layout/test-render';

import { BlockItem } from './BlockItem';

afterEach(cleanup);

const show = (item: BlockView) => renderWithStrings(<BlockItem item={item} environment="production" />);

describe('DocumentListBlock', () => {
  it('document list: documents with a year filter', async () => {
    await show({
      __typename: 'DocumentList',
      id: 'dl',
      groupName: 'Reports',
      pageSize: 20,
      yearFilter: true,
      documents: [
        {
          id: 'd',
          title: 'Annual Report 2024',
          date: '2024-08-20',
          type: 'Annual report',
          url: 'https://x.example/a.pdf',
        },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Annual Report 2024/ }).getAttribute('target')).toBe('_blank');
    expect(screen.getByLabelText('Year')).toBeTruthy();
    expect(screen.getByText('Annual report · 20 Aug 2024')).toBeTruthy();
  });
});

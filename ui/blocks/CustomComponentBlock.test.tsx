import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithStrings } from '../layout/test-render';

import { BlockItem } from './BlockItem';

afterEach(cleanup);

describe('CustomComponentBlock', () => {
  it('renders a data lab embed as a link to the Data Lab', async () => {
    const { container } = await renderWithStrings(
      <BlockItem
        item={{
          __typename: 'CustomComponent',
          id: 'dl',
          component: 'DataLabEmbed',
          title: null,
          text: null,
          href: '/au/talent-attraction-lab/data-lab',
          dataLab: null,
          search: null,
          share: null,
          options: null,
          insights: null,
        }}
        environment="production"
      />,
    );
    expect(container.querySelector('[data-block="CustomComponent"]')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Talent Attraction Lab' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore the Data Lab' }).getAttribute('href')).toBe(
      '/au/talent-attraction-lab/data-lab',
    );
  });
});

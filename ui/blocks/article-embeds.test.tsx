import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ArticleReference, DataLabEmbedReference } from '../../model/article-embeds';
import type { JobGrowthView } from '../../model/insights/views';
import { renderWithStrings } from '../layout/test-render';

import { articleEmbedRenderer } from './article-embeds';

afterEach(cleanup);

/** Renders the body's embed of `id` among `references`, as the rich text does for an embed node. */
const renderEmbed = (references: ArticleReference[], id: string) =>
  renderWithStrings(<>{articleEmbedRenderer(references)({ __typename: 'CustomContent', id }, false)}</>);

describe('article embeds', () => {
  it("shows '--' for an unknown title", async () => {
    const { container } = await renderEmbed([{ __typename: 'CustomContent', id: 'u', embed: null }], 'u');
    expect(container.textContent).toBe('--');
  });

  it('renders an insights embed from the figures the worker put on its reference, nothing without them', async () => {
    const insights: JobGrowthView = {
      kind: 'jobGrowth',
      country: 'nz',
      industries: null,
      overall: [
        {
          roleTitle: 'Detailer',
          industryTitle: 'Trades & Services',
          roleHref: 'https://www.seek.co.nz/detailer-jobs',
          jobsHref: 'https://www.seek.co.nz/detailer-jobs-in-trades-services',
          changeInJobAds: 21,
          averageSalary: 57900,
        },
      ],
    };
    const reference = {
      __typename: 'CustomContent',
      id: 'g',
      embed: 'TOP_JOB_GROWTH',
      options: { country: 'nz' },
    } as const;
    await renderEmbed([{ ...reference, insights }], 'g');
    expect(screen.getByRole('table').textContent).toContain('$57,900');
    expect(screen.queryByText(/coming soon/)).toBeNull();
    cleanup();
    const { container } = await renderEmbed([{ ...reference, insights: null }], 'g');
    expect(container.textContent).toBe('');
  });

  it('renders QUERY_FILTER_TAL as the inline filter form the worker prepared, or a link to the results', async () => {
    const dataLab = {
      action: '/au/talent-attraction-lab/data-lab',
      drivers: [{ name: 'Gender', label: 'Gender', options: [{ name: 'Male', label: 'Male' }] }],
      values: {
        primaryDriver: 'All',
        primaryDriverOptions: [],
        secondaryDriver: '',
        secondaryDriverOptions: [],
      },
      errors: {},
      draft: null,
      allLabel: 'All',
      inline: true,
    };
    const reference: DataLabEmbedReference = {
      __typename: 'CustomContent',
      id: 'q',
      embed: 'QUERY_FILTER_TAL',
      survey: 'au-2024',
      href: '/au/talent-attraction-lab/data-lab',
      dataLab,
    };
    await renderEmbed([reference], 'q');
    const region = screen.getByRole('region', { name: 'Filter the Talent Attraction Lab results' });
    expect(region.querySelector('[data-island="DataLabFilters"]')).not.toBeNull();
    expect(region.querySelector('form')?.getAttribute('action')).toBe('/au/talent-attraction-lab/data-lab');
    expect(region.textContent).not.toContain('coming soon');
    cleanup();
    await renderEmbed([{ ...reference, dataLab: null }], 'q');
    const link = screen.getByRole('link', { name: 'Explore the Data Lab' });
    expect(link.getAttribute('href')).toBe('/au/talent-attraction-lab/data-lab');
  });

  it('renders an embedded accordion group as the accordion block', async () => {
    const content = {
      raw: { children: [{ type: 'paragraph', children: [{ text: 'Two pages.' }] }] },
      text: '',
    };
    await renderEmbed(
      [
        {
          __typename: 'AccordionGroup',
          id: 'a',
          title: 'Resume questions',
          accordions: [{ id: 'a1', label: 'How long should it be?', content }],
        },
      ],
      'a',
    );
    expect(screen.getByRole('heading', { name: 'Resume questions' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'How long should it be?' })).toBeTruthy();
  });

  it('leaves other entries, and ids the article does not reference, to the rich text', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const render = articleEmbedRenderer([{ __typename: 'CustomContent', id: 'u', embed: null }]);
    expect(render({ __typename: 'Testimonial', id: 't' }, false)).toBeUndefined();
    expect(render({ __typename: 'CustomContent' }, false)).toBeUndefined();
    warn.mockRestore();
  });
});

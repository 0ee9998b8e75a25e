import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { JobGrowthView } from '../../model/insights/views';
import { renderWithStrings } from '../layout/test-render';

import { articleEmbedRenderer } from './article-embeds';
import { ArticleEmbed } from './ArticleEmbed';

afterEach(cleanup);

describe('article embeds', () => {
  it("shows '--' for an unknown title", async () => {
    const { container } = await renderWithStrings(<ArticleEmbed title="NO_SUCH_WIDGET" data={null} />);
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
    const render = articleEmbedRenderer(null);
    const reference = {
      __typename: 'CustomContent',
      id: 'g',
      title: 'TOP_JOB_GROWTH',
      data: { country: 'nz' },
    };
    await renderWithStrings(<>{render({ ...reference, insights } as unknown as typeof reference, false)}</>);
    expect(screen.getByRole('table').textContent).toContain('$57,900');
    expect(screen.queryByText(/coming soon/)).toBeNull();
    cleanup();
    const { container } = await renderWithStrings(<>{render(reference, false)}</>);
    expect(container.textContent).toBe('');
  });

  it('renders QUERY_FILTER_TAL as the inline filter form the worker prepared, or a link to the results', async () => {
    const render = articleEmbedRenderer({ datalabSurvey: 'au-2024' });
    const dataLabFilters = {
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
    const reference = { __typename: 'CustomContent', id: 'q', title: 'QUERY_FILTER_TAL' };
    const data = { dataLabFilters, dataLabHref: '/au/talent-attraction-lab/data-lab' };
    await renderWithStrings(<>{render({ ...reference, data }, false)}</>);
    const region = screen.getByRole('region', { name: 'Filter the Talent Attraction Lab results' });
    expect(region.querySelector('[data-island="DataLabFilters"]')).not.toBeNull();
    expect(region.querySelector('form')?.getAttribute('action')).toBe('/au/talent-attraction-lab/data-lab');
    expect(region.textContent).not.toContain('coming soon');
    cleanup();
    await renderWithStrings(<>{render({ ...reference, data: { ...data, dataLabFilters: null } }, false)}</>);
    const link = screen.getByRole('link', { name: 'Explore the Data Lab' });
    expect(link.getAttribute('href')).toBe('/au/talent-attraction-lab/data-lab');
  });

  it('leaves other entries to the rich text', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(articleEmbedRenderer(null)({ __typename: 'Testimonial', id: 't' }, false)).toBeUndefined();
    warn.mockRestore();
  });
});

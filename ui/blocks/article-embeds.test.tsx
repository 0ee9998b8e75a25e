import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { JobGrowthView } from '../../model/insights/views';
import { renderWithStrings } from '../layout/test-render';

import { articleEmbedRenderer } from './article-embeds';
import { ArticleEmbed } from './ArticleEmbed';

afterEach(cleanup);

describe('article embeds', () => {
  it("frames a known custom embed and shows '--' for an unknown title", async () => {
    await renderWithStrings(<ArticleEmbed title="QUERY_FILTER_TAL" data={{ country: 'nz' }} />);
    const frame = screen.getByRole('region', { name: 'Filter the Talent Attraction Lab results' });
    expect(frame.getAttribute('data-country')).toBe('nz');
    cleanup();
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

  it('passes the survey of the article to QUERY_FILTER_TAL', async () => {
    const render = articleEmbedRenderer({ datalabSurvey: 'au-2024' });
    await renderWithStrings(
      <>{render({ __typename: 'CustomContent', id: 'q', title: 'QUERY_FILTER_TAL', data: null }, false)}</>,
    );
    expect(screen.getByRole('region').getAttribute('data-survey')).toBe('au-2024');
  });

  it('leaves other entries to the rich text', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(articleEmbedRenderer(null)({ __typename: 'Testimonial', id: 't' }, false)).toBeUndefined();
    warn.mockRestore();
  });
});

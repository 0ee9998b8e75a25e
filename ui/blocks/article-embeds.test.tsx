import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithStrings } from '../layout/test-render';

import { articleEmbedRenderer } from './article-embeds';
import { ArticleEmbed } from './ArticleEmbed';

afterEach(cleanup);

describe('article embeds', () => {
  it("frames a known custom embed and shows '--' for an unknown title", async () => {
    await renderWithStrings(<ArticleEmbed title="TOP_JOB_GROWTH" data={{ country: 'nz' }} />);
    const frame = screen.getByRole('region', { name: 'Top job growth' });
    expect(frame.getAttribute('data-country')).toBe('nz');
    cleanup();
    const { container } = await renderWithStrings(<ArticleEmbed title="NO_SUCH_WIDGET" data={null} />);
    expect(container.textContent).toBe('--');
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

import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithStrings } from '../../layout/test-render';
import type { PartABlockModel } from '../block-models';
import { BlockItem } from '../BlockItem';

import { articleEmbedRenderer } from './article-embeds';
import { ArticleEmbed } from './ArticleEmbed';
import { videoWatchUrl } from './VideoLink';

afterEach(cleanup);

const show = (item: PartABlockModel, language: 'en' | 'th' = 'en') =>
  renderWithStrings(<BlockItem item={item} environment="production" />, language);

describe('StaticBlock', () => {
  it('sanitises an embedded HTML snippet', async () => {
    const { container } = await show({
      __typename: 'EmbeddedItem',
      id: 'e',
      kind: 'codeSnippet',
      title: null,
      description: null,
      form: null,
      html: '<p onclick="alert(1)">Safe <b>text</b></p><script>alert(2)</script><iframe src="x"></iframe>',
    });
    const block = container.querySelector('[data-block="EmbeddedItem"]')!;
    expect(block.innerHTML).toContain('<p>Safe <b>text</b></p>');
    expect(block.querySelector('script, iframe, [onclick]')).toBeNull();
  });

  it('frames a tool that is not built yet, in the page language', async () => {
    await show(
      {
        __typename: 'EmbeddedItem',
        id: 'i',
        kind: 'interviewBuilder',
        title: null,
        description: null,
        form: null,
        html: null,
      },
      'th',
    );
    const frame = screen.getByRole('region', { name: 'สร้างชุดคำถามสัมภาษณ์ของคุณ' });
    expect(frame.getAttribute('data-widget')).toBe('interviewBuilder');
    expect(within(frame).getByText(/เครื่องมือนี้จะเปิดให้ใช้งานเร็ว/)).toBeTruthy();
  });

  it('renders a data lab embed as a link to the Data Lab', async () => {
    await show({
      __typename: 'CustomComponent',
      id: 'dl',
      component: 'DataLabEmbed',
      title: null,
      text: null,
      href: '/au/talent-attraction-lab/data-lab',
      dataLab: null,
      search: null,
      share: null,
    });
    expect(screen.getByRole('heading', { name: 'Talent Attraction Lab' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore the Data Lab' }).getAttribute('href')).toBe(
      '/au/talent-attraction-lab/data-lab',
    );
  });
});

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

describe('videoWatchUrl', () => {
  it.each([
    [
      { source: 'YouTube', videoId: 'dQw4w9WgXcQ', videoUrl: null },
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    ],
    [{ source: 'YouTube', videoId: '<bad>', videoUrl: null }, null],
    [
      {
        source: 'Brightcove',
        videoId: null,
        videoUrl: 'https://players.brightcove.net/1/default_default/index.html?videoId=2',
      },
      'https://players.brightcove.net/1/default_default/index.html?videoId=2',
    ],
    [{ source: 'Brightcove', videoId: null, videoUrl: 'javascript:alert(1)' }, null],
  ])('%o plays at %s', (video, url) => {
    expect(videoWatchUrl(video)).toBe(url);
  });
});

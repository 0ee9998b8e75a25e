import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import type { BlockView } from '../../model/blocks/registry';
import { I18nProvider } from '../i18n';
import { IslandIdContext } from '../islands/island-id';
import { Providers } from '../layout/Providers';
import { renderWithStrings } from '../layout/test-render';
import { Tabs } from '../widgets/Tabs/Tabs';

import { BlockItem } from './BlockItem';

const rich = (...lines: string[]) => ({
  raw: { children: lines.map((text) => ({ type: 'paragraph', children: [{ text }] })) },
  text: lines.join('\n'),
});
const video = {
  source: 'YouTube' as const,
  videoId: 'Xq3Kx6ozR1E',
  embedUrl: 'https://www.youtube-nocookie.com/embed/Xq3Kx6ozR1E',
};
const article = {
  id: 'a1',
  title: 'How to write a resume',
  slug: 'how-to-write-a-resume',
  href: '/career-advice/article/how-to-write-a-resume',
  locale: 'en',
  articleType: 'Article' as const,
  category: {
    id: 'c1',
    name: 'Career development',
    slug: 'career-development',
    href: '/career-advice/category/career-development',
  },
  publishDate: '2025-06-01',
  timeToRead: 6,
  readingTimeUnit: 'min read' as const,
  image: null,
  excerpt: 'Keep it short.',
};

afterEach(cleanup);

const show = (item: BlockView) => renderWithStrings(<BlockItem item={item} environment="production" />);
const island = (name: string) => document.querySelector(`[data-island="${name}"]`);

describe('renderers of the blocks that hydrate', () => {
  it('testimonial group: a carousel of quotes with author and company', async () => {
    await show({
      __typename: 'TestimonialGroup',
      id: 'tg',
      title: 'What readers say',
      cardBackground: 'neutralLight',
      testimonials: [1, 2, 3, 4].map((n) => ({
        id: `t${n}`,
        quote: `Quote ${n}`,
        author: `Author ${n}`,
        company: `Co ${n}`,
      })),
    });
    expect(island('TestimonialCarousel')?.getAttribute('data-island-hydrate')).toBe('visible');
    const carousel = screen.getByRole('region', { name: 'What readers say' });
    expect(within(carousel).getByText('Author 1')).toBeTruthy();
    expect(within(carousel).getByRole('group', { name: '1 of 2' })).toBeTruthy();
    fireEvent.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    expect(within(carousel).getByRole('group', { name: '2 of 2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
  });

  it('tab group: a tab list with the first panel shown', async () => {
    await show({
      __typename: 'TabGroup',
      id: 'tabs',
      title: 'Quick guides',
      tabs: [
        { id: 'r', label: 'Resume', content: rich('Two pages.') },
        { id: 'c', label: 'Cover letter', content: rich('Three paragraphs.') },
      ],
    });
    const tablist = screen.getByRole('tablist', { name: 'Quick guides' });
    expect(within(tablist).getByRole('tab', { name: 'Resume' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('Two pages.');
    fireEvent.keyDown(within(tablist).getByRole('tab', { name: 'Resume' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tabpanel').textContent).toContain('Three paragraphs.');
  });

  it('video block and video dialog group: a play button for each video', async () => {
    await show({ __typename: 'VideoBlock', id: 'v', title: 'Watch', video });
    expect(screen.getByRole('heading', { name: 'Watch' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play video: Watch' })).toBeTruthy();
    cleanup();
    await show({
      __typename: 'VideoDialogGroup',
      id: 'vd',
      title: 'More videos',
      columns: 3,
      videos: [{ id: 'x', title: 'On camera', description: 'Lighting and sound.', video }],
    });
    expect(screen.getByRole('button', { name: 'Play video: On camera' }).getAttribute('aria-haspopup')).toBe(
      'dialog',
    );
    expect(screen.getByText('Lighting and sound.')).toBeTruthy();
  });

  it('numerical card: the number with its unit, heading and description', async () => {
    await show({
      __typename: 'NumericalCard',
      id: 'n',
      heading: 'Monthly visits',
      description: 'Readers every month.',
      counter: {
        value: 12500,
        decimals: 0,
        unit: '+',
        numberTone: 'brandAccent',
        unitTone: null,
        animate: true,
        durationMs: 2000,
        textSize: 3,
        fontWeight: 'strong',
        sameFontSize: false,
      },
    });
    expect(screen.getAllByText('12,500+').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Monthly visits' })).toBeTruthy();
  });

  it('topic list: the filter and the default topic’s cards', async () => {
    await show({
      __typename: 'TopicList',
      id: 'tl',
      title: 'By topic',
      filterLabel: 'Choose a topic',
      filterPlaceholder: 'All topics',
      defaultTopicId: 't1',
      cardFields: ['Category', 'Excerpt'],
      topics: [
        { id: 't1', name: 'Getting the job', description: null, articles: [article] },
        { id: 't2', name: 'Wellbeing', description: null, articles: [] },
      ],
    });
    const select = screen.getByLabelText('Choose a topic') as unknown as HTMLSelectElement;
    expect(select.value).toBe('t1');
    expect(screen.getByRole('link', { name: 'How to write a resume' })).toBeTruthy();
    expect(screen.getByText('Keep it short.')).toBeTruthy();
    expect(screen.queryByText('6 min read')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Wellbeing' })).toBeNull();
  });

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

  it('team member profile: photo, name, role and description', async () => {
    await show({
      __typename: 'TeamMemberProfile',
      id: 'tm',
      title: 'Our team',
      members: [
        {
          id: 'm',
          name: 'Daniel Lim',
          roleTitle: 'Writer',
          image: { url: 'https://a.example/d.jpg', alt: '', width: 320, height: 320 },
          description: 'Writes.',
        },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Daniel Lim' })).toBeTruthy();
    expect(screen.getByText('Writer')).toBeTruthy();
    expect(screen.getByText('Writes.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('research frame: a titled frame of the research page', async () => {
    await show({
      __typename: 'ResearchFrame',
      id: 'rf',
      title: 'About the research',
      src: 'about:blank',
      height: 900,
    });
    const frame = screen.getByTitle('About the research');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('about:blank');
  });
});

describe('server slots', () => {
  it('keep the server’s panel content when the island hydrates without it, and stay interactive', async () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    host.innerHTML = renderToString(
      <Providers language="en">
        <BlockItem
          environment="production"
          item={{
            __typename: 'TabGroup',
            id: 'tabs',
            title: 'Guides',
            tabs: [
              { id: 'a', label: 'First', content: rich('Server text A') },
              { id: 'b', label: 'Second', content: rich('Server text B') },
            ],
          }}
        />
      </Providers>,
    );
    const marker = host.querySelector<HTMLElement>('[data-island="Tabs"]')!;
    const props = JSON.parse(marker.getAttribute('data-island-props') ?? '{}');
    await act(async () => {
      hydrateRoot(
        marker,
        createElement(
          I18nProvider,
          { language: 'en' },
          createElement(
            IslandIdContext.Provider,
            { value: marker.getAttribute('data-island-id') ?? '' },
            createElement(Tabs, props),
          ),
        ),
      );
    });
    fireEvent.click(within(marker).getByRole('tab', { name: 'Second' }));
    expect(within(marker).getByRole('tabpanel').textContent).toContain('Server text B');
    expect(marker.textContent).toContain('Server text A');
    host.remove();
  });
});

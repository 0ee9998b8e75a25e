import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { BlockView } from '../../model/blocks/registry';
import { renderWithStrings } from '../layout/test-render';

import { BlockItem } from './BlockItem';

const text = (value: string) => ({
  raw: { children: [{ type: 'paragraph', children: [{ text: value }] }] },
  text: value,
});
const heading = (value: string, level = 2) => ({
  id: `h-${value}`,
  text: value,
  level,
  weight: null,
  tone: null,
  customHeadingSize: null,
});
const paragraph = (value: string) => ({
  id: `p-${value}`,
  content: text(value),
  align: null,
  tone: null,
  size: null,
});
const action = (label: string, href: string | null) => ({
  id: `a-${label}`,
  text: label,
  variant: 'solid',
  tone: 'brandAccent',
  icon: null,
  link: { id: `l-${label}`, text: label, href, openInNewTab: false, locale: null },
});

afterEach(cleanup);

const show = (item: BlockView, environment = 'development') =>
  renderWithStrings(<BlockItem item={item} environment={environment} />);

describe('BlockItem', () => {
  it('renders a heading at least at level 2, the page title keeping level 1', async () => {
    await show({ __typename: 'Heading', ...heading('Explore', 1) });
    expect(screen.getByRole('heading', { name: 'Explore' }).tagName).toBe('H2');
  });

  it('renders a paragraph one line per paragraph', async () => {
    await show({ __typename: 'Paragraph', ...paragraph('First line\nSecond line') });
    expect(screen.getByText('First line')).toBeTruthy();
    expect(screen.getByText('Second line')).toBeTruthy();
  });

  it('renders an action group as links, leaving out dead ones', async () => {
    await show({
      __typename: 'ActionGroup',
      id: 'g',
      inline: true,
      actions: [action('Search jobs', 'https://www.seek.com.au/jobs'), action('Nowhere', null)],
    });
    expect(screen.getByRole('link', { name: 'Search jobs' }).getAttribute('href')).toBe(
      'https://www.seek.com.au/jobs',
    );
    expect(screen.queryByRole('link', { name: 'Nowhere' })).toBeNull();
  });

  it('renders a card group with image, badge, heading, text and actions', async () => {
    await show({
      __typename: 'CardGroup',
      id: 'cards',
      title: 'Explore',
      tile: null,
      cards: [
        {
          id: 'c1',
          heading: 'Market insights',
          paragraph: text('Job ad trends.'),
          image: { url: 'https://assets.example/m.jpg', alt: 'A chart', width: 800, height: 450 },
          badge: { text: 'New', tone: 'positive' },
          actionGroup: { id: 'ag', inline: false, actions: [action('See the data', '/market-insights')] },
        },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Explore', level: 2 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Market insights', level: 3 })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'A chart' }).getAttribute('src')).toBe(
      'https://assets.example/m.jpg',
    );
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.getByText('Job ad trends.')).toBeTruthy();
    // Out of its card a link still says where it goes: the card's heading follows, visually hidden.
    const link = screen.getByRole('link', { name: /^See the data ?: Market insights$/ });
    expect(link.getAttribute('href')).toBe('/market-insights');
    expect(within(link).getByText(': Market insights')).toBeTruthy();
  });

  it('renders an accordion group as header buttons over hidden answers, closed at first', async () => {
    await show({
      __typename: 'AccordionGroup',
      id: 'faq',
      title: 'Questions',
      accordions: [{ id: 'q1', label: 'Is it free?', content: text('Yes, always.') }],
    });
    const button = screen.getByRole('button', { name: 'Is it free?' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);
    expect(within(panel!).getByText('Yes, always.')).toBeTruthy();
  });

  it('renders an inline banner and a banner item with their heading, text and actions', async () => {
    await show({
      __typename: 'InlineBanner',
      id: 'ib',
      reverse: true,
      image: null,
      badge: { text: 'App', tone: 'info' },
      heading: heading('Take your search with you'),
      paragraph: paragraph('Get alerts.'),
      actionGroup: { id: 'ag', inline: true, actions: [action('Get the app', '/app')] },
      video: null,
      customComponent: null,
    });
    expect(screen.getByRole('heading', { name: 'Take your search with you' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get the app' })).toBeTruthy();
    cleanup();
    await show({
      __typename: 'BannerItem',
      id: 'bi',
      slug: 'contactus',
      locale: null,
      backgroundColor: 'brandAccentLight',
      borderRadius: null,
      bannerItemDecoration: null,
      disableHorizontalPadding: false,
      heading: heading('Contact us'),
      paragraph: paragraph('We are here to help.'),
      actionGroup: null,
    });
    expect(screen.getByRole('heading', { name: 'Contact us' })).toBeTruthy();
    expect(screen.getByText('We are here to help.')).toBeTruthy();
  });

  it('names an unsupported type in development', async () => {
    await show({ __typename: 'Unsupported', id: 'x', typename: 'TestimonialGroup' });
    expect(screen.getByText('Block type TestimonialGroup is not supported yet')).toBeTruthy();
  });

  it('renders nothing for an unsupported type in production', async () => {
    const { container } = await show({ __typename: 'Unsupported', id: 'f', typename: 'Nope' }, 'production');
    expect(container.textContent).toBe('');
  });
});

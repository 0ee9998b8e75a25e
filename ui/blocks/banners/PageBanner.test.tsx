import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { AwardBannerView, PrimaryBannerView, ShopfrontBannerView } from '../../../model/page/banners';
import { testField } from '../../forms/test-field';
import { renderWithStrings } from '../../layout/test-render';

import { PageBanner } from './PageBanner';

const image = { url: 'https://assets.example/banner.jpg', alt: 'People at work', width: 1600, height: 900 };
const heading = (text: string) => ({
  id: 'h',
  text,
  level: 2,
  weight: null,
  tone: null,
  customHeadingSize: null,
});
const action = (id: string, text: string) => ({
  id,
  text,
  variant: null,
  tone: null,
  icon: null,
  link: { id: `l-${id}`, text, href: `/${id}`, openInNewTab: false, locale: null },
});

const primary: PrimaryBannerView = {
  kind: 'primary',
  id: 'b1',
  image,
  heading: heading('Find your people'),
  paragraph: null,
  logoDisplay: true,
  imageHeight: 'large',
  isContentRight: false,
  divider: true,
  actions: {
    id: 'g',
    inline: true,
    actions: [action('post', 'Post a job'), action('browse', 'Browse talent')],
  },
  footnotes: {
    raw: { children: [{ type: 'paragraph', children: [{ text: 'Terms apply.' }] }] },
    text: 'Terms apply.',
  },
};

afterEach(cleanup);

const frameHeight = (img: HTMLElement) => img.parentElement!.style.getPropertyValue('--banner-height');

describe('PageBanner', () => {
  it('draws the primary banner with logo, heading, OR divider, actions and footnotes', async () => {
    const logo = { url: 'https://assets.example/logo.svg', alt: 'SEEK', width: 160, height: 48 };
    await renderWithStrings(<PageBanner banner={primary} logo={logo} />);
    // Sized by its own 160x48: the browser keeps its ratio at 40px tall (no stretched or unsized logo).
    const shown = screen.getByRole('img', { name: 'SEEK' });
    expect([shown.getAttribute('width'), shown.getAttribute('height')]).toEqual(['160', '48']);
    expect(screen.getByRole('heading', { level: 2, name: 'Find your people' })).toBeTruthy();
    expect(screen.getByText('OR')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Post a job' }).getAttribute('href')).toBe('/post');
    expect(screen.getByRole('link', { name: 'Browse talent' }).getAttribute('href')).toBe('/browse');
    expect(screen.getByText('Terms apply.')).toBeTruthy();
  });

  it.each([
    ['small', '300px'],
    ['medium', '450px'],
    ['large', '600px'],
    [null, '450px'],
  ])('sizes a %s primary banner image %s tall from tablet up', async (size, height) => {
    await renderWithStrings(<PageBanner banner={{ ...primary, imageHeight: size }} />);
    expect(frameHeight(screen.getByRole('img', { name: 'People at work' }))).toBe(height);
  });

  it('fetches the banner image first, at the width the screen draws its cover crop (srcset, sizes)', async () => {
    const srcSet = 'https://assets.example/640.jpg 640w, https://assets.example/banner.jpg 1600w';
    await renderWithStrings(<PageBanner banner={{ ...primary, image: { ...image, srcSet } }} />);
    const img = screen.getByRole('img', { name: 'People at work' });
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBeNull();
    expect(img.getAttribute('srcset')).toBe(srcSet);
    // 300px tall on a phone: the 16:9 crop is drawn 534px wide at least; a large banner 600px tall: 1067px.
    expect(img.getAttribute('sizes')).toBe('(min-width: 740px) 1067px, max(534px, 100vw - 48px)');
    cleanup();
    await renderWithStrings(<PageBanner banner={{ ...primary, imageHeight: 'small', image }} />);
    const plain = screen.getByRole('img', { name: 'People at work' });
    expect(plain.getAttribute('srcset')).toBeNull();
    expect(plain.getAttribute('sizes')).toBeNull();
  });

  it('hides the logo and divider when the banner does not ask for them', async () => {
    await renderWithStrings(<PageBanner banner={{ ...primary, logoDisplay: false, divider: false }} />);
    expect(screen.queryByText('OR')).toBeNull();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('draws a shopfront banner with its CMS form as the forms island, and no frame without a form', async () => {
    const shopfront: ShopfrontBannerView = {
      kind: 'shopfront',
      id: 's',
      image,
      heading: heading('Advertise with us'),
      paragraph: null,
      form: {
        __typename: 'Form',
        id: 'f',
        slug: 'talk-to-sales',
        title: 'Talk to us',
        description: null,
        formType: 'LeadGenForm',
        apiEndpoint: 'hirer',
        kind: 'lead',
        ctaText: 'Send',
        columns: 1,
        consentText: null,
        disclaimerText: null,
        confirmationMessage: null,
        document: null,
        fields: [testField('email', 'email')],
      },
      footnotes: {
        raw: { children: [{ type: 'paragraph', children: [{ text: 'Prices include GST.' }] }] },
        text: 'Prices include GST.',
      },
    };
    const { container } = await renderWithStrings(<PageBanner banner={shopfront} />);
    expect(screen.getByRole('heading', { name: 'Advertise with us' })).toBeTruthy();
    const island = container.querySelector('[data-form="talk-to-sales"] [data-island="CmsForm"]');
    const props = JSON.parse(island?.getAttribute('data-island-props') ?? '{}') as {
      form?: { slug: string; fields: { key: string }[] };
    };
    expect(props.form?.slug).toBe('talk-to-sales');
    expect(props.form?.fields.map((field) => field.key)).toEqual(['email']);
    expect(screen.getByText('Prices include GST.')).toBeTruthy();
    cleanup();
    const { container: bare } = await renderWithStrings(<PageBanner banner={{ ...shopfront, form: null }} />);
    expect(bare.querySelector('[data-island="CmsForm"]')).toBeNull();
  });

  it.each([
    ['star', '380px', true],
    ['sara', '500px', false],
    ['default', '500px', false],
  ] as const)('draws the %s awards banner at least %s tall', async (theme, minHeight, star) => {
    const award: AwardBannerView = {
      kind: 'award',
      id: 'a',
      theme,
      image,
      heading: heading('The awards night'),
      paragraph: null,
      actions: null,
    };
    await renderWithStrings(<PageBanner banner={award} />);
    const region = screen.getByRole('region', { name: 'The awards night' });
    expect(region.getAttribute('data-theme')).toBe(theme);
    expect(region.style.minHeight).toBe(minHeight);
    expect(region.style.maxWidth).toBe('2000px');
    expect(within(region).queryByText('★') !== null).toBe(star);
  });
});

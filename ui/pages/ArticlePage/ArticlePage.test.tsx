import { cleanup, render, screen, within } from '@testing-library/react';
import { BraidTestProvider } from 'braid-design-system/test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import type { ArticleView } from '../../../model/article';
import type { FormView } from '../../../model/form';
import type { RichTextAst } from '../../../model/rich-text';
import { I18nProvider, preloadTranslations, type Language } from '../../i18n';
import translations from '../../i18n/article.vocab';
import { doc, p } from '../../rich-text/test-nodes';

import { ArticlePage } from './ArticlePage';
import type { ArticlePageProps } from './types';

type Article = ArticleView;

const ast = (...children: unknown[]) => doc(...children) as RichTextAst;

const article = (overrides: Partial<Article> = {}): Article => ({
  id: 'a1',
  title: 'How to write a resume',
  slug: 'how-to-write-a-resume',
  href: '/career-advice/article/how-to-write-a-resume',
  locale: 'en_AU',
  language: 'en',
  translated: true,
  hasOwnBody: true,
  stage: 'PUBLISHED',
  articleType: 'Article',
  timeToRead: 6,
  readingTimeUnit: 'min read',
  excerpt: 'A clear resume gets you to interview.',
  showExcerpt: true,
  updatedAt: null,
  publishDate: '2025-07-05',
  featureImage: { url: 'https://cdn/hero.jpg', alt: 'A resume', width: 940, height: 485 },
  mediaUrl: null,
  podcast: null,
  authors: [
    { name: 'Amanda Wright', slug: 'amanda-wright', href: '/author/amanda-wright' },
    { name: 'Sam Lee', slug: 'sam-lee', href: '/author/sam-lee' },
  ],
  category: {
    id: 'c1',
    name: 'Career development',
    slug: 'career-development',
    href: '/career-advice/category/career-development',
    parent: null,
  },
  section: null,
  content: { raw: ast(p('One'), p('Two'), p('Three')), text: 'One Two Three', references: [] },
  additionalContent: null,
  contactUs: null,
  formData: null,
  additionalData: null,
  hideEmbeddedFormInSection: false,
  seo: { title: 'How to write a resume', description: null, noIndex: false, noArchive: false, image: null },
  localizations: [],
  ...overrides,
});

const show = (props: Partial<ArticlePageProps> & { article: Article }, language: Language = 'en') =>
  render(
    <BraidTestProvider>
      <I18nProvider language={language}>
        <ArticlePage
          breadcrumbs={[
            { text: 'Career advice', href: '/career-advice' },
            { text: 'Career development', href: null },
          ]}
          shareUrl="https://site/career-advice/article/how-to-write-a-resume"
          {...props}
        />
      </I18nProvider>
    </BraidTestProvider>,
  );

beforeAll(() => Promise.all((['en', 'th'] as const).map((l) => preloadTranslations(l, [translations]))));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A form entry without fields, as the worker's formView gives it. */
const subscribeForm = (overrides: Partial<FormView> = {}): FormView => ({
  __typename: 'Form',
  id: 'f1',
  slug: 'subscribe',
  title: 'Get insights',
  description: null,
  formType: null,
  apiEndpoint: 'hirer-subscription',
  kind: 'subscription',
  ctaText: null,
  columns: 1,
  consentText: null,
  disclaimerText: null,
  confirmationMessage: null,
  document: null,
  fields: [],
  ...overrides,
});

describe('ArticlePage', () => {
  it('shows the breadcrumb with the last item unlinked, meta, byline, title and excerpt', () => {
    show({ article: article() });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Career advice' }).getAttribute('href')).toBe(
      '/career-advice',
    );
    expect(within(crumbs).queryByRole('link', { name: 'Career development' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Career development' }).getAttribute('href')).toBe(
      '/career-advice/category/career-development',
    );
    expect(screen.getByText('6 min read')).toBeTruthy();
    expect(screen.getByText('Published 5 Jul 2025')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sam Lee' }).getAttribute('href')).toBe('/author/sam-lee');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('How to write a resume');
    expect(screen.getByText('A clear resume gets you to interview.')).toBeTruthy();
    const image = screen.getByRole('img', { name: 'A resume' });
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['940', '485']);
  });

  it('hides the excerpt unless showExcerpt is set', () => {
    show({ article: article({ showExcerpt: false }) });
    expect(screen.queryByText('A clear resume gets you to interview.')).toBeNull();
  });

  it('repeats the share bar after the content only when the body has more than 3 blocks', () => {
    show({ article: article() });
    expect(screen.getAllByRole('list', { name: 'Share this article' })).toHaveLength(1);
    cleanup();
    show({
      article: article({
        content: { raw: ast(p('1'), p('2'), p('3'), p('4')), text: '1 2 3 4', references: [] },
      }),
    });
    expect(screen.getAllByRole('list', { name: 'Share this article' })).toHaveLength(2);
  });

  it('plays an embeddable video instead of the image, else links to it', () => {
    const url = 'https://www.youtube.com/watch?v=8ZtInClXe1Q';
    show({ article: article({ articleType: 'Video', mediaUrl: url, readingTimeUnit: 'min watch' }) });
    expect(screen.getByTitle('Video: How to write a resume').getAttribute('src')).toContain(
      '/embed/8ZtInClXe1Q',
    );
    expect(screen.queryByRole('img', { name: 'A resume' })).toBeNull();
    expect(screen.getByText('6 min watch')).toBeTruthy();
    cleanup();
    show({ article: article({ articleType: 'Video', mediaUrl: 'https://vimeo.com/1' }) });
    expect(screen.getByRole('link', { name: 'Watch the video' }).getAttribute('href')).toBe(
      'https://vimeo.com/1',
    );
  });

  it('shows podcast links that exist and the 220px player only with a media URL', () => {
    const podcast = { appleUrl: 'https://apple/x', googleUrl: null, spotifyUrl: 'https://spotify/x' };
    show({
      article: article({ articleType: 'Podcast', podcast, mediaUrl: 'https://open.spotify.com/embed/x' }),
    });
    expect(screen.getByRole('heading', { name: 'Listen to this episode' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Listen on Apple Podcasts' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Listen on Spotify' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Listen on Google Podcasts' })).toBeNull();
    expect(screen.getByTitle('Podcast: How to write a resume').getAttribute('height')).toBe('220');
    cleanup();
    show({ article: article({ articleType: 'Podcast', podcast }) });
    expect(screen.queryByTitle('Podcast: How to write a resume')).toBeNull();
  });

  it('shows the preview banner at the top and the bottom in preview', () => {
    show({ article: article(), preview: true });
    expect(screen.getAllByText('This is an Article Preview')).toHaveLength(2);
  });

  it('renders contact-us text with mailto links and the subscription form section', () => {
    const form = subscribeForm({ description: { raw: doc(p('Monthly.')) as RichTextAst, text: 'Monthly.' } });
    const { container } = show({
      article: article({
        contactUs: { raw: ast(p('Write to team@example.com')), text: 'Write to team@example.com' },
        formData: form,
      }),
      development: true,
    });
    expect(screen.getByRole('link', { name: 'team@example.com' }).getAttribute('href')).toBe(
      'mailto:team@example.com',
    );
    const section = container.querySelector('#subscription-form');
    expect(section?.textContent).toContain('Get insights');
    expect(section?.textContent).toContain('Monthly.');
    // A form entry without fields: the form island says it might not be published (spec §8).
    expect(section?.textContent).toContain("If you're seeing this, the form might not be published");
  });

  it('shows no form notice in production, and no form when the section hides it', () => {
    const form = subscribeForm();
    const { container } = show({ article: article({ formData: form }) });
    expect(container.querySelector('#subscription-form')?.textContent).not.toContain('Not yet supported');
    cleanup();
    const hidden = show({ article: article({ formData: form, hideEmbeddedFormInSection: true }) });
    expect(hidden.container.querySelector('#subscription-form')).toBeNull();
  });

  it('renders Thai strings', () => {
    show({ article: article(), preview: true }, 'th');
    expect(screen.getAllByText('นี่คือตัวอย่างบทความ')).toHaveLength(2);
    expect(screen.getByRole('list', { name: 'แชร์บทความนี้' })).toBeTruthy();
  });
});

import { cleanup, render, screen, within } from '@testing-library/react';
import { BraidTestProvider } from 'braid-design-system/test';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { I18nProvider, preloadTranslations } from '../i18n';
import translations from '../i18n/article.vocab';

import { LONG_PARAGRAPH } from './render';
import { RichText, type RichTextProps } from './RichText';
import { doc, el, item, p, text } from './test-nodes';

const show = (props: RichTextProps) =>
  render(
    <BraidTestProvider>
      <I18nProvider language="en">
        <RichText {...props} />
      </I18nProvider>
    </BraidTestProvider>,
  );

/** The visible markers of a list's items, e.g. ['1.', '2.'] or ['a.', 'b.']. */
const markers = (list: HTMLElement) =>
  Array.from(list.children).map((li) => li.querySelector('[aria-hidden="true"]')?.textContent ?? '');

beforeAll(() => preloadTranslations('en', [translations]));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RichText', () => {
  it('renders paragraphs and headings of levels 1 to 4', () => {
    show({
      content: doc(
        el('heading-one', [text('One')]),
        el('heading-two', [text('Two')]),
        el('heading-three', [text('Three')]),
        el('heading-four', [text('Four')]),
        p('A paragraph.'),
      ),
    });
    [1, 2, 3, 4].forEach((level, i) => {
      expect(screen.getByRole('heading', { level }).textContent).toBe(['One', 'Two', 'Three', 'Four'][i]);
    });
    expect(screen.getByText('A paragraph.').tagName).toBe('P');
  });

  it('pads a heading only when the paragraph after it is 80 characters or more (spec §9)', () => {
    const long = 'x'.repeat(LONG_PARAGRAPH);
    const short = 'y'.repeat(LONG_PARAGRAPH - 1);
    show({
      content: doc(el('heading-two', [text('Long')]), p(long), el('heading-two', [text('Short')]), p(short)),
    });
    const spaced = (name: string) =>
      Boolean(screen.getByRole('heading', { name }).closest('[data-heading-space]'));
    expect(spaced('Long')).toBe(true);
    expect(spaced('Short')).toBe(false);
  });

  it('renders marks as strong, em, u and code', () => {
    show({
      content: doc(
        el('paragraph', [
          text('bold', { bold: true }),
          text('italic', { italic: true }),
          text('under', { underline: true }),
          text('mono', { code: true }),
        ]),
      ),
    });
    expect(screen.getByText('bold').closest('strong')).toBeTruthy();
    expect(screen.getByText('italic').tagName).toBe('EM');
    expect(screen.getByText('under').tagName).toBe('U');
    expect(screen.getByText('mono').tagName).toBe('CODE');
  });

  it('renders links, opening in a new tab when asked, and drops unsafe hrefs', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    show({
      content: doc(
        el('paragraph', [
          el('link', [text('Same tab')], { href: '/career-advice' }),
          el('link', [text('New tab')], { href: 'https://example.com', openInNewTab: true }),
          el('link', [text('Evil')], { href: 'javascript:alert(1)' }),
        ]),
      ),
    });
    expect(screen.getByRole('link', { name: 'Same tab' }).getAttribute('target')).toBeNull();
    const newTab = screen.getByRole('link', { name: 'New tab' });
    expect([newTab.getAttribute('target'), newTab.getAttribute('rel')]).toEqual([
      '_blank',
      'noopener noreferrer',
    ]);
    expect(screen.queryByRole('link', { name: 'Evil' })).toBeNull();
    expect(screen.getByText('Evil')).toBeTruthy();
  });

  it('turns e-mail tokens into mailto links, but not inside links (spec §5)', () => {
    show({
      content: doc(
        p('Email content@example-jobs.com.'),
        el('paragraph', [el('link', [text('help@example.com')], { href: '/help' })]),
      ),
    });
    expect(screen.getByRole('link', { name: 'content@example-jobs.com' }).getAttribute('href')).toBe(
      'mailto:content@example-jobs.com',
    );
    expect(screen.getByRole('link', { name: 'help@example.com' }).getAttribute('href')).toBe('/help');
  });

  it('renders bulleted lists with their items', () => {
    show({ content: doc(el('bulleted-list', [item('First'), item('Second')])) });
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('UL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.trim()),
    ).toEqual(['First', 'Second']);
  });

  it('numbers nested numbered lists number → alpha → roman (spec §9)', () => {
    const roman = el('numbered-list', [item('deep'), item('deeper')]);
    const alpha = el('numbered-list', [item('inner', roman), item('inner two')]);
    show({ content: doc(el('numbered-list', [item('outer', alpha), item('outer two')])) });
    const [outer, middle, inner] = screen.getAllByRole('list');
    expect(outer!.tagName).toBe('OL');
    expect(markers(outer!)).toEqual(['1.', '2.']);
    expect(markers(middle!)).toEqual(['a.', 'b.']);
    expect(markers(inner!)).toEqual(['i.', 'ii.']);
  });

  it('renders block quotes, code blocks and tables', () => {
    show({
      content: doc(
        el('block-quote', [text('Quoted words')]),
        el('code-block', [text('const a = 1;')]),
        el('table', [
          el('table_head', [el('table_row', [el('table_header_cell', [p('Role')])])]),
          el('table_body', [el('table_row', [el('table_cell', [p('Nurse')])])]),
        ]),
      ),
    });
    expect(screen.getByText('Quoted words').closest('blockquote')).toBeTruthy();
    expect(screen.getByText('const a = 1;').closest('pre')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Role' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Nurse' })).toBeTruthy();
  });

  it('renders embedded assets by mime type, with a download link for video and audio', () => {
    const references = [
      {
        __typename: 'Asset',
        id: 'img',
        url: 'https://cdn/x.png',
        mimeType: 'image/png',
        width: 640,
        height: 320,
        alt: 'A chart',
      },
      {
        __typename: 'Asset',
        id: 'vid',
        url: 'https://cdn/clip.mp4',
        mimeType: 'video/mp4',
        fileName: 'clip.mp4',
      },
      {
        __typename: 'Asset',
        id: 'aud',
        url: 'https://cdn/talk.mp3',
        mimeType: 'audio/mpeg',
        fileName: 'talk.mp3',
      },
    ];
    const embed = (nodeId: string) => el('embed', [text('')], { nodeId, nodeType: 'Asset', isInline: false });
    const { container } = show({ content: doc(embed('img'), embed('vid'), embed('aud')), references });
    const image = screen.getByRole('img', { name: 'A chart' });
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['640', '320']);
    expect(container.querySelector('video')?.getAttribute('src')).toBe('https://cdn/clip.mp4');
    expect(container.querySelector('audio')?.getAttribute('src')).toBe('https://cdn/talk.mp3');
    expect(screen.getByRole('link', { name: 'Download clip.mp4' }).getAttribute('href')).toBe(
      'https://cdn/clip.mp4',
    );
    expect(container.querySelector('audio a')?.textContent).toBe('Download talk.mp3');
  });

  it('hands embedded entries to renderEmbed', () => {
    show({
      content: doc(el('embed', [text('')], { nodeId: 'acc', nodeType: 'AccordionGroup' })),
      references: [{ __typename: 'AccordionGroup', id: 'acc', title: 'FAQ' }],
      renderEmbed: (reference) => <p>Embedded {String(reference.title)}</p>,
    });
    expect(screen.getByText('Embedded FAQ')).toBeTruthy();
  });

  it('warns about unknown nodes and missing embed data, and renders the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    show({
      content: doc(
        el('marquee', [text('Nope')]),
        el('embed', [text('')], { nodeId: 'missing', nodeType: 'Asset' }),
        el('embed', [text('')], { nodeType: 'Asset' }),
        el('embed', [text('')], { nodeId: 'pdf', nodeType: 'Asset' }),
        el('embed', [text('')], { nodeId: 'block', nodeType: 'Gallery' }),
        p('Still here'),
      ),
      references: [
        { __typename: 'Asset', id: 'pdf', url: 'https://cdn/x.pdf', mimeType: 'application/pdf' },
        { __typename: 'Gallery', id: 'block' },
      ],
    });
    expect(screen.queryByText('Nope')).toBeNull();
    expect(screen.getByText('Still here')).toBeTruthy();
    const messages = warn.mock.calls.map((call) => String(call[0]));
    expect(messages).toEqual([
      'Rich text: unknown node type "marquee" was not rendered',
      'Rich text: no data for embedded Asset missing',
      'Rich text: an embed has no id',
      'Rich text: unsupported asset mime type "application/pdf"',
      'Rich text: no renderer for embedded Gallery block',
    ]);
  });

  it('renders nothing for missing content', () => {
    expect(renderToStaticMarkup(<RichText content={null} />)).toBe('');
    expect(renderToStaticMarkup(<RichText content={{ children: 'oops' } as never} />)).toBe('');
  });
});

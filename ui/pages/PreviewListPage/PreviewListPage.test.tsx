import { cleanup, render, screen, within } from '@testing-library/react';
import { BraidTestProvider } from 'braid-design-system/test';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { NoPreviewReason, PreviewDataView, PreviewView } from '../../../model/preview-data';
import { I18nProvider, preloadTranslations, type Language } from '../../i18n';
import translations from '../../i18n/preview.vocab';

import { PreviewListPage } from './PreviewListPage';

const id = 'clvlvn2ool1b2472tsl8xb5vn';
const rows: PreviewView[] = [
  {
    id,
    locale: 'en_TH',
    site: 'employer_th',
    slug: 'how-to-write-a-job-ad',
    link: `http://employer-th.localhost:8787/hiring-advice/article/how-to-write-a-job-ad?draft=${id}`,
    sectionName: 'hiring-advice',
    isDefaultLocale: true,
  },
  {
    id,
    locale: 'th_TH',
    site: 'employer_th',
    slug: 'how-to-write-a-job-ad',
    link: `http://employer-th.localhost:8787/th/hiring-advice/article/how-to-write-a-job-ad?draft=${id}`,
    sectionName: 'hiring-advice',
    isDefaultLocale: false,
  },
];

const model = (overrides: Partial<PreviewDataView> = {}): PreviewDataView => ({
  id,
  stage: 'DRAFT',
  kind: 'article',
  previews: rows,
  reason: null,
  ...overrides,
});

const show = (preview: PreviewDataView, language: Language = 'en') =>
  render(
    <BraidTestProvider>
      <I18nProvider language={language}>
        <PreviewListPage preview={preview} />
      </I18nProvider>
    </BraidTestProvider>,
  );

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

beforeAll(() =>
  Promise.all((['en', 'th', 'id'] as const).map((l) => preloadTranslations(l, [translations]))),
);
afterEach(cleanup);

describe('PreviewListPage with previews', () => {
  it('lists locale, site and slug in a labelled table with column headers', () => {
    show(model());
    const table = screen.getByRole('table', { name: 'Views of this entry' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Locale', 'Site', 'Slug']);
    expect(headers.every((h) => h.getAttribute('scope') === 'col')).toBe(true);
    const [, ...body] = within(table).getAllByRole('row');
    expect(body).toHaveLength(2);
    // The new-window icon is joined to the link text with a word joiner (U+2060).
    const cells = within(body[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent?.replace(/\u2060/g, ''))).toEqual([
      'th_TH',
      'employer_th',
      'how-to-write-a-job-ad (opens in a new tab)',
    ]);
    expect(screen.queryByRole('heading', { name: 'Why is there no preview available?' })).toBeNull();
  });

  it('opens each entry in a new tab at the link the loader built (draft id included)', () => {
    show(model());
    const links = screen.getAllByRole('link', { name: /how-to-write-a-job-ad/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(rows.map((r) => r.link));
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link.textContent).toContain('(opens in a new tab)');
    }
  });

  it('shows the default locale in positive tone and says so, the others in info tone', () => {
    show(model());
    const [, first, second] = screen.getAllByRole('row');
    const badge = (row: HTMLElement, locale: string) => within(row).getByText(locale).closest('[data-tone]');
    expect(badge(first!, 'en_TH')?.getAttribute('data-tone')).toBe('positive');
    expect(within(first!).getByText('(default locale)')).toBeTruthy();
    expect(badge(second!, 'th_TH')?.getAttribute('data-tone')).toBe('info');
    expect(within(second!).queryByText('(default locale)')).toBeNull();
  });

  it('words the heading by route (Draft / Published) and entry kind (Article / Page)', () => {
    show(model());
    expect(heading()).toBe('Draft View(s) are available for this Article.');
    cleanup();
    show(model({ stage: 'PUBLISHED', kind: 'page' }));
    expect(heading()).toBe('Published View(s) are available for this Page.');
    cleanup();
    show(model({ stage: 'PUBLISHED', kind: 'article' }));
    expect(heading()).toBe('Published View(s) are available for this Article.');
    cleanup();
    show(model({ stage: 'DRAFT', kind: 'page' }));
    expect(heading()).toBe('Draft View(s) are available for this Page.');
  });

  it('speaks Thai and Bahasa', () => {
    show(model(), 'th');
    expect(heading()).toBe('มีมุมมองฉบับร่างสำหรับบทความนี้');
    expect(screen.getByRole('table', { name: 'มุมมองของรายการนี้' })).toBeTruthy();
    cleanup();
    show(model({ previews: [], reason: 'invalid-id', kind: null }), 'id');
    expect(heading()).toBe('Pratinjau tidak tersedia untuk entri ini.');
    expect(screen.getByRole('heading', { name: 'Mengapa pratinjau tidak tersedia?' })).toBeTruthy();
  });
});

describe('PreviewListPage without previews', () => {
  const reasonTexts: Record<NoPreviewReason, string> = {
    'invalid-id': 'The entry id is not valid.',
    'not-published': 'There is no published page or article.',
    'no-section': 'No section or category is selected for the article.',
    'candidate-article-or-sara-page': 'It would be a candidate article or a SARA page.',
  };

  it('says so, with the entry id and no table', () => {
    show(model({ previews: [], reason: 'invalid-id', kind: null, stage: 'PUBLISHED' }));
    expect(heading()).toBe('Preview is not available for this entry.');
    expect(screen.getByText(`Entry id: ${id}`)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it.each(Object.keys(reasonTexts) as NoPreviewReason[])('lists every reason and marks %s', (reason) => {
    show(model({ previews: [], reason, kind: reason === 'no-section' ? 'article' : null }));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Why is there no preview available?');
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace(' This entry', ''))).toEqual(
      Object.values(reasonTexts),
    );
    const marked = items.filter((item) => within(item).queryByText('This entry'));
    expect(marked).toHaveLength(1);
    expect(marked[0]!.textContent).toContain(reasonTexts[reason]);
  });

  it('marks no reason when the loader gave none', () => {
    show(model({ previews: [], reason: null }));
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByText('This entry')).toBeNull();
  });
});

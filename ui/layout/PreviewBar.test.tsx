import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { entryStatus, PreviewBar } from './PreviewBar';
import { renderWithStrings } from './test-render';

afterEach(cleanup);

const entry = { id: 'clentry', updatedAt: '2026-11-20T03:04:00.000Z', publishedAt: null };

describe('PreviewBar', () => {
  it('says where the entry stands: never published, changed since published, or as published', () => {
    expect(entryStatus(entry)).toBe('unpublished');
    expect(entryStatus({ ...entry, publishedAt: '2026-11-19T00:00:00.000Z' })).toBe('changed');
    expect(entryStatus({ ...entry, publishedAt: '2026-11-20T03:04:00.500Z' })).toBe('published');
  });

  it('shows the status, the last change in UTC and Exit preview', async () => {
    await renderWithStrings(<PreviewBar entry={entry} exitHref="/preview/exit?path=%2Fabout" />);
    const bar = screen.getByRole('complementary', { name: 'Preview' });
    expect(bar.textContent).toContain('Draft: not published yet');
    expect(bar.textContent).toMatch(/Last changed 20 Nov 2026, 0?3:04.* UTC/);
    const exit = within(bar).getByRole('link', { name: 'Exit preview' });
    expect(exit.getAttribute('href')).toBe('/preview/exit?path=%2Fabout');
    expect(exit.getAttribute('target')).toBeNull();
  });

  it('in the CMS panel, opens the published page in a tab of its own; in Thai and Bahasa', async () => {
    await renderWithStrings(<PreviewBar exitHref="/preview/exit?path=%2Fth%2F" framed />, 'th');
    const bar = screen.getByRole('complementary', { name: 'ตัวอย่าง' });
    expect(within(bar).getByRole('link', { name: 'ออกจากโหมดตัวอย่าง' }).getAttribute('target')).toBe('_blank');
    cleanup();
    await renderWithStrings(
      <PreviewBar entry={{ ...entry, publishedAt: '2026-11-01T00:00:00.000Z' }} exitHref="/x" />,
      'id',
    );
    expect(screen.getByRole('complementary', { name: 'Pratinjau' }).textContent).toContain(
      'Draf: ada perubahan yang belum diterbitkan',
    );
  });
});

import { describe, expect, it } from 'vitest';

import { findPage } from './load-page';

describe('findPage', () => {
  const page = (title: string | null) => ({
    id: title ?? 'none',
    title,
    slug: 's',
    locale: 'th_TH',
    stage: 'PUBLISHED',
    sites: [],
    localizations: [],
  });

  it('treats candidate pages titled empty or "-" as missing translations', () => {
    expect(findPage([page('-'), page('')], true)).toBeUndefined();
    expect(findPage([page('-'), page('Home')], true)?.title).toBe('Home');
    expect(findPage([page('-')], false)?.title).toBe('-');
  });
});

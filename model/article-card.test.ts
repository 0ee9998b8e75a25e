import { describe, expect, it } from 'vitest';

import { readingTimeUnit } from './article-card';

describe('readingTimeUnit', () => {
  it('reads articles and infographics, watches videos, listens to podcasts', () => {
    expect(readingTimeUnit('Article')).toBe('min read');
    expect(readingTimeUnit('Infographic')).toBe('min read');
    expect(readingTimeUnit('Video')).toBe('min watch');
    expect(readingTimeUnit('Podcast')).toBe('min listen');
  });
});

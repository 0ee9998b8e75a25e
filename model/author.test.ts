import { describe, expect, it } from 'vitest';

import { splitDescription } from './author';

describe('splitDescription', () => {
  const paragraph = (text: string) => ({ type: 'paragraph', children: [{ text }] });

  it('keeps one paragraph whole and skips empty ones', () => {
    const raw = { children: [paragraph('Only one.'), paragraph(' ')] };
    expect(splitDescription({ raw, text: 'Only one.' })).toMatchObject({
      first: { children: [paragraph('Only one.')] },
      rest: null,
    });
    expect(splitDescription({ raw: { children: [] }, text: '' })).toBeNull();
    expect(splitDescription(null)).toBeNull();
  });
});

import { describe, expect, it, vi } from 'vitest';

import { memoSprinkles, SPRINKLES_MEMO_ENTRIES, sprinklesKey } from './memo-sprinkles.mjs';

// A stand-in sprinkles function: the class names of each prop in order, as vanilla-extract's gives them.
function fakeSprinkles() {
  const fn = vi.fn((props: Record<string, unknown>) =>
    Object.entries(props)
      .filter(([, value]) => value != null)
      .map(([name, value]) => `${name}-${JSON.stringify(value)}`)
      .join(' '),
  );
  return Object.assign(fn, { properties: new Set(['padding', 'display']) });
}

describe('sprinklesKey', () => {
  it('tells apart every name, order, value and value type that could change the class names', () => {
    const keys = [
      { padding: 'small' },
      { padding: 'large' },
      { display: 'small' },
      { padding: 'small', display: 'flex' },
      { display: 'flex', padding: 'small' },
      { padding: ['small', 'large'] },
      { padding: ['small', null, 'large'] },
      { padding: { mobile: 'small' } },
      { padding: { tablet: 'small' } },
      { zIndex: 1 },
      { zIndex: '1x' },
      { padding: 'undefined' },
      { padding: undefined },
    ].map(sprinklesKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(sprinklesKey({ padding: ['small', 'large'] })).toBe(sprinklesKey({ padding: ['small', 'large'] }));
  });
});

describe('memoSprinkles', () => {
  it('answers a combination it saw from memory, with what the sprinkles function answered', () => {
    const sprinkles = fakeSprinkles();
    const remembered = memoSprinkles(sprinkles);
    expect(remembered.properties).toBe(sprinkles.properties);
    expect(remembered({ padding: 'small', display: ['block', 'flex'] })).toBe(
      'padding-"small" display-["block","flex"]',
    );
    expect(remembered({ padding: 'small', display: ['block', 'flex'] })).toBe(
      'padding-"small" display-["block","flex"]',
    );
    expect(sprinkles).toHaveBeenCalledTimes(1);
    expect(remembered({ display: ['block', 'flex'], padding: 'small' })).toBe(
      'display-["block","flex"] padding-"small"',
    );
    expect(sprinkles).toHaveBeenCalledTimes(2);
  });

  it('keeps at most SPRINKLES_MEMO_ENTRIES combinations, then starts again', () => {
    const sprinkles = fakeSprinkles();
    const remembered = memoSprinkles(sprinkles);
    for (let i = 0; i <= SPRINKLES_MEMO_ENTRIES; i += 1) remembered({ zIndex: i });
    remembered({ zIndex: 1 });
    // The first combination was forgotten when the memo filled: asked again of the sprinkles function.
    expect(sprinkles).toHaveBeenCalledTimes(SPRINKLES_MEMO_ENTRIES + 2);
  });

  it('lets an invalid value throw as the sprinkles function does, remembering nothing', () => {
    const failing = Object.assign(
      vi.fn(() => {
        throw new Error('"padding" has no value huge');
      }),
      { properties: new Set<string>() },
    );
    const remembered = memoSprinkles(failing);
    expect(() => remembered({ padding: 'huge' })).toThrow(/no value huge/);
    expect(() => remembered({ padding: 'huge' })).toThrow(/no value huge/);
    expect(failing).toHaveBeenCalledTimes(2);
  });
});

import { describe, expect, it } from 'vitest';

import type { ViewScope } from '../locale';

import { blockView, type BlockItemData } from './registry';

const english: ViewScope = { locale: 'en_AU', language: 'en' };
const view = (item: Record<string, unknown>, scope = english, skip = false) =>
  blockView({ id: 'b', locale: 'en_AU', ...item } as BlockItemData, scope, skip);

describe('NumericalCard view', () => {
  it('counters get their duration by speed (slow by default) and need a number', () => {
    const card = (numericalBlock: Record<string, unknown>) =>
      view({ __typename: 'NumericalCard', title: 'Visits', numericalBlock });
    const fast = card({ number: 12.5, animationSpeed: 'fast', hasAnimation: true });
    expect(fast?.__typename === 'NumericalCard' && fast.counter).toMatchObject({
      value: 12.5,
      decimals: 1,
      durationMs: 1000,
      animate: true,
      textSize: 3,
    });
    const other = card({ number: 3, animationSpeed: 'warp' });
    expect(other?.__typename === 'NumericalCard' && other.counter.durationMs).toBe(2000);
    expect(card({ number: null })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';

import { blockValues } from './block-values';

describe('blockValues', () => {
  it("gives every part of a block view but an insights tool's figures", () => {
    const rows = [{ roleTitle: 'Chef' }];
    const item = { component: 'SalaryExplorer', options: { country: 'au' }, insights: { rows }, position: 2 };
    expect(blockValues(item)).toEqual(['SalaryExplorer', { country: 'au' }, 2]);
    expect(blockValues([item, null])).toEqual([item, null]);
  });
});

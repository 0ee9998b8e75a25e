import { describe, expect, it } from 'vitest';

import { blockTypenames } from '../../../model/blocks/registry';

import { blockItemTypes } from './models-blocks.mjs';

describe('the content stand-in and the block registry', () => {
  it('know the same block item types', () => {
    expect([...blockItemTypes].sort()).toEqual([...blockTypenames].sort());
  });
});

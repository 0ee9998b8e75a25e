import { describe, expect, it } from 'vitest';

import { frameMessage, frameSrc, pageName } from './messages';

describe('research frame messages', () => {
  it('accepts section names only', () => {
    expect(pageName('methodology')).toBe('methodology');
    expect(pageName('a b')).toBeNull();
    expect(pageName('<script>')).toBeNull();
    expect(pageName(null)).toBeNull();
  });

  it('reads the frame’s messages and ignores anything else', () => {
    expect(frameMessage({ type: 'research:page', page: 'sample' })).toEqual({
      type: 'research:page',
      page: 'sample',
    });
    expect(frameMessage({ type: 'research:height', height: 1234.4 })).toEqual({
      type: 'research:height',
      height: 1234,
    });
    expect(frameMessage({ type: 'research:height', height: 1e9 })).toBeNull();
    expect(frameMessage({ type: 'research:page', page: '../x' })).toBeNull();
    expect(frameMessage('research:page')).toBeNull();
  });

  it('puts the section in the frame’s hash', () => {
    expect(frameSrc('/research/a.html', 'sample')).toBe('/research/a.html#sample');
    expect(frameSrc('/research/a.html#old', null)).toBe('/research/a.html');
  });
});

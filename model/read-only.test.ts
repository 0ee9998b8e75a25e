import { describe, expect, it, vi } from 'vitest';

import { derivedStore, jsonText, readOnly } from './read-only';

describe('readOnly', () => {
  it('freezes every object and array in the value, and gives the value back', () => {
    const data = { page: { title: 'Resume', tags: ['a', { b: 1 }] } };
    expect(readOnly(data)).toBe(data);
    expect(Object.isFrozen(data.page.tags[1])).toBe(true);
    expect(() => {
      (data.page.tags as unknown[]).push('c');
    }).toThrow(TypeError);
  });
});

describe('derivedStore', () => {
  it('derives once per read-only data and variant, and shares what it gave, read-only', () => {
    const derived = derivedStore<{ label: string }>();
    const derive = vi.fn((data: { n: number }, variant: string) => ({ label: `${variant}${data.n}` }));
    const data = readOnly({ n: 1 });
    const first = derived(data, 'x', () => derive(data, 'x'));
    expect(derived(data, 'x', () => derive(data, 'x'))).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(derived(data, 'y', () => derive(data, 'y'))).toEqual({ label: 'y1' });
    const same = readOnly({ n: 1 });
    expect(derived(same, 'x', () => derive(same, 'x'))).not.toBe(first);
    expect(derive).toHaveBeenCalledTimes(3);
  });

  it('derives every time from data that can still change (a fresh answer, a draft)', () => {
    const derived = derivedStore<{ doubled: number }>();
    const data = { n: 1 };
    expect(derived(data, '', () => ({ doubled: data.n * 2 }))).toEqual({ doubled: 2 });
    data.n = 2;
    expect(derived(data, '', () => ({ doubled: data.n * 2 }))).toEqual({ doubled: 4 });
    expect(Object.isFrozen(data)).toBe(false);
  });
});

describe('jsonText', () => {
  it('writes what JSON.stringify writes', () => {
    const values = [
      null,
      'a "quoted" text',
      3,
      [1, undefined, () => 1, 'x'],
      { a: 1, skipped: undefined, fn: () => 1, nested: { list: [true, null] } },
      readOnly({ shared: ['x', { y: 2 }] }),
      { when: new Date(0) },
      { page: { props: readOnly({ rows: [1, 2] }), list: [readOnly({ a: 'b' }), undefined] } },
      Object.assign(Object.create(null) as object, { bare: 1 }),
      { '"odd" key': { toJSON: () => 'own text' } },
    ];
    for (const value of values) expect(jsonText(value)).toBe(JSON.stringify(value));
  });

  it('writes the text of a read-only object once, so a changed object must be another object', () => {
    const data = readOnly({ title: 'Resume', tags: ['cv'] });
    expect(jsonText([data, 'en'])).toBe('[{"title":"Resume","tags":["cv"]},"en"]');
    const stringify = vi.spyOn(JSON, 'stringify');
    expect(jsonText([data, 'th'])).toBe('[{"title":"Resume","tags":["cv"]},"th"]');
    expect(stringify.mock.calls).toEqual([['th']]);
    stringify.mockRestore();
  });

  it('reuses that text inside the new objects a request puts around it', () => {
    const containers = readOnly([{ rows: [{ role: 'Accountant', salary: 90_000 }] }]);
    jsonText(containers);
    const stringify = vi.spyOn(JSON, 'stringify');
    expect(jsonText({ title: 'Salaries', page: { containers } })).toBe(
      '{"title":"Salaries","page":{"containers":[{"rows":[{"role":"Accountant","salary":90000}]}]}}',
    );
    expect(stringify.mock.calls.flat()).not.toContain(containers);
    stringify.mockRestore();
  });
});

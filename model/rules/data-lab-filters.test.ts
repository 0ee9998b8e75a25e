import { describe, expect, it } from 'vitest';

import type { DriverChoice, FilterValues } from '../data-lab';

import {
  clearDependents,
  emptyFilters,
  filterCount,
  filterParams,
  filterQuery,
  parseList,
  readQuery,
  secondaryChoices,
  validate,
} from './data-lab-filters';

const option = (name: string) => ({ name, label: name });
const drivers: DriverChoice[] = [
  { name: 'Industry', label: 'Industry', options: ['Accounting', 'Construction', 'Retail'].map(option) },
  { name: 'Gender', label: 'Gender', options: ['Female', 'Male'].map(option) },
  { name: 'Work type', label: 'Work type', options: ['Full time', 'Part time'].map(option) },
];
const v = (values: Partial<FilterValues>): FilterValues => ({ ...emptyFilters, ...values });

describe('validate (spec §5)', () => {
  it('accepts the default All, and a full valid selection', () => {
    expect(validate(emptyFilters, drivers)).toEqual({});
    const full = v({
      primaryDriver: 'Industry',
      primaryDriverOptions: ['Accounting', 'Retail'],
      secondaryDriver: 'Gender',
      secondaryDriverOptions: ['Female'],
    });
    expect(validate(full, drivers)).toEqual({});
  });

  it('requires a primary driver', () => {
    expect(validate(v({ primaryDriver: '' }), drivers)).toEqual({ primaryDriver: 'Select an option' });
  });

  it('requires at least one primary option unless the primary is All', () => {
    expect(validate(v({ primaryDriver: 'Industry' }), drivers)).toEqual({
      primaryDriverOptions: 'Select at least one option',
    });
  });

  it('accepts the secondary options when the secondary driver is empty or the text null', () => {
    const base = { primaryDriver: 'Industry', primaryDriverOptions: ['Retail'] };
    expect(validate(v({ ...base, secondaryDriver: '' }), drivers)).toEqual({});
    expect(validate(v({ ...base, secondaryDriver: 'null' }), drivers)).toEqual({});
    expect(validate(v({ ...base, secondaryDriver: 'Gender' }), drivers)).toEqual({
      secondaryDriverOptions: 'Select at least one option',
    });
  });

  it('allows at most two options per driver', () => {
    const three = v({
      primaryDriver: 'Industry',
      primaryDriverOptions: ['Accounting', 'Construction', 'Retail'],
    });
    expect(validate(three, drivers)).toEqual({ primaryDriverOptions: 'Select up to two options' });
  });

  it('reports names nobody knows', () => {
    expect(validate(v({ primaryDriver: 'Planet', primaryDriverOptions: ['Mars'] }), drivers)).toEqual({
      primaryDriver: 'Choose from the list',
    });
    expect(validate(v({ primaryDriver: 'Gender', primaryDriverOptions: ['Robot'] }), drivers)).toEqual({
      primaryDriverOptions: 'Choose from the list',
    });
  });
});

describe('clearDependents (spec §4)', () => {
  it('clears the primary options, secondary driver and options when the primary is All or empty', () => {
    for (const primaryDriver of ['All', '']) {
      const cleared = clearDependents(
        v({
          primaryDriver,
          primaryDriverOptions: ['Female'],
          secondaryDriver: 'Gender',
          secondaryDriverOptions: ['Male'],
        }),
        drivers,
      );
      expect(cleared).toEqual(v({ primaryDriver }));
    }
  });

  it('clears the secondary driver until primary options are chosen, and when it equals the primary', () => {
    expect(
      clearDependents(v({ primaryDriver: 'Gender', secondaryDriver: 'Industry' }), drivers).secondaryDriver,
    ).toBe('');
    const same = v({ primaryDriver: 'Gender', primaryDriverOptions: ['Male'], secondaryDriver: 'Gender' });
    expect(clearDependents(same, drivers).secondaryDriver).toBe('');
  });

  it("drops the options of a driver that is no longer chosen, and turns 'null' into none", () => {
    const changed = v({ primaryDriver: 'Gender', primaryDriverOptions: ['Accounting', 'Male'] });
    expect(clearDependents(changed, drivers).primaryDriverOptions).toEqual(['Male']);
    const none = v({
      primaryDriver: 'Gender',
      primaryDriverOptions: ['Male'],
      secondaryDriver: 'null',
      secondaryDriverOptions: ['Full time'],
    });
    expect(clearDependents(none, drivers)).toMatchObject({ secondaryDriver: '', secondaryDriverOptions: [] });
  });

  it('clears the secondary driver and its options when the primary driver changes', () => {
    const before = v({
      primaryDriver: 'Industry',
      primaryDriverOptions: ['Retail'],
      secondaryDriver: 'Gender',
      secondaryDriverOptions: ['Male'],
    });
    expect(clearDependents({ ...before, primaryDriver: 'Work type' }, drivers)).toEqual(
      v({ primaryDriver: 'Work type' }),
    );
  });

  it('offers every driver but the primary as secondary', () => {
    expect(secondaryChoices(drivers, 'Gender').map((d) => d.name)).toEqual(['Industry', 'Work type']);
  });
});

describe('filterCount (spec §4)', () => {
  it('adds the primary driver, its options, the secondary driver and its options', () => {
    expect(filterCount(emptyFilters)).toBe(0);
    expect(filterCount(v({ primaryDriver: 'Industry' }))).toBe(1);
    expect(
      filterCount(
        v({
          primaryDriver: 'Industry',
          primaryDriverOptions: ['A', 'B'],
          secondaryDriver: 'Gender',
          secondaryDriverOptions: ['F'],
        }),
      ),
    ).toBe(5);
    expect(
      filterCount(v({ primaryDriver: 'Industry', primaryDriverOptions: ['A'], secondaryDriver: 'null' })),
    ).toBe(2);
  });
});

describe('the query', () => {
  it('splits on underscore and refuses other delimiters', () => {
    expect(parseList(['Accounting_Construction'])).toEqual({ list: ['Accounting', 'Construction'] });
    expect(parseList(['Gen Z', 'Millennials'])).toEqual({ list: ['Gen Z', 'Millennials'] });
    for (const raw of ['A,B', 'A;B', 'A|B']) expect(parseList([raw]).error).toBe('Invalid delimiter');
  });

  it('defaults the primary driver to All, and reads back what filterQuery writes', () => {
    expect(readQuery(() => []).values).toEqual(emptyFilters);
    const chosen = v({
      primaryDriver: 'Work type',
      primaryDriverOptions: ['Full time', 'Part time'],
      secondaryDriver: 'Gender',
      secondaryDriverOptions: ['Female'],
    });
    const query = filterQuery(chosen, 'true');
    expect(query).toBe(
      'primaryDriver=Work+type&primaryDriverOptions=Full+time_Part+time&secondaryDriver=Gender&secondaryDriverOptions=Female&draft=true',
    );
    const params = new URLSearchParams(query);
    expect(readQuery((name) => params.getAll(name))).toEqual({ values: chosen, errors: {} });
  });

  it("spells a selection once for its address (filterParams): All as no parameter, an empty driver kept, 'null' as none", () => {
    expect(filterParams(emptyFilters)).toEqual([]);
    expect(filterParams(v({ primaryDriver: '' }))).toEqual([['primaryDriver', '']]);
    const chosen = v({
      primaryDriver: 'Industry',
      primaryDriverOptions: ['Accounting', 'Construction'],
      secondaryDriver: 'null',
      secondaryDriverOptions: [],
    });
    expect(filterParams(chosen)).toEqual([
      ['primaryDriver', 'Industry'],
      ['primaryDriverOptions', 'Accounting_Construction'],
    ]);
    // The form's query names the same selection, with All written out.
    expect(filterQuery(emptyFilters)).toBe('primaryDriver=All');
    expect(filterQuery(chosen)).toBe(new URLSearchParams(filterParams(chosen)).toString());
  });
});

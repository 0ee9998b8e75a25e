import { describe, expect, it } from 'vitest';

import { errorText } from '../../ui/forms/messages';
import type { FormFieldView } from '../form-field';

import { checkField } from './forms';

const field = (kind: string, extra: Partial<FormFieldView> = {}): FormFieldView => ({
  id: kind,
  key: kind,
  kind,
  label: kind,
  placeholder: null,
  required: false,
  rowSpan: 1,
  validators: [],
  options: [],
  ...extra,
});
const rule = (type: string, value: number | null, errorMessage: string | null = null) => ({
  type,
  value,
  errorMessage,
});
const options = (...values: string[]) => values.map((value) => ({ value, label: value }));
const english = (key: string, value: string) => key.replace('{value}', value);
const message = (f: FormFieldView, value: Parameters<typeof checkField>[1]) => {
  const error = checkField(f, value);
  return error && errorText(error, english);
};

describe('checkField (spec §5)', () => {
  it("says 'Required field' for empty required text, select and checkbox group; a required checkbox must be ticked", () => {
    expect(message(field('text', { required: true }), '   ')).toBe('Required field');
    expect(message(field('select', { required: true, options: options('a') }), '')).toBe('Required field');
    expect(message(field('checkboxGroup', { required: true, options: options('a') }), [])).toBe(
      'Required field',
    );
    expect(message(field('checkbox', { required: true }), false)).toBe('Required field');
    expect(message(field('checkbox', { required: true }), true)).toBeNull();
  });

  it('lets optional fields stay empty, whatever their validators', () => {
    const optional = field('text', { validators: [rule('minLength', 3)] });
    expect(message(optional, '')).toBeNull();
    expect(message(optional, 'ab')).toBe('Min length');
  });

  it('gives the default messages of spec §5, with the value for max checked items', () => {
    expect(message(field('text', { validators: [rule('minLength', 3)] }), 'ab')).toBe('Min length');
    expect(message(field('textarea', { validators: [rule('maxLength', 3)] }), 'abcd')).toBe('Max length');
    expect(message(field('number', { validators: [rule('minNumber', 18)] }), '17')).toBe('Min number');
    expect(message(field('number', { validators: [rule('maxNumber', 65)] }), '65.5')).toBe('Max number');
    expect(message(field('email'), 'someone@example')).toBe('Invalid email');
    const group = (type: string, value: number) =>
      field('checkboxGroup', { options: options('a', 'b', 'c'), validators: [rule(type, value)] });
    expect(message(group('minChecked', 2), ['a'])).toBe('Min checked item');
    expect(message(group('maxChecked', 2), ['a', 'b', 'c'])).toBe('Max checked item 2');
    expect(message(group('maxChecked', 2), ['a', 'b'])).toBeNull();
  });

  it("shows the editor's message instead of the default", () => {
    const email = field('email', { validators: [rule('email', null, 'Enter a valid email address')] });
    expect(message(email, 'no')).toBe('Enter a valid email address');
    const name = field('text', { validators: [rule('maxLength', 40, 'Too long')] });
    expect(message(name, 'x'.repeat(41))).toBe('Too long');
    expect(message(name, 'x'.repeat(40))).toBeNull();
  });

  it('checks the e-mail format on a text field with an email validator too', () => {
    expect(message(field('text', { validators: [rule('email', null)] }), 'a@b')).toBe('Invalid email');
    expect(message(field('text', { validators: [rule('email', null)] }), 'a@b.co')).toBeNull();
  });

  it('refuses numbers that are not numbers, and choices that are not offered', () => {
    expect(message(field('number'), '12abc')).toBe('Enter a number');
    expect(message(field('select', { options: options('a') }), 'b')).toBe('Choose one of the options');
    expect(message(field('checkboxGroup', { options: options('a') }), ['a', 'z'])).toBe(
      'Choose one of the options',
    );
  });

  it('refuses values of the wrong shape (forged requests)', () => {
    expect(message(field('text'), ['a'])).toBe('Choose one of the options');
    expect(message(field('checkbox'), 'yes')).toBe('Choose one of the options');
    expect(message(field('checkboxGroup', { options: options('a') }), 'a')).toBe('Choose one of the options');
  });

  it('counts a ticked option once', () => {
    const group = field('checkboxGroup', { options: options('a', 'b'), validators: [rule('minChecked', 2)] });
    expect(message(group, ['a', 'a'])).toBe('Min checked item');
  });

  it('never checks a kind it cannot show', () => {
    expect(checkField(field('signature', { required: true }), '')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';

import {
  addCustomQuestion,
  addQuestion,
  cutQuestion,
  emptyState,
  moveQuestion,
  removeQuestion,
  type BuilderQuestion,
} from './chosen';

const q = (id: string, text = id): BuilderQuestion => ({ id, text, category: 'motivation' });

describe('interview builder state', () => {
  it('adds a question once, at the end, and removes it again', () => {
    const one = addQuestion(emptyState, q('motivation-1'));
    const two = addQuestion(addQuestion(one, q('behavioural-2')), q('motivation-1'));
    expect(two.chosen.map((x) => x.id)).toEqual(['motivation-1', 'behavioural-2']);
    expect(removeQuestion(two, 'motivation-1').chosen.map((x) => x.id)).toEqual(['behavioural-2']);
  });

  it('moves a question to where another one is, both ways', () => {
    const state = ['a', 'b', 'c', 'd'].reduce((s, id) => addQuestion(s, q(id)), emptyState);
    expect(moveQuestion(state, 'a', 'c').chosen.map((x) => x.id)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveQuestion(state, 'd', 'b').chosen.map((x) => x.id)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveQuestion(state, 'a', 'missing')).toBe(state);
  });

  it('puts a custom question in the custom list and the chosen list at once; blank text does nothing', () => {
    const state = addCustomQuestion(emptyState, '  How do you like to receive feedback?  ');
    expect(state.custom).toEqual([
      { id: 'custom-1', text: 'How do you like to receive feedback?', category: 'addQuestion' },
    ]);
    expect(state.chosen).toEqual(state.custom);
    expect(addCustomQuestion(state, '')).toBe(state);
    expect(addCustomQuestion(state, '   ')).toBe(state);
  });

  it('keeps two questions whose first 40 characters are the same (spec §5: the old keys collided)', () => {
    const prefix = 'Tell me about a time you worked with a t';
    expect(prefix).toHaveLength(40);
    let state = addCustomQuestion(emptyState, `${prefix}eam across time zones.`);
    state = addCustomQuestion(state, `${prefix}eam that missed its targets.`);
    state = addCustomQuestion(state, `${prefix}eam across time zones.`);
    expect(state.chosen.map((x) => x.id)).toEqual(['custom-1', 'custom-2', 'custom-3']);
    expect(new Set(state.chosen.map((x) => x.id)).size).toBe(3);
    expect(removeQuestion(state, 'custom-1').chosen.map((x) => x.text)).toEqual([
      `${prefix}eam that missed its targets.`,
      `${prefix}eam across time zones.`,
    ]);
  });

  it('after removing the custom questions from the chosen list, a new one still gets a new id', () => {
    let state = addCustomQuestion(addCustomQuestion(emptyState, 'One?'), 'Two?');
    state = removeQuestion(removeQuestion(state, 'custom-1'), 'custom-2');
    expect(addCustomQuestion(state, 'Three?').chosen.map((x) => x.id)).toEqual(['custom-3']);
  });
});

describe('cutQuestion (spec §9: 40 characters for display)', () => {
  it('leaves a short question as it is and cuts a long one at 40 characters', () => {
    expect(cutQuestion('Why this role?')).toBe('Why this role?');
    const long = 'What would you want to have achieved after your first six months here?';
    expect(cutQuestion(long)).toBe(`${long.slice(0, 40).trimEnd()}…`);
    expect(cutQuestion('x'.repeat(40))).toBe('x'.repeat(40));
  });

  it('never splits a Thai cluster (a consonant with its vowel and tone marks)', () => {
    const thai = 'เล่าถึงครั้งที่คุณต้องทำงานให้ทันกำหนดเวลาที่กระชั้นชิด คุณจัดการอย่างไร';
    const cut = cutQuestion(thai);
    const clusters = [...new Intl.Segmenter('th', { granularity: 'grapheme' }).segment(cut.slice(0, -1))];
    expect(clusters.length).toBeLessThanOrEqual(40);
    expect(thai.startsWith(cut.slice(0, -1))).toBe(true);
  });
});

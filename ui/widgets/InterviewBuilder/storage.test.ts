import { describe, expect, it } from 'vitest';

import { addCustomQuestion, addQuestion, emptyState, type BuilderQuestion } from './chosen';
import { restoreState, serialiseState } from './storage';

const builtIn = new Map<string, BuilderQuestion>([
  ['motivation-1', { id: 'motivation-1', text: 'Why this role?', category: 'motivation' }],
  ['situational-2', { id: 'situational-2', text: 'Two urgent tasks?', category: 'situational' }],
]);

describe('interview builder storage', () => {
  it('restores the chosen order and the custom list saved before', () => {
    let state = addQuestion(emptyState, builtIn.get('situational-2')!);
    state = addCustomQuestion(state, 'What motivates you on a slow day?');
    state = addQuestion(state, builtIn.get('motivation-1')!);
    expect(restoreState(serialiseState(state), builtIn)).toEqual(state);
  });

  it("takes a built-in question's text of today's page and drops one that no longer exists", () => {
    const saved = JSON.stringify({
      chosen: [
        { id: 'motivation-1', text: 'Mengapa posisi ini?' },
        { id: 'motivation-99', text: 'Gone' },
      ],
      custom: [],
    });
    expect(restoreState(saved, builtIn).chosen).toEqual([builtIn.get('motivation-1')]);
  });

  it('answers the empty state for anything unreadable, never an error', () => {
    for (const raw of [null, '', 'not json', '[]', '{"chosen":"x"}', '{"chosen":[{"id":1}]}', 'null'])
      expect(restoreState(raw, builtIn)).toEqual({ chosen: [], custom: [] });
  });

  it('ignores duplicate and malformed custom entries', () => {
    const saved = JSON.stringify({
      chosen: [
        { id: 'custom-1', text: 'A?' },
        { id: 'custom-1', text: 'A?' },
      ],
      custom: [
        { id: 'custom-1', text: 'A?' },
        { id: 'custom-1', text: 'B?' },
        { id: 'evil', text: 'C?' },
        { id: 'custom-2', text: '   ' },
      ],
    });
    const state = restoreState(saved, builtIn);
    expect(state.custom).toEqual([{ id: 'custom-1', text: 'A?', category: 'addQuestion' }]);
    expect(state.chosen).toEqual(state.custom);
  });
});

/**
 * The interview builder's state (spec §3 interview builder, §4, §5): the chosen questions in their order and the
 * reader's own questions. Every question carries an id of its own, so two questions whose first 40 characters
 * are the same are two questions (the display cut of spec §9 is for display only, never a key).
 */

/** The four built-in categories of spec §3, plus the reader's own questions ('addQuestion'). */
export type QuestionCategory = 'motivation' | 'behavioural' | 'situational' | 'skillsBased' | 'addQuestion';

export interface BuilderQuestion {
  /** Built-in: '<category>-<n>'; the reader's own: 'custom-<n>'. */
  id: string;
  text: string;
  category: QuestionCategory;
}

export interface BuilderState {
  chosen: BuilderQuestion[];
  custom: BuilderQuestion[];
}

export const emptyState: BuilderState = { chosen: [], custom: [] };

/** Spec §9: a question is shown cut to 40 characters. */
export const DISPLAY_LENGTH = 40;

/** The first `length` characters of a question (whole Thai clusters and emoji, never half of one), with '…' when cut. */
export function cutQuestion(text: string, length = DISPLAY_LENGTH): string {
  const parts =
    typeof Intl !== 'undefined' && 'Segmenter' in Intl
      ? Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment)
      : Array.from(text);
  return parts.length <= length ? text : `${parts.slice(0, length).join('').trimEnd()}…`;
}

export const isChosen = (state: BuilderState, id: string) => state.chosen.some((q) => q.id === id);

/** Adds a question at the end of the chosen list; a question already chosen stays where it is. */
export function addQuestion(state: BuilderState, question: BuilderQuestion): BuilderState {
  return isChosen(state, question.id) ? state : { ...state, chosen: [...state.chosen, question] };
}

export function removeQuestion(state: BuilderState, id: string): BuilderState {
  return { ...state, chosen: state.chosen.filter((q) => q.id !== id) };
}

/** Moves the question `activeId` to where `overId` is (a drag or keyboard sort ending over another question). */
export function moveQuestion(state: BuilderState, activeId: string, overId: string): BuilderState {
  const from = state.chosen.findIndex((q) => q.id === activeId);
  const to = state.chosen.findIndex((q) => q.id === overId);
  if (from < 0 || to < 0 || from === to) return state;
  const chosen = [...state.chosen];
  chosen.splice(to, 0, ...chosen.splice(from, 1));
  return { ...state, chosen };
}

/** An id no custom question has yet: one more than the highest number used. */
function nextCustomId(custom: readonly BuilderQuestion[]): string {
  const used = custom.map((q) => Number(/^custom-(\d+)$/.exec(q.id)?.[1] ?? 0));
  return `custom-${Math.max(0, ...used) + 1}`;
}

/**
 * Spec §4/§5: the reader's own question goes to the custom list and the chosen list at once; an empty (or
 * blank) text does nothing.
 */
export function addCustomQuestion(state: BuilderState, text: string): BuilderState {
  const trimmed = text.trim();
  if (!trimmed) return state;
  const question: BuilderQuestion = {
    id: nextCustomId(state.custom),
    text: trimmed,
    category: 'addQuestion',
  };
  return { custom: [...state.custom, question], chosen: [...state.chosen, question] };
}

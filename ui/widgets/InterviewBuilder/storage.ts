import type { BuilderQuestion, BuilderState } from './chosen';

/** The longest question kept (the custom input allows no more). */
export const MAX_QUESTION_LENGTH = 300;

interface Stored {
  chosen: { id: string; text: string }[];
  custom: { id: string; text: string }[];
}

const isEntry = (value: unknown): value is { id: string; text: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'string' &&
  typeof (value as { text?: unknown }).text === 'string' &&
  (value as { text: string }).text.trim().length > 0 &&
  (value as { text: string }).text.length <= MAX_QUESTION_LENGTH;

const entries = (value: unknown) => (Array.isArray(value) ? value.filter(isEntry) : []);

/**
 * The state saved by `saveState`, read back against today's built-in questions: a built-in question takes its
 * current text (the page's language), one that no longer exists is dropped, the reader's own keep theirs.
 * Anything unreadable gives the empty state, never an error.
 */
export function restoreState(
  raw: string | null,
  builtIn: ReadonlyMap<string, BuilderQuestion>,
): BuilderState {
  let parsed: unknown;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    return { chosen: [], custom: [] };
  }
  const data = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Partial<Stored>;
  const custom: BuilderQuestion[] = [];
  for (const entry of entries(data.custom)) {
    if (/^custom-\d+$/.test(entry.id) && !custom.some((q) => q.id === entry.id))
      custom.push({ id: entry.id, text: entry.text, category: 'addQuestion' });
  }
  const chosen: BuilderQuestion[] = [];
  for (const entry of entries(data.chosen)) {
    const question = builtIn.get(entry.id) ?? custom.find((q) => q.id === entry.id);
    if (question && !chosen.some((q) => q.id === question.id)) chosen.push(question);
  }
  return { chosen, custom };
}

/** The state as saved in local storage: ids and texts only. */
export function serialiseState(state: BuilderState): string {
  const slim = (q: BuilderQuestion) => ({ id: q.id, text: q.text });
  const stored: Stored = { chosen: state.chosen.map(slim), custom: state.custom.map(slim) };
  return JSON.stringify(stored);
}

/** Local storage may be missing or refuse (private windows, quota): the builder then simply does not remember. */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the list still works for this visit.
  }
}

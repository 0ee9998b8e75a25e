import { describe, expect, it } from 'vitest';

import { highlightParts } from './highlight';

const marked = (text: string, query: string) =>
  highlightParts(text, query)
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join('');

describe('highlightParts', () => {
  it('marks every word of the query, whatever its case, including prefixes of longer words', () => {
    expect(marked('Questions to ask at the end of an Interview', 'interv ask')).toBe(
      'Questions to [ask] at the end of an [Interv]iew',
    );
  });

  it('marks every occurrence and merges touching matches', () => {
    expect(marked('Resume resumes', 'resume')).toBe('[Resume] [resume]s');
    expect(marked('abcabc', 'abc bca')).toBe('[abcabc]');
  });

  it('marks a Thai query, written without spaces, as a whole', () => {
    expect(marked('วิธีเขียนเรซูเม่ให้โดดเด่น', 'เรซู')).toBe('วิธีเขียน[เรซู]เม่ให้โดดเด่น');
  });

  it('marks nothing for a blank query or no match, and keeps markup as text', () => {
    expect(highlightParts('Cover <b>letter</b>', '   ')).toEqual([
      { text: 'Cover <b>letter</b>', match: false },
    ]);
    expect(marked('Cover <b>letter</b>', '<b>')).toBe('Cover [<b>]letter</b>');
  });
});

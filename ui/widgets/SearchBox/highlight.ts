/** A piece of a suggestion's text, marked when it matches a word of the query (spec §5). */
export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * Splits `text` into parts, marking every case-insensitive occurrence of each word of `query`. Words are
 * split on white space, so a Thai query (no spaces) is matched as a whole; overlapping matches merge.
 */
export function highlightParts(text: string, query: string): TextPart[] {
  const lower = text.toLowerCase();
  const words = [...new Set(query.toLowerCase().split(/\s+/u).filter(Boolean))];
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    // Lower-casing can change a string's length (e.g. 'İ'); then offsets would not line up, so skip.
    if (lower.length !== text.length) break;
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1)) {
      marked.fill(true, at, at + word.length);
    }
  }
  const parts: TextPart[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const last = parts.at(-1);
    if (last && last.match === marked[i]) last.text += text[i];
    else parts.push({ text: text[i]!, match: marked[i]! });
  }
  return parts;
}

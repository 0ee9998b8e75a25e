/** A piece of text: plain, or an e-mail address to link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'email'; text: string };

// Local part, @, domain labels and a top-level domain of letters: a trailing full stop stays text.
const emailPattern = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** Splits text so that tokens that look like e-mail addresses can become mailto links (spec §5). */
export function splitEmails(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(emailPattern)) {
    const at = match.index;
    if (at > last) parts.push({ kind: 'text', text: text.slice(last, at) });
    parts.push({ kind: 'email', text: match[0] });
    last = at + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** Characters of a team member's description shown before 'Show more' (spec §2): phones, then wider screens. */
export const MOBILE_LIMIT = 175;
export const WIDE_LIMIT = 350;

/** The text cut to at most `limit` characters at a word boundary, with an ellipsis; as it is when short enough. */
export function truncate(text: string, limit: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

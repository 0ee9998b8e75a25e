/** Share targets of the article page (spec §2): three networks, e-mail, copy link and print. */
export const shareTypes = ['facebook', 'x', 'linkedin', 'email', 'copy', 'print'] as const;
export type ShareType = (typeof shareTypes)[number];

export interface ShareSubject {
  /** The page's absolute URL. */
  url: string;
  title: string;
}

/** Spec §2 and §8: an unsupported share type is a programming error, so it throws. */
export function assertShareType(type: string): asserts type is ShareType {
  if (!(shareTypes as readonly string[]).includes(type)) throw new Error(`Unsupported share type: ${type}`);
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** The link that shares `subject` on a network or by e-mail; null for the actions (copy, print). */
export function shareHref(type: string, { url, title }: ShareSubject): string | null {
  assertShareType(type);
  switch (type) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${query({ u: url })}`;
    case 'x':
      return `https://x.com/intent/tweet?${query({ url, text: title })}`;
    case 'linkedin':
      return `https://www.linkedin.com/shareArticle?${query({ mini: 'true', url, title })}`;
    case 'email':
      // mailto wants %20 for spaces, not '+'.
      return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`;
    default:
      return null;
  }
}

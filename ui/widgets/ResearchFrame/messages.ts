/**
 * The messages the research page and the page embedding it exchange (spec §2 research iframe page):
 * - from the frame: `research:page` (its reader moved to another section) and `research:height` (its height);
 * - to the frame: `research:show` (show this section, e.g. after Back) and `research:measure` (report height).
 */
export type FrameMessage =
  { type: 'research:page'; page: string } | { type: 'research:height'; height: number };

const PAGE = /^[\w-]{1,64}$/;
/** The tallest frame the page accepts, in px. */
export const MAX_HEIGHT = 20_000;
/** Spec §9: the frame's height is set a second after it loads. */
export const RESIZE_DELAY_MS = 1000;

/** A section name from the `page` query parameter or a message, or null when it is not one. */
export function pageName(value: unknown): string | null {
  return typeof value === 'string' && PAGE.test(value) ? value : null;
}

/** A message from the frame this page understands, or null. */
export function frameMessage(data: unknown): FrameMessage | null {
  if (!data || typeof data !== 'object') return null;
  const message = data as Record<string, unknown>;
  if (message.type === 'research:page') {
    const page = pageName(message.page);
    return page ? { type: 'research:page', page } : null;
  }
  if (message.type === 'research:height' && typeof message.height === 'number') {
    const height = Math.round(message.height);
    return height > 0 && height <= MAX_HEIGHT ? { type: 'research:height', height } : null;
  }
  return null;
}

/** The frame's address showing `page`: the section is the hash of the research page. */
export function frameSrc(src: string, page: string | null): string {
  const base = src.split('#')[0] ?? src;
  return page ? `${base}#${page}` : base;
}

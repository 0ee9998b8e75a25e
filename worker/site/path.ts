import type { Language, Site } from './sites';

export interface ParsedPath {
  /** The language of the path: its /id or /th prefix, else English. */
  language: Language;
  /** The path segments after the language prefix, decoded, empty ones dropped. */
  segments: string[];
  /** A trailing number below 2000 (spec §2); years like 2024 stay segments. */
  pageNumber: number | undefined;
  /** The segments again, as a path with a leading slash and no page number. */
  path: string;
}

const prefixLanguages: Language[] = ['id', 'th'];

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Parses a request path (spec §2): empty segments are ignored; a leading /id or /th selects that
 * language when the site serves it; a trailing integer below 2000 is a page number.
 */
export function parsePath(pathname: string, site: Site): ParsedPath {
  const segments = pathname.split('/').filter(Boolean).map(decode);
  let language: Language = 'en';
  const first = segments[0]?.toLowerCase();
  const prefix = prefixLanguages.find((l) => l === first);
  if (prefix && site.locales.some((l) => l.language === prefix)) {
    language = prefix;
    segments.shift();
  }
  let pageNumber: number | undefined;
  const last = segments.at(-1);
  if (segments.length > 1 && last !== undefined && /^\d+$/.test(last) && Number(last) < 2000) {
    pageNumber = Number(last);
    segments.pop();
  }
  return { language, segments, pageNumber, path: `/${segments.join('/')}` };
}

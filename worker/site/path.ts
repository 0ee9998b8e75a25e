import type { Language, Site } from './sites';

export interface ParsedPath {
  /** The language of the path: its /id or /th prefix, else English. */
  language: Language;
  /** The path segments after the language prefix, decoded, empty ones dropped. */
  segments: string[];
  /**
   * A trailing number below 2000 (spec §2), as a page: below 1 is 1, fractions truncated (spec §5); years
   * like 2024 stay segments.
   */
  pageNumber: number | undefined;
  /** The segments again, as a path with a leading slash and no page number. */
  path: string;
}

const prefixLanguages: Language[] = ['id', 'th'];

// A numeric path segment: '3', '0', '-1', '1.5' (spec §2: a trailing numeric segment is stripped).
const NUMBER = /^-?\d{1,6}(\.\d{1,6})?$/;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Parses a request path (spec §2): empty segments are ignored; a leading /id or /th selects that
 * language when the site serves it; a trailing number below 2000 is a page number.
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
  if (segments.length > 1 && last !== undefined && NUMBER.test(last) && Number(last) < 2000) {
    pageNumber = Math.max(1, Math.trunc(Number(last)));
    segments.pop();
  }
  return { language, segments, pageNumber, path: `/${segments.join('/')}` };
}

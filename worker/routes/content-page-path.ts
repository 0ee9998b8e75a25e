/** Which CMS page a content path names (spec §2 route table and "Link routes from content types"). */
import { awardsSlugPrefixes } from '../../model/links';
import type { PageQuery } from '../content/pages/load-page';

/**
 * Words other routes own: a content path using one as a section or slug is a 404 with that word (spec §8),
 * never a CMS lookup (e.g. /career-advice/article without a slug).
 */
export const RESERVED_SLUGS: readonly string[] = [
  'article',
  'category',
  'author',
  'search',
  'article-search',
  'preview',
  'view',
  'article-preview',
];

// CMS slugs are lower-case words joined by hyphens; anything else (favicon.ico, %00 …) is no page.
const SLUG = /^[a-z0-9][a-z0-9_-]{0,255}$/i;

export type ContentPath =
  | { kind: 'not-found'; slug: string }
  /** /page (the route table's `page (index)`): the index of the pages, the home page (slug `home`). */
  | { kind: 'page-index'; slug: string; queries: PageQuery[] }
  /** /page/{slug}: a page without a section, tried with each awards prefix when the bare slug is missing. */
  | { kind: 'sectionless'; slug: string; queries: PageQuery[] }
  /** A section page: the queries to try in order (the first found wins), and the slug a 404 names. */
  | { kind: 'section'; slug: string; queries: PageQuery[] };

/**
 * Inverts pageHref: /{section} is the section's own page, /{section}/{slug} a page of the section or the own
 * page of a child section, /{parent}/{section}/{slug} a page of a child section; /page and /page/{slug} are
 * the index and pages without a section. `segments` come from parsePath (no language, no page number).
 */
export function contentPath(segments: string[]): ContentPath {
  const last = segments.at(-1) ?? '';
  const reserved = segments.find((segment) => RESERVED_SLUGS.includes(segment.toLowerCase()));
  if (reserved) return { kind: 'not-found', slug: reserved };
  if (segments.length === 0 || segments.length > 3) return { kind: 'not-found', slug: last || '/' };
  const invalid = segments.find((segment) => !SLUG.test(segment));
  if (invalid !== undefined) return { kind: 'not-found', slug: invalid };
  const [first, second, third] = segments as [string, string?, string?];
  if (first === 'page') {
    if (second === undefined) return { kind: 'page-index', slug: 'home', queries: [{ slug: 'home' }] };
    if (third !== undefined) return { kind: 'not-found', slug: third };
    const slugs = [second, ...awardsSlugPrefixes.map((prefix) => `${prefix}${second}`)];
    return { kind: 'sectionless', slug: second, queries: slugs.map((slug) => ({ slug })) };
  }
  if (second === undefined)
    return { kind: 'section', slug: first, queries: [{ slug: first, section: first }] };
  if (third === undefined) {
    return {
      kind: 'section',
      slug: second,
      queries: [
        { slug: second, section: first },
        { slug: second, section: second },
      ],
    };
  }
  return { kind: 'section', slug: third, queries: [{ slug: third, section: second }] };
}

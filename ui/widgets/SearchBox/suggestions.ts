import type { SearchSection, Suggestion } from '../../../model/search';

/** The Worker endpoint behind the search box (worker/routes/search-api.ts); never the search API itself. */
export const SUGGEST_ENDPOINT = '/api/search/autocomplete';

/** The address of the suggestions for `q` in `section` (null: the whole site), in the page's language. */
export function suggestUrl(q: string, section: SearchSection | null, language: string): string {
  const params = new URLSearchParams({ q, language: language.startsWith('en') ? 'en' : language });
  if (section) params.set('section', section);
  return `${SUGGEST_ENDPOINT}?${params}`;
}

const isSuggestion = (value: unknown): value is Suggestion => {
  const item = value as Partial<Suggestion> | null;
  return (
    typeof item?.title === 'string' &&
    typeof item.href === 'string' &&
    // Only paths on this site: a suggestion can never send the reader elsewhere (or run a javascript: URL).
    /^\/(?!\/)/.test(item.href)
  );
};

/** The suggestions of an endpoint response; anything that is not one is left out. */
export function readSuggestions(body: unknown): Suggestion[] {
  const list = (body as { suggestions?: unknown } | null)?.suggestions;
  return Array.isArray(list) ? list.filter(isSuggestion) : [];
}

import { intlLocale } from '../../ui/i18n/languages';
import searchTranslations from '../../ui/i18n/search.vocab';
import type { SearchState } from '../../ui/pages/SearchResultsPage';
import type { Language } from '../site/sites';

/** The results page's title: its heading in the page's language (ui/pages/SearchResultsPage). */
export async function searchTitle(language: Language, state: SearchState, term: string, total: number) {
  const t = await searchTranslations.getMessages(language, intlLocale(language));
  if (state === 'results') return t['{count} Search Results for {term}'].format({ count: total, term });
  if (state === 'failed') return t['Search is unavailable right now'].format();
  if (state === 'too-long') return t['Search term too long'].format();
  return t['No results found {term}'].format({ term });
}

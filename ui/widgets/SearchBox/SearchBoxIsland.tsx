import { useLanguage } from '../../i18n';
import type { HydrateStrategy } from '../../islands/constants';
import { Island } from '../../islands/Island';

import type { SearchBoxProps } from './SearchBox';
import { searchBoxTexts } from './texts';

/** Where a page places a search box and what it holds: the island's props but for its texts. */
export type SearchBoxPlacement = Omit<SearchBoxProps, 'texts'>;

/** The search box island on a page, with its texts in the page's language. */
export function SearchBoxIsland({
  hydrate,
  ...placement
}: SearchBoxPlacement & { hydrate?: HydrateStrategy }) {
  const { language } = useLanguage();
  return (
    <Island name="SearchBox" props={{ ...placement, texts: searchBoxTexts(language) }} hydrate={hydrate} />
  );
}

import { Box, Heading, List, Notice, Stack, Text } from 'braid-design-system';

import { SEARCH_MAX_CHARS } from '../../../model/rules/search-path';
import { Pagination } from '../../components';
import { useTranslations } from '../../i18n';
import translations from '../../i18n/search.vocab';
import { SearchBoxIsland } from '../../widgets/SearchBox/SearchBoxIsland';
import { ArticleGrid } from '../CategoryPage/ArticleGrid';

import type { SearchResultsPageProps } from './types';

/** The page's h1 for each state (spec §2: 'N Search Results for {term}', 'No results found {term}'). */
function useSearchHeading({ term, state, results }: SearchResultsPageProps) {
  const { t } = useTranslations(translations);
  if (state === 'results') return t('{count} Search Results for {term}', { count: results.total, term });
  if (state === 'failed') return t('Search is unavailable right now');
  if (state === 'too-long') return t('Search term too long');
  return t('No results found {term}', { term });
}

function NoResults() {
  const { t } = useTranslations(translations);
  return (
    <Stack space="medium">
      <Heading level="2">{t('Try other ways to search')}</Heading>
      <List>
        <Text>{t('Check the spelling of your search words')}</Text>
        <Text>{t('Use fewer or more general words')}</Text>
      </List>
    </Stack>
  );
}

/**
 * Search results (spec §2 "Search"): the search box holding the term, the heading, the article cards with
 * category and publish date, and pagination along the search path; or the empty, failed and too-long states.
 */
export function SearchResultsPage(props: SearchResultsPageProps) {
  const { state, results, basePath, searchBox } = props;
  const { t } = useTranslations(translations);
  const heading = useSearchHeading(props);
  return (
    <Stack space="xlarge">
      <Box maxWidth="small">
        <SearchBoxIsland {...searchBox} />
      </Box>
      <Heading level="1">{heading}</Heading>
      {state === 'results' ? (
        <Stack space="xlarge">
          <ArticleGrid articles={results.items} />
          <Pagination page={results.page} pageCount={results.pageCount} basePath={basePath} />
        </Stack>
      ) : null}
      {state === 'empty' ? <NoResults /> : null}
      {state === 'failed' ? (
        <Notice tone="critical">
          <Text>{t('We couldn’t search right now. Please try again in a moment.')}</Text>
        </Notice>
      ) : null}
      {state === 'too-long' ? (
        <Notice tone="critical">
          <Text>
            {t('Search terms can be at most {count} characters. Try a shorter search.', {
              count: SEARCH_MAX_CHARS,
            })}
          </Text>
        </Notice>
      ) : null}
    </Stack>
  );
}

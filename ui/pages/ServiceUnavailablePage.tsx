import { Heading, Stack, Text, TextLink } from 'braid-design-system';

import type { SearchBoxPlace } from '../../model/search';
import { useTranslations } from '../i18n';
import translations from '../i18n/common.vocab';
import { ROUTE_ERROR_ATTR } from '../monitoring/constants';
import { SearchBoxIsland } from '../widgets/SearchBox/SearchBoxIsland';

export interface ServiceUnavailablePageProps {
  homeHref: string;
  /** Where the page's search box sends a search (the site's article search). */
  search: SearchBoxPlace;
}

/**
 * 503: a service the page needs is down or slow, so it cannot be shown now (the 'Oops!' screen stays for the
 * site's own errors, spec §8). Says so plainly and offers a search and the home page. Its marker tells browser
 * monitoring, once loaded, to report the screen (ui/monitoring).
 */
export function ServiceUnavailablePage({ homeHref, search }: ServiceUnavailablePageProps) {
  const { t } = useTranslations(translations);
  return (
    <div {...{ [ROUTE_ERROR_ATTR]: '503 Service unavailable' }}>
      <Stack space="large">
        <Heading level="1">{t('This page is unavailable right now')}</Heading>
        <Text>{t('We can’t load this page at the moment. Please try again in a few minutes.')}</Text>
        <SearchBoxIsland {...search} hydrate="visible" />
        <Text>
          <TextLink href={homeHref}>{t('Go to the home page')}</TextLink>
        </Text>
      </Stack>
    </div>
  );
}

import { Heading, Stack, Text, TextLink } from 'braid-design-system';

import type { SearchBoxPlace } from '../../model/search';
import { useTranslations } from '../i18n';
import translations from '../i18n/common.vocab';
import { SearchBoxIsland } from '../widgets/SearchBox/SearchBoxIsland';

export interface NotFoundPageProps {
  slug: string;
  homeHref: string;
  /** Where the page's search box sends a search (the site's article search). */
  search: SearchBoxPlace;
  /** The site's main topics (its header's category links), so a reader has somewhere to go on. */
  topics: { text: string; href: string }[];
}

/** 404: names the slug that was not found (spec §8), then offers a search and the site's main topics. */
export function NotFoundPage({ slug, homeHref, search, topics }: NotFoundPageProps) {
  const { t } = useTranslations(translations);
  return (
    <Stack space="large">
      <Heading level="1">{t('Page not found')}</Heading>
      <Text>{t('We couldn’t find a page at {slug}.', { slug })}</Text>
      <SearchBoxIsland {...search} hydrate="visible" />
      {topics.length > 0 ? (
        <Stack space="medium">
          <Heading level="2">{t('Popular topics')}</Heading>
          <Stack space="small" component="ul">
            {topics.map((topic) => (
              <Text key={topic.href} component="li">
                <TextLink href={topic.href}>{topic.text}</TextLink>
              </Text>
            ))}
          </Stack>
        </Stack>
      ) : null}
      <Text>
        <TextLink href={homeHref}>{t('Go to the home page')}</TextLink>
      </Text>
    </Stack>
  );
}

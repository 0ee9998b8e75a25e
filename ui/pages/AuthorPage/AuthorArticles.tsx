import { Box, Divider, Stack, Text, TextLink, Tiles } from 'braid-design-system';
import { Fragment } from 'react';

import { listPageHref } from '../../../model/rules/list-pages';
import { ArticleCard, ArticleListItem, Pagination } from '../../components';
import { useTranslations } from '../../i18n';
import translations from '../../i18n/listing.vocab';

import type { AuthorPageProps } from './types';

/** Cards on mobile, list items from tablet up (spec §2); both show category, date and time to read. */
function Articles({ items }: { items: AuthorPageProps['articles']['items'] }) {
  return (
    <>
      <Box display={{ mobile: 'block', tablet: 'none' }}>
        <Tiles space="medium" columns={1}>
          {items.map((article) => (
            <ArticleCard key={article.id} article={article} headingLevel="2" showTimeToRead />
          ))}
        </Tiles>
      </Box>
      <Box display={{ mobile: 'none', tablet: 'block' }}>
        <Stack space="large">
          {items.map((article, i) => (
            <Fragment key={article.id}>
              {i > 0 ? <Divider /> : null}
              <ArticleListItem article={article} headingLevel="2" />
            </Fragment>
          ))}
        </Stack>
      </Box>
    </>
  );
}

/** One page of the author's articles with its pagination, or the text for an author without articles. */
export function AuthorArticles({ articles, basePath }: Pick<AuthorPageProps, 'articles' | 'basePath'>) {
  const { t } = useTranslations(translations);
  if (articles.pageCount === 0) {
    return <Text tone="secondary">{t("There aren't any articles by this author right now.")}</Text>;
  }
  if (articles.items.length === 0) {
    return (
      <Stack space="medium">
        <Text tone="secondary">{t('There are no articles on this page.')}</Text>
        <Text>
          <TextLink href={listPageHref(basePath, 1)}>{t('Go to the first page')}</TextLink>
        </Text>
      </Stack>
    );
  }
  return (
    <Stack space="xlarge">
      <Articles items={articles.items} />
      <Pagination page={articles.page} pageCount={articles.pageCount} basePath={basePath} />
    </Stack>
  );
}

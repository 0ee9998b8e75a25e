import { Box, Divider, Heading, Stack, Text, TextLink } from 'braid-design-system';

import type { ArticlesPage } from '../../../model/articles-page';
import { listPageHref } from '../../../model/rules/list-pages';
import { Breadcrumbs, Pagination } from '../../components';
import { TextIn, useTextLang, useTranslations } from '../../i18n';
import translations from '../../i18n/listing.vocab';
import { KeptPart } from '../../layout/prerendered';
import { RichText } from '../../rich-text';

import { ArticleGrid } from './ArticleGrid';
import { ContactBlock, SubscriptionSection } from './CategoryExtras';
import { ChildCategories } from './ChildCategories';
import type { CategoryPageProps } from './types';

function EmptyList({ articles, basePath }: { articles: ArticlesPage; basePath: string }) {
  const { t } = useTranslations(translations);
  if (articles.pageCount === 0) {
    return <Text tone="secondary">{t("There aren't any articles in this category right now.")}</Text>;
  }
  // A page beyond the last (spec §5 only normalises numbers below 1): no cards, and the way back.
  return (
    <Stack space="medium">
      <Text tone="secondary">{t('There are no articles on this page.')}</Text>
      <Text>
        <TextLink href={listPageHref(basePath, 1)}>{t('Go to the first page')}</TextLink>
      </Text>
    </Stack>
  );
}

/** The category page (spec §2 "Category page"), from the category's view model and one page of its articles. */
export function CategoryPage({ keeper, ...props }: CategoryPageProps) {
  const { breadcrumbs, category, articles, basePath, childCategories, contact, subscription } = props;
  const development = props.development ?? false;
  const lang = useTextLang(category.language);
  // A function of its props (and the page's language and providers): kept as HTML for the next reader of the
  // same page (worker/render/part-markup.tsx).
  return (
    <KeptPart keeper={keeper} deps={props}>
      <Stack space="xxlarge">
        <Stack space="large">
          <Breadcrumbs items={breadcrumbs} />
          <Heading level="1">
            <TextIn language={category.language}>{category.name}</TextIn>
          </Heading>
          {category.description ? (
            <Box maxWidth="small" lang={lang}>
              <RichText content={category.description.raw} />
            </Box>
          ) : null}
        </Stack>
        <Stack space="xlarge">
          {articles.items.length > 0 ? (
            <ArticleGrid articles={articles.items} />
          ) : (
            <EmptyList articles={articles} basePath={basePath} />
          )}
          <Pagination page={articles.page} pageCount={articles.pageCount} basePath={basePath} />
        </Stack>
        {childCategories.some((child) => child.articles.length > 0) ? (
          <Stack space="xxlarge">
            <Divider />
            <ChildCategories items={childCategories} />
          </Stack>
        ) : null}
        {contact ? <ContactBlock banner={contact} /> : null}
        {subscription ? <SubscriptionSection form={subscription} development={development} /> : null}
      </Stack>
    </KeptPart>
  );
}

import { Box, Columns, Column, Heading, Stack, Text, TextLink, Tiles } from 'braid-design-system';

import type { ChildCategoryWithLatestArticles } from '../../../model/category-latest-articles';
import { ArticleCard } from '../../components';
import { useTranslations } from '../../i18n';
import translations from '../../i18n/listing.vocab';

// Spec §9: a category section shows 3 articles on mobile, 2 on tablet and 3 on desktop.
const SHOWN = 3;
const tabletOnlyHidden = { mobile: 'block', tablet: 'none', desktop: 'block' } as const;

function ChildCategory({ child }: { child: ChildCategoryWithLatestArticles }) {
  const { t } = useTranslations(translations);
  return (
    <Box component="section" aria-label={child.name}>
      <Stack space="large">
        <Columns space="medium" alignY="bottom">
          <Column>
            <Heading level="2">{child.name}</Heading>
          </Column>
          {child.href ? (
            <Column width="content">
              <Text>
                <TextLink
                  href={child.href}
                  aria-label={t('View all {category} articles', { category: child.name })}
                >
                  {t('View all')}
                </TextLink>
              </Text>
            </Column>
          ) : null}
        </Columns>
        <Tiles space={{ mobile: 'medium', tablet: 'large' }} columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
          {child.articles.slice(0, SHOWN).map((article, i) => (
            <Box key={article.id} height="full" display={i === SHOWN - 1 ? tabletOnlyHidden : undefined}>
              <ArticleCard article={article} headingLevel="3" />
            </Box>
          ))}
        </Tiles>
      </Stack>
    </Box>
  );
}

/** The child categories of a category, each with its latest articles and a link to its own page. */
export function ChildCategories({ items }: { items: ChildCategoryWithLatestArticles[] }) {
  const shown = items.filter((child) => child.articles.length > 0);
  if (shown.length === 0) return null;
  return (
    <Stack space="xxlarge">
      {shown.map((child) => (
        <ChildCategory key={child.id} child={child} />
      ))}
    </Stack>
  );
}

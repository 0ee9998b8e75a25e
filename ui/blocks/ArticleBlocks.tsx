import { Box, Heading, Inline, Stack, Text, TextLink } from 'braid-design-system';

import type { ArticleCard } from '../../model/article-card';
import type { ArticleCardGroupView } from '../../model/blocks/article-card-group';
import type { CategorySectionView } from '../../model/blocks/category-section';
import type { LatestArticlesView } from '../../model/blocks/latest-articles';
import type { LatestArticlesByCategoryView } from '../../model/blocks/latest-articles-by-category';
import type { TopicArticleGroupView } from '../../model/blocks/topic-article-group';
import { ArticleCard as ArticleCardTile, ArticleListItem } from '../components';
import { EntryText, useTranslations } from '../i18n';

import * as styles from './articles.css';
import translations from './blocks.vocab';
import { MoreArrow } from './icons';
import { Rich } from './Rich';

/** Spec §9: at most 3 articles on phones and desktops, 2 on tablets. */
export const RESPONSIVE_MAX = { mobile: 3, tablet: 2, desktop: 3 } as const;

/** Article cards in a 1/2/3-column grid; `limit` keeps the responsive maximum of spec §9. */
export function ArticleGrid({
  articles,
  limit = false,
  headingLevel = '3',
}: {
  articles: ArticleCard[];
  limit?: boolean;
  headingLevel?: '3' | '4';
}) {
  const shown = limit ? articles.slice(0, RESPONSIVE_MAX.desktop) : articles;
  return (
    <ul className={`${styles.grid} ${styles.list}`}>
      {shown.map((article, i) => (
        <li
          key={article.id}
          className={limit && i >= RESPONSIVE_MAX.tablet ? styles.hiddenOnTablet : undefined}
        >
          <ArticleCardTile article={article} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

function MoreLink({ href, name }: { href: string | null; name: string }) {
  const { t } = useTranslations(translations);
  if (!href) return null;
  return (
    <Text>
      <TextLink href={href} icon={<MoreArrow />} iconPosition="trailing">
        {t('More in {category}', { category: name })}
      </TextLink>
    </Text>
  );
}

/** The latest articles of one category, with a link to the category page. */
export function LatestArticlesByCategory({ latest }: { latest: LatestArticlesByCategoryView }) {
  const { title, category, articles } = latest;
  const { t } = useTranslations(translations);
  return (
    <Stack space="large">
      <Heading level="2">
        {title ? <EntryText>{title}</EntryText> : category?.name || t('Latest articles')}
      </Heading>
      <ArticleGrid articles={articles} limit />
      {category ? <MoreLink href={category.href} name={category.name} /> : null}
    </Stack>
  );
}

/** The newest articles of the site (or of one section). */
export function LatestArticles({ latest: { title, articles } }: { latest: LatestArticlesView }) {
  const { t } = useTranslations(translations);
  return (
    <Stack space="large">
      <Heading level="2">{title ? <EntryText>{title}</EntryText> : t('Latest articles')}</Heading>
      <ArticleGrid articles={articles} limit />
    </Stack>
  );
}

/** Chosen articles as cards, or as a list of rows. */
export function ArticleCardGroup({ group: { title, display, articles } }: { group: ArticleCardGroupView }) {
  return (
    <Stack space="large">
      {title ? <Heading level="2">{title}</Heading> : null}
      {display === 'list' ? (
        <ul className={styles.list}>
          {articles.map((article) => (
            <li key={article.id}>
              <Box paddingBottom="large">
                <ArticleListItem article={article} />
              </Box>
            </li>
          ))}
        </ul>
      ) : (
        <ArticleGrid articles={articles} />
      )}
    </Stack>
  );
}

/** Articles grouped by topic: each topic's name, description and articles. */
export function TopicArticleGroup({ group: { title, topics } }: { group: TopicArticleGroupView }) {
  return (
    <Stack space="xlarge">
      {title ? <Heading level="2">{title}</Heading> : null}
      {topics.map((topic) => (
        <Box component="section" key={topic.id} aria-label={topic.name}>
          <Stack space="large">
            <Heading level={title ? '3' : '2'}>{topic.name}</Heading>
            <Rich content={topic.description} />
            <ArticleGrid articles={topic.articles} headingLevel={title ? '4' : '3'} />
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

/** Categories one under the other, each with its latest articles and a link to its page. */
export function CategorySection({ section: { title, categories } }: { section: CategorySectionView }) {
  return (
    <Stack space="xxlarge">
      {title ? (
        <Heading level="2">
          <EntryText>{title}</EntryText>
        </Heading>
      ) : null}
      {categories.map((category) => (
        <Box component="section" key={category.slug} aria-label={category.name}>
          <Stack space="large">
            <Inline space="medium" alignY="bottom">
              <Heading level={title ? '3' : '2'}>{category.name}</Heading>
            </Inline>
            <ArticleGrid articles={category.articles} headingLevel={title ? '4' : '3'} />
            <MoreLink href={category.href} name={category.name} />
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

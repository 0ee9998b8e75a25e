import { Box, Heading, Inline, Stack, Text, TextLink } from 'braid-design-system';

import * as cardStyles from '../../components/components.css';
import { commonTranslations, formatDate, useLanguage, useTranslations } from '../../i18n';

import type { TopicArticleModel, TopicCardField } from './types';

export interface TopicArticleCardProps {
  article: TopicArticleModel;
  /** What the card shows besides image and title (spec §3 topic list cardFields). */
  fields: readonly TopicCardField[];
}

/** An article of a topic list as a card showing the fields the editor chose. */
export function TopicArticleCard({ article, fields }: TopicArticleCardProps) {
  const { t } = useTranslations(commonTranslations);
  const { language } = useLanguage();
  const show = (field: TopicCardField) => fields.includes(field);
  const meta = [
    show('Category') && article.category ? (
      <Text key="category" size="small" weight="medium">
        {article.category.href ? (
          <span className={cardStyles.aboveCardLink}>
            <TextLink href={article.category.href}>{article.category.name}</TextLink>
          </span>
        ) : (
          article.category.name
        )}
      </Text>
    ) : null,
    show('PublishDate') && article.publishDate ? (
      <Text key="date" size="small" tone="secondary">
        <time dateTime={article.publishDate}>{formatDate(article.publishDate, language)}</time>
      </Text>
    ) : null,
    show('ReadTime') && article.timeToRead ? (
      <Text key="time" size="small" tone="secondary">
        {t(`{count} ${article.readingTimeUnit}`, { count: article.timeToRead })}
      </Text>
    ) : null,
  ].filter(Boolean);
  return (
    <Box
      component="article"
      className={cardStyles.card}
      background="surface"
      borderRadius="large"
      boxShadow="borderNeutralLight"
      overflow="hidden"
    >
      {article.image ? (
        <img
          className={cardStyles.cardImage}
          src={article.image.url}
          alt=""
          width={article.image.width ?? 480}
          height={article.image.height ?? 320}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <div className={cardStyles.cardImagePlaceholder} aria-hidden="true" />
      )}
      <Box padding="gutter">
        <Stack space="medium">
          {meta.length ? <Inline space="small">{meta}</Inline> : null}
          <Heading level="4" component="h4">
            <a className={cardStyles.cardLink} href={article.href}>
              {article.title}
            </a>
          </Heading>
          {show('Excerpt') && article.excerpt ? <Text tone="secondary">{article.excerpt}</Text> : null}
        </Stack>
      </Box>
    </Box>
  );
}

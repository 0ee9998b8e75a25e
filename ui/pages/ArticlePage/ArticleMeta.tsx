import { Inline, Text, TextLink } from 'braid-design-system';
import { Fragment } from 'react';

import type { ArticleView } from '../../../model/article';
import { commonTranslations, formatDate, TextIn, useLanguage, useTranslations } from '../../i18n';
import translations from '../../i18n/article.vocab';

/** Category link, reading time with its unit by type, and publish date (en-GB style, spec §9). */
export function ArticleMeta({ article }: { article: ArticleView }) {
  const { t: common } = useTranslations(commonTranslations);
  const { t } = useTranslations(translations);
  const { language } = useLanguage();
  const { category, timeToRead, readingTimeUnit, publishDate } = article;
  const date = publishDate ? formatDate(publishDate, language) : '';
  const items = [
    category ? (
      <Text key="category" size="small" weight="medium">
        <TextIn language={category.language}>
          {category.href ? <TextLink href={category.href}>{category.name}</TextLink> : category.name}
        </TextIn>
      </Text>
    ) : null,
    timeToRead ? (
      <Text key="time" size="small" tone="secondary">
        {common(`{count} ${readingTimeUnit}`, { count: timeToRead })}
      </Text>
    ) : null,
    date ? (
      <Text key="date" size="small" tone="secondary">
        <time dateTime={publishDate ?? undefined}>{t('Published {date}', { date })}</time>
      </Text>
    ) : null,
  ].filter(Boolean);
  if (items.length === 0) return null;
  return <Inline space="small">{items}</Inline>;
}

/** 'Written by' and the authors, each linking to their page. */
export function Byline({ authors }: { authors: ArticleView['authors'] }) {
  const { t } = useTranslations(commonTranslations);
  if (authors.length === 0) return null;
  return (
    <Text size="small" tone="secondary">
      {t('Written by')}{' '}
      {authors.map((author, i) => (
        <Fragment key={author.href}>
          {i > 0 ? ', ' : null}
          <TextLink href={author.href}>{author.name}</TextLink>
        </Fragment>
      ))}
    </Text>
  );
}

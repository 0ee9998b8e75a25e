import { Inline, Text, TextLink } from 'braid-design-system';

import { commonTranslations, formatDate, TextIn, useLanguage, useTextLang, useTranslations } from '../i18n';

import * as styles from './components.css';
import type { ArticleCardModel } from './types';

export interface ArticleMetaLineProps {
  article: Pick<ArticleCardModel, 'category' | 'publishDate' | 'timeToRead' | 'readingTimeUnit'>;
  /** Shows the reading time as well (author page lists); cards show category and date only. */
  showTimeToRead?: boolean;
}

// Reading times already formatted, by language, unit and minutes: an author page lists a reading time per
// article on every render, each a formatted message (intl-messageformat), and there are few distinct ones.
// Bounded: emptied when full.
const readingTimes = new Map<string, string>();
export const READING_TIMES_KEPT = 500;

function keptReadingTime(key: string, format: () => string): string {
  let text = readingTimes.get(key);
  if (text === undefined) {
    text = format();
    if (readingTimes.size >= READING_TIMES_KEPT) readingTimes.clear();
    readingTimes.set(key, text);
  }
  return text;
}

/** An article's category (linked when it has a page), publish date (en-GB style, spec §9) and reading time. */
export function ArticleMetaLine({ article, showTimeToRead = false }: ArticleMetaLineProps) {
  const { t } = useTranslations(commonTranslations);
  const { language } = useLanguage();
  const { category, publishDate, timeToRead, readingTimeUnit } = article;
  const lang = useTextLang(category?.language);
  const date = publishDate ? formatDate(publishDate, language) : '';
  const items = [
    category ? (
      <Text key="category" size="small" weight="medium">
        {category.href ? (
          <span className={styles.aboveCardLink} lang={lang}>
            <TextLink href={category.href}>{category.name}</TextLink>
          </span>
        ) : (
          <TextIn language={category.language}>{category.name}</TextIn>
        )}
      </Text>
    ) : null,
    date ? (
      <Text key="date" size="small" tone="secondary">
        <time dateTime={publishDate ?? undefined}>{date}</time>
      </Text>
    ) : null,
    showTimeToRead && timeToRead ? (
      <Text key="time" size="small" tone="secondary">
        {keptReadingTime(`${language} ${readingTimeUnit} ${timeToRead}`, () =>
          t(`{count} ${readingTimeUnit}`, { count: timeToRead }),
        )}
      </Text>
    ) : null,
  ].filter(Boolean);
  if (items.length === 0) return null;
  return <Inline space="small">{items}</Inline>;
}

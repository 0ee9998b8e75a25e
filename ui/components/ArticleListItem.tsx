import { Box, Column, Columns, Heading, Stack } from 'braid-design-system';

import { useTextLang } from '../i18n';

import { ArticleMetaLine } from './ArticleMetaLine';
import * as styles from './components.css';
import type { ArticleCardModel } from './types';

export interface ArticleListItemProps {
  article: ArticleCardModel;
  headingLevel?: '2' | '3' | '4';
}

/** An article as a row of a list: a small image, then category, publish date, reading time and title. */
export function ArticleListItem({ article, headingLevel = '3' }: ArticleListItemProps) {
  const lang = useTextLang(article.language);
  return (
    <Box component="article" className={styles.card} data={{ 'article-list-item': 'true' }}>
      <Columns space="gutter" alignY="center">
        <Column width="1/3">
          {article.image ? (
            <img
              className={styles.listImage}
              src={article.image.url}
              alt=""
              width={article.image.width ?? 480}
              height={article.image.height ?? 320}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <div className={styles.listImage} aria-hidden="true" />
          )}
        </Column>
        <Column>
          <Stack space="medium">
            <ArticleMetaLine article={article} showTimeToRead />
            <Heading level="4" component={`h${headingLevel}`}>
              <a className={styles.cardLink} href={article.href} lang={lang}>
                {article.title}
              </a>
            </Heading>
          </Stack>
        </Column>
      </Columns>
    </Box>
  );
}

import { Box, Heading, Stack } from 'braid-design-system';
import type { ReactElement } from 'react';

import { useTextLang } from '../i18n';

import { ArticleMetaLine } from './ArticleMetaLine';
import * as styles from './components.css';
import type { ArticleCardModel } from './types';

export interface ArticleCardProps {
  article: ArticleCardModel;
  /** The title's heading level in the page's outline. */
  headingLevel?: '2' | '3' | '4';
  /** Shows the reading time beside the category and date. */
  showTimeToRead?: boolean;
  /** Shown under the title (e.g. a topic list's excerpt). */
  children?: ReactElement | null;
}

/** An article as a card: its 480x320 image, category and publish date, and its title linking to it. */
export function ArticleCard({
  article,
  headingLevel = '3',
  showTimeToRead = false,
  children,
}: ArticleCardProps) {
  const lang = useTextLang(article.language);
  return (
    <Box
      component="article"
      className={styles.card}
      background="surface"
      borderRadius="large"
      boxShadow="borderNeutralLight"
      overflow="hidden"
    >
      {article.image ? (
        <img
          className={styles.cardImage}
          src={article.image.url}
          alt=""
          width={article.image.width ?? 480}
          height={article.image.height ?? 320}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <div className={styles.cardImagePlaceholder} aria-hidden="true" />
      )}
      <Box padding="gutter">
        <Stack space="medium">
          <ArticleMetaLine article={article} showTimeToRead={showTimeToRead} />
          <Heading level="4" component={`h${headingLevel}`}>
            <a className={styles.cardLink} href={article.href} lang={lang}>
              {article.title}
            </a>
          </Heading>
          {children}
        </Stack>
      </Box>
    </Box>
  );
}

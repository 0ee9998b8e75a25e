import { Badge, Box, ButtonLink, Column, Columns, Heading, Inline, Stack, Text } from 'braid-design-system';

import type { ArticleBannerView } from '../../model/blocks/article-banner';
import { ArticleMetaLine } from '../components';
import { useTranslations } from '../i18n';

import { BlockImage } from './BlockImage';
import translations from './blocks.vocab';
import { badgeTone } from './tones';

/** One article promoted as a banner: its image beside its category, title, excerpt and a link to it. */
export function ArticleBannerBlock({ banner }: { banner: ArticleBannerView }) {
  const { article, badge, ctaText, reverse } = banner;
  const { t } = useTranslations(translations);
  const image = article.image ? (
    <Column width="1/2">
      <BlockImage image={{ ...article.image, alt: '' }} />
    </Column>
  ) : null;
  return (
    <Box
      component="article"
      background="surface"
      borderRadius="xlarge"
      padding={{ mobile: 'gutter', tablet: 'large' }}
      boxShadow="borderNeutralLight"
    >
      <Columns space={{ mobile: 'large', tablet: 'xlarge' }} collapseBelow="tablet" alignY="center">
        {reverse ? null : image}
        <Column>
          <Stack space="medium">
            {badge ? <Badge tone={badgeTone(badge.tone)}>{badge.text}</Badge> : null}
            <ArticleMetaLine article={article} showTimeToRead />
            <Heading level="2">{article.title}</Heading>
            {article.excerpt ? <Text tone="secondary">{article.excerpt}</Text> : null}
            <Inline space="small">
              <ButtonLink href={article.href} variant="solid" tone="brandAccent">
                {ctaText || t('Read the article')}
              </ButtonLink>
            </Inline>
          </Stack>
        </Column>
        {reverse ? image : null}
      </Columns>
    </Box>
  );
}

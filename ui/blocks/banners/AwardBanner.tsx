import { Box, ContentBlock, Heading, Stack } from 'braid-design-system';

import type { AwardBannerView, AwardTheme } from '../../../model/page/banners';
import { useTranslations } from '../../i18n';
import translations from '../../i18n/content.vocab';
import { ActionGroupBlock } from '../ActionGroupBlock';
import { ParagraphBlock } from '../ParagraphBlock';

import * as styles from './banners.css';
import { awardMaxWidth, awardMinHeights } from './sizes';

// Dark Braid backgrounds, so text inside inverts on its own: star night sky, SARA brand, default accent.
const backgrounds: Record<AwardTheme, 'neutral' | 'brand' | 'brandAccent'> = {
  star: 'neutral',
  sara: 'brand',
  default: 'brandAccent',
};

/** The banner of an awards page (spec §2, §9): themed star, sara or default over its background image. */
export function AwardBanner({
  banner,
  headingLevel = '2',
}: {
  banner: AwardBannerView;
  headingLevel?: '1' | '2';
}) {
  const { t } = useTranslations(translations);
  return (
    <Box
      component="section"
      aria-label={banner.heading?.text ?? t('Awards')}
      data-theme={banner.theme}
      background={backgrounds[banner.theme]}
      className={styles.award}
      style={{ minHeight: awardMinHeights[banner.theme], maxWidth: awardMaxWidth }}
    >
      {banner.image ? (
        <img className={`${styles.coverImage} ${styles.awardImage}`} src={banner.image.url} alt="" />
      ) : null}
      <Box className={styles.awardContent} paddingY="xxlarge">
        <ContentBlock width="large">
          <Box paddingX="gutter">
            <Stack space="large" align={banner.theme === 'star' ? 'center' : 'left'}>
              {banner.theme === 'star' ? (
                <span className={styles.star} aria-hidden="true">
                  ★
                </span>
              ) : null}
              {banner.heading ? <Heading level={headingLevel}>{banner.heading.text}</Heading> : null}
              {banner.paragraph ? <ParagraphBlock paragraph={banner.paragraph} /> : null}
              {banner.actions ? <ActionGroupBlock group={banner.actions} /> : null}
            </Stack>
          </Box>
        </ContentBlock>
      </Box>
    </Box>
  );
}

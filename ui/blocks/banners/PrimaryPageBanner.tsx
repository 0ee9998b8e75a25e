import { Box, Column, Columns, ContentBlock, Heading, Stack } from 'braid-design-system';

import type { ImageView } from '../../../model/image';
import type { PrimaryBannerView } from '../../../model/page/banners';
import { ParagraphBlock } from '../ParagraphBlock';
import { RichTextPlain } from '../RichTextPlain';

import { BannerActions } from './BannerActions';
import { BannerImage } from './BannerImage';
import * as styles from './banners.css';
import { bannerHeight } from './sizes';

export interface PrimaryPageBannerProps {
  banner: PrimaryBannerView;
  /** The brand logo shown above the heading when the banner asks for it (logoDisplay). */
  logo?: ImageView | null;
  headingLevel?: '1' | '2';
}

/**
 * A content page's primary banner (spec §2): logo, heading, paragraph, actions (optionally split by an 'OR'
 * divider) and footnotes beside an image whose height follows the CMS size (spec §9).
 */
export function PrimaryPageBanner({ banner, logo, headingLevel = '2' }: PrimaryPageBannerProps) {
  const image = banner.image ? (
    <Column width="1/2">
      <BannerImage image={banner.image} height={bannerHeight(banner.imageHeight)} />
    </Column>
  ) : null;
  return (
    <Box component="section" background="brandAccentSoft" paddingY={{ mobile: 'xlarge', tablet: 'xxlarge' }}>
      <ContentBlock width="large">
        <Box paddingX="gutter">
          {/* The text is half the row and starts at its top: a browser that paints the banner before all of
              it is parsed draws the text where it stays (layout shift). */}
          <Columns space={{ mobile: 'large', tablet: 'xxlarge' }} collapseBelow="tablet">
            {banner.isContentRight ? image : null}
            <Column width={image ? '1/2' : undefined}>
              <Stack space="large">
                {banner.logoDisplay && logo ? (
                  <img
                    className={styles.logo}
                    src={logo.url}
                    alt={logo.alt}
                    width={logo.width ?? undefined}
                    height={logo.height ?? undefined}
                  />
                ) : null}
                {banner.heading ? <Heading level={headingLevel}>{banner.heading.text}</Heading> : null}
                {banner.paragraph ? (
                  <ParagraphBlock paragraph={{ ...banner.paragraph, size: 'large' }} />
                ) : null}
                {banner.actions ? <BannerActions group={banner.actions} divider={banner.divider} /> : null}
                {banner.footnotes ? (
                  <RichTextPlain content={banner.footnotes} size="xsmall" tone="secondary" />
                ) : null}
              </Stack>
            </Column>
            {banner.isContentRight ? null : image}
          </Columns>
        </Box>
      </ContentBlock>
    </Box>
  );
}

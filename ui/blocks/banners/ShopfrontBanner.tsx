import { Box, Column, Columns, ContentBlock, Heading, Stack } from 'braid-design-system';

import type { ShopfrontBannerView } from '../../../model/page/banners';
import { DevelopmentNotice } from '../../components/DevelopmentNotice';
import { ParagraphBlock } from '../ParagraphBlock';
import { RichTextPlain } from '../RichTextPlain';

import { BannerImage } from './BannerImage';
import * as styles from './banners.css';
import { bannerHeights } from './sizes';

export interface ShopfrontBannerProps {
  banner: ShopfrontBannerView;
  /** Development shows a notice in the form's frame: the form widget is its own issue. */
  development?: boolean;
  headingLevel?: '1' | '2';
}

/** A shopfront banner (spec §2): image, heading, paragraph, the frame of its form, footnotes. */
export function ShopfrontBanner({ banner, development = false, headingLevel = '2' }: ShopfrontBannerProps) {
  return (
    <Box component="section" background="surface" paddingY={{ mobile: 'xlarge', tablet: 'xxlarge' }}>
      <ContentBlock width="large">
        <Box paddingX="gutter">
          <Columns space={{ mobile: 'large', tablet: 'xxlarge' }} collapseBelow="tablet">
            <Column>
              <Stack space="large">
                {banner.image ? <BannerImage image={banner.image} height={bannerHeights.small} /> : null}
                {banner.heading ? <Heading level={headingLevel}>{banner.heading.text}</Heading> : null}
                {banner.paragraph ? <ParagraphBlock paragraph={banner.paragraph} /> : null}
              </Stack>
            </Column>
            <Column>
              <Stack space="medium">
                {development ? (
                  <Box className={styles.formFrame} padding="large">
                    <DevelopmentNotice>Shopfront form not yet available</DevelopmentNotice>
                  </Box>
                ) : null}
                {banner.footnotes ? (
                  <RichTextPlain content={banner.footnotes} size="xsmall" tone="secondary" />
                ) : null}
              </Stack>
            </Column>
          </Columns>
        </Box>
      </ContentBlock>
    </Box>
  );
}

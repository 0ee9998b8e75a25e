import { Box, Column, Columns, ContentBlock, Heading, Stack } from 'braid-design-system';

import type { ShopfrontBannerView } from '../../../model/page/banners';
import { FormIsland } from '../../forms';
import { ParagraphBlock } from '../ParagraphBlock';
import { RichTextPlain } from '../RichTextPlain';

import { BannerImage } from './BannerImage';
import * as styles from './banners.css';
import { bannerHeights } from './sizes';

export interface ShopfrontBannerProps {
  banner: ShopfrontBannerView;
  headingLevel?: '1' | '2';
}

/**
 * A shopfront banner (spec §2): image, heading, paragraph, its CMS form (the forms island, posting to
 * /api/forms/{slug} like every other form) and footnotes.
 */
export function ShopfrontBanner({ banner, headingLevel = '2' }: ShopfrontBannerProps) {
  return (
    <Box component="section" background="surface" paddingY={{ mobile: 'xlarge', tablet: 'xxlarge' }}>
      <ContentBlock width="large">
        <Box paddingX="gutter">
          {/* Halves, not fluid columns: the first keeps its width while the second is still being parsed. */}
          <Columns space={{ mobile: 'large', tablet: 'xxlarge' }} collapseBelow="tablet">
            <Column width="1/2">
              <Stack space="large">
                {banner.image ? <BannerImage image={banner.image} height={bannerHeights.small} /> : null}
                {banner.heading ? <Heading level={headingLevel}>{banner.heading.text}</Heading> : null}
                {banner.paragraph ? <ParagraphBlock paragraph={banner.paragraph} /> : null}
              </Stack>
            </Column>
            <Column width="1/2">
              <Stack space="medium">
                {banner.form ? (
                  <Box className={styles.formFrame} padding="large" data={{ form: banner.form.slug }}>
                    <FormIsland form={banner.form} />
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

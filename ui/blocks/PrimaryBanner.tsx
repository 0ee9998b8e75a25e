import { Box, Column, Columns, ContentBlock, Heading, Stack } from 'braid-design-system';

import { ActionGroupBlock } from './ActionGroupBlock';
import { BlockImage } from './BlockImage';
import { ParagraphBlock } from './ParagraphBlock';
import { RichTextPlain } from './RichTextPlain';
import type { PrimaryBannerModel } from './types';

/**
 * The page's hero: heading, text and actions beside the image (image left when the content is right).
 * Its heading is the page's h1 when `isTitle`, else level 2.
 */
export function PrimaryBanner({
  banner,
  isTitle = false,
}: {
  banner: PrimaryBannerModel;
  isTitle?: boolean;
}) {
  const image = banner.image ? (
    <Column width="1/2">
      <BlockImage image={banner.image} />
    </Column>
  ) : null;
  return (
    <Box background="brandAccentSoft" paddingY={{ mobile: 'xlarge', tablet: 'xxlarge' }}>
      <ContentBlock width="large">
        <Box paddingX="gutter">
          <Columns space={{ mobile: 'large', tablet: 'xxlarge' }} collapseBelow="tablet" alignY="center">
            {banner.isContentRight ? image : null}
            <Column>
              <Stack space="large">
                {banner.heading ? <Heading level={isTitle ? '1' : '2'}>{banner.heading.text}</Heading> : null}
                {banner.paragraph ? (
                  <ParagraphBlock paragraph={{ ...banner.paragraph, size: 'large' }} />
                ) : null}
                {banner.actions ? <ActionGroupBlock group={banner.actions} /> : null}
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

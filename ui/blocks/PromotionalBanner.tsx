import { Box, ContentBlock, Stack, Text } from 'braid-design-system';

import type { PromotionalBannerView } from '../../model/page/banners';

import { RichTextPlain } from './RichTextPlain';

const brandNames: Record<string, string> = { seek: 'SEEK', jobsdb: 'Jobsdb', jobstreet: 'Jobstreet' };

/** A slim full-width strip above the page's banner: the brand (when showLogo), a heading and a line of text. */
export function PromotionalBanner({ banner }: { banner: PromotionalBannerView }) {
  const brand = banner.showLogo && banner.brand ? (brandNames[banner.brand] ?? banner.brand) : null;
  return (
    <Box background={banner.background === 'brandAccent' ? 'brandAccent' : 'brand'} paddingY="medium">
      <ContentBlock width="large">
        <Box paddingX="gutter">
          <Stack space="small">
            {brand ? (
              <Text size="small" weight="strong">
                {brand}
              </Text>
            ) : null}
            {banner.heading ? (
              // Not a heading element: the strip sits above the page's h1 and must not break heading order.
              <Text size="large" weight="strong">
                {banner.heading.text}
              </Text>
            ) : null}
            {banner.paragraph ? <RichTextPlain content={banner.paragraph.content} /> : null}
          </Stack>
        </Box>
      </ContentBlock>
    </Box>
  );
}

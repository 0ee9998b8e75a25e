import { Box, ContentBlock, Heading, Stack } from 'braid-design-system';

import { Containers } from '../blocks/Containers';
import { PrimaryBanner } from '../blocks/PrimaryBanner';
import { PromotionalBanner } from '../blocks/PromotionalBanner';
import type { ContainerModel, PrimaryBannerModel, PromotionalBannerModel } from '../blocks/types';

export interface HomePageProps {
  title: string;
  promotionalBanner: PromotionalBannerModel | null;
  /** Only the primary banner is drawn on the home page; other kinds arrive with the content page. */
  banner: PrimaryBannerModel | null;
  containers: ContainerModel[];
  /** ENVIRONMENT of the worker: block notices show outside production. */
  environment: string;
}

/** A site's home page from the CMS: title, promotional strip, banner, then its containers (spec §2). */
export function HomePage({ title, promotionalBanner, banner, containers, environment }: HomePageProps) {
  return (
    <Stack space="xxlarge">
      <Stack space="none">
        <ContentBlock width="large">
          <Box paddingX="gutter" paddingY="large">
            <Heading level="1">{title}</Heading>
          </Box>
        </ContentBlock>
        {promotionalBanner ? <PromotionalBanner banner={promotionalBanner} /> : null}
        {banner ? <PrimaryBanner banner={banner} /> : null}
      </Stack>
      <Containers containers={containers} environment={environment} />
    </Stack>
  );
}

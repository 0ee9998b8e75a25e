import { Box, ContentBlock, Heading, Stack } from 'braid-design-system';

import type { PageBannerView, PromotionalBannerView } from '../../model/page/banners';
import type { ContainerView } from '../../model/page/containers';
import { PageBanner } from '../blocks/banners/PageBanner';
import { Containers } from '../blocks/Containers';
import { PromotionalBanner } from '../blocks/PromotionalBanner';
import { KeptPart, type PartKeeper } from '../layout/prerendered';

import { bannerHeading } from './page-heading';

export interface HomePageProps {
  title: string;
  promotionalBanner: PromotionalBannerView | null;
  /** Primary, shopfront or awards banner, drawn as on every content page. */
  banner: PageBannerView | null;
  containers: ContainerView[];
  /** ENVIRONMENT of the worker: block notices show outside production. */
  environment: string;
  /** Keeps the page's HTML for the next reader of the same page (none for a draft). */
  keeper?: PartKeeper;
}

/**
 * A site's home page from the CMS: promotional strip, banner, then its containers (spec §2). The hero's heading
 * is the page's h1 ("Home" says nothing); a home without one shows its title as the h1.
 */
export function HomePage({ keeper, ...props }: HomePageProps) {
  // The whole page below the header is a function of its props (and the page's language and providers):
  // kept as HTML for the next reader of the same page (worker/render/part-markup.tsx).
  return (
    <KeptPart keeper={keeper} deps={props}>
      <HomePageBody {...props} />
    </KeptPart>
  );
}

function HomePageBody({
  title,
  promotionalBanner,
  banner,
  containers,
  environment,
}: Omit<HomePageProps, 'keeper'>) {
  const hero = banner && bannerHeading(banner) ? banner : null;
  return (
    <Stack space="xxlarge">
      <Stack space="none">
        {hero ? null : (
          <ContentBlock width="large">
            <Box paddingX="gutter" paddingY="large">
              <Heading level="1">{title}</Heading>
            </Box>
          </ContentBlock>
        )}
        {promotionalBanner ? <PromotionalBanner banner={promotionalBanner} /> : null}
        {banner ? <PageBanner banner={banner} headingLevel={hero ? '1' : '2'} /> : null}
      </Stack>
      <Containers containers={containers} environment={environment} />
    </Stack>
  );
}

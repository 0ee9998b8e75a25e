import { Box, ContentBlock, Heading, Stack } from 'braid-design-system';
import type { ReactNode } from 'react';

import { PageBanner } from '../../blocks/banners/PageBanner';
import { Containers } from '../../blocks/Containers';
import { PromotionalBanner } from '../../blocks/PromotionalBanner';
import { Breadcrumbs } from '../../components';
import { IndustryFilterProvider } from '../../insights/industry-filter';
import { KeptPart } from '../../layout/prerendered';
import { SubNavigation } from '../../layout/SubNavigation';
import { SearchBoxIsland } from '../../widgets/SearchBox/SearchBoxIsland';
import { ContactBlock, SubscriptionSection } from '../CategoryPage/CategoryExtras';
import { bannerHeading, opensWithIntroduction, sameHeading, withoutTitleHeading } from '../page-heading';

import type { ContentPageProps } from './types';

function Column({ children }: { children: ReactNode }) {
  return (
    <ContentBlock width="large">
      <Box paddingX="gutter">{children}</Box>
    </ContentBlock>
  );
}

/**
 * A generic content page (spec §2): the section's sub-navigation, breadcrumbs, h1 title, promotional banner,
 * banner, the containers' blocks, then the contact-us banner and subscription form when the page has them.
 * The title is said once: a banner heading that repeats it becomes the h1, a first heading block that repeats
 * it is left out, and a breadcrumb of the page alone is not shown.
 */
export function ContentPage({ keeper, ...props }: ContentPageProps) {
  // The whole page below the header is a function of its props (and the page's language and providers):
  // kept as HTML for the next reader of the same page (worker/render/part-markup.tsx).
  return (
    <KeptPart keeper={keeper} deps={props}>
      <ContentPageBody {...props} />
    </KeptPart>
  );
}

function ContentPageBody(props: Omit<ContentPageProps, 'keeper'>) {
  const { title, subNavigation, promotionalBanner, banner, environment } = props;
  const development = environment !== 'production';
  const heroNamesPage = banner !== null && sameHeading(bannerHeading(banner), title);
  const breadcrumbs = props.breadcrumbs.length > 1 ? props.breadcrumbs : [];
  const containers = withoutTitleHeading(props.containers, title);
  const searchBox = props.searchBox ? (
    <Box maxWidth="small">
      <SearchBoxIsland {...props.searchBox} />
    </Box>
  ) : null;
  const top = breadcrumbs.length > 0 || !heroNamesPage;
  // A first block that opens with a paragraph (its heading, if any, repeated the h1 and was left out) is the
  // title's introduction: it follows the h1 as closely as a heading's text would, not a section's gap away.
  const introUnderTitle =
    top && !heroNamesPage && !promotionalBanner && !banner && opensWithIntroduction(containers);
  const head = (
    <Stack space="none">
      <SubNavigation links={subNavigation} />
      {top ? (
        <Column>
          <Box paddingTop="large" paddingBottom="large">
            <Stack space="medium">
              <Breadcrumbs items={breadcrumbs} />
              {heroNamesPage ? null : <Heading level="1">{title}</Heading>}
              {heroNamesPage ? null : searchBox}
            </Stack>
          </Box>
        </Column>
      ) : null}
      {promotionalBanner ? <PromotionalBanner banner={promotionalBanner} /> : null}
      {banner ? (
        <PageBanner banner={banner} logo={props.logo} headingLevel={heroNamesPage ? '1' : '2'} />
      ) : null}
      {/* Under the hero that names the page, not alone above it. */}
      {heroNamesPage && searchBox ? (
        <Column>
          <Box paddingTop="large">{searchBox}</Box>
        </Column>
      ) : null}
    </Stack>
  );
  const blocks = <Containers containers={containers} environment={environment} />;
  const body =
    props.industry === undefined ? (
      blocks
    ) : (
      <IndustryFilterProvider industry={props.industry}>{blocks}</IndustryFilterProvider>
    );
  return (
    <Stack space="xxlarge">
      {introUnderTitle ? (
        <Stack space="none">
          {head}
          {body}
        </Stack>
      ) : (
        <>
          {head}
          {body}
        </>
      )}
      {props.contact || props.subscription ? (
        <Column>
          <Stack space="xlarge">
            {props.contact ? <ContactBlock banner={props.contact} /> : null}
            {props.subscription ? (
              <SubscriptionSection form={props.subscription} development={development} />
            ) : null}
          </Stack>
        </Column>
      ) : null}
    </Stack>
  );
}

/**
 * Page documents (spec §4 page loading phases, §7). Every page query reads the first 2 pages by slug
 * ascending. `$locale` is the requested locale; `$localesWithDefault` the fallback order.
 */
import { pageBannerSelection } from '../../../model/page/banners';
import { containersSelection, itemRefSelection, resolvedItemSelection } from '../../../model/page/containers';
import { pageLiteSelection, pageRecordSelection } from '../../../model/page/page';

import { withFragments } from './fragments';

const PAGE_ARGS = 'where: $where, locales: $localesWithDefault, stage: $stage, first: 2, orderBy: slug_ASC';

const BANNERS = /* GraphQL */ `
      promotionalBanner {
        ...PromotionalBannerFields
      }${pageBannerSelection}`;

/** Pages by `where` with their section and SEO, without containers or banners. */
export const GetPages = withFragments(/* GraphQL */ `
  query GetPages($where: PageWhereInput!, $locale: Locale!, $localesWithDefault: [Locale!]!, $stage: Stage!) {
    pages(${PAGE_ARGS}) {${pageRecordSelection}
    }
  }
`);

/** Phase 1: the light query that finds the page. */
export const GetPagesLite = withFragments(/* GraphQL */ `
  query GetPagesLite($where: PageWhereInput!, $locale: Locale!, $localesWithDefault: [Locale!]!, $stage: Stage!) {
    pages(${PAGE_ARGS}) {${pageLiteSelection}
    }
  }
`);

/** Phase 2: the containers and blocks of the page, each block item as a typename and an id. */
export const GetPagesContainers = withFragments(/* GraphQL */ `
  query GetPagesContainers($where: PageWhereInput!, $localesWithDefault: [Locale!]!, $stage: Stage!) {
    pages(${PAGE_ARGS}) {
      id${containersSelection(itemRefSelection)}
    }
  }
`);

/** Phase 2: the promotional banner of the page. */
export const GetPagesPromotionalBanner = withFragments(/* GraphQL */ `
  query GetPagesPromotionalBanner($where: PageWhereInput!, $localesWithDefault: [Locale!]!, $stage: Stage!) {
    pages(${PAGE_ARGS}) {
      id
      promotionalBanner {
        ...PromotionalBannerFields
      }
    }
  }
`);

/** Phase 2: the banner (primary or shopfront) of the page. */
export const GetPagesBanner = withFragments(/* GraphQL */ `
  query GetPagesBanner($where: PageWhereInput!, $localesWithDefault: [Locale!]!, $stage: Stage!) {
    pages(${PAGE_ARGS}) {
      id${pageBannerSelection}
    }
  }
`);

/**
 * The whole page in one query: fields, banners, containers with every block item resolved (with the typename,
 * id and stage GetEntities' items have).
 */
export const GetPagesWithEntities = withFragments(/* GraphQL */ `
  query GetPagesWithEntities(
    $where: PageWhereInput!
    $locale: Locale!
    $localesWithDefault: [Locale!]!
    $stage: Stage!
  ) {
    pages(${PAGE_ARGS}) {${pageRecordSelection}${BANNERS}${containersSelection(resolvedItemSelection)}
    }
  }
`);

/** The retry of GetPagesWithEntities: the same page with block items as ids, resolved by GetEntities. */
export const GetPagesWithEntitiesMinimal = withFragments(/* GraphQL */ `
  query GetPagesWithEntitiesMinimal(
    $where: PageWhereInput!
    $locale: Locale!
    $localesWithDefault: [Locale!]!
    $stage: Stage!
  ) {
    pages(${PAGE_ARGS}) {${pageRecordSelection}${BANNERS}${containersSelection(itemRefSelection)}
    }
  }
`);

/** Phase 3 of page loading (spec §4): the block items of a page, by id, typename and stage. */
import { withFragments } from './fragments';

/** Entries by `{ id, typename, stage }`; `$locale` is the fallback order, e.g. [th_TH, en_TH, default]. */
export const GetEntities = withFragments(/* GraphQL */ `
  query GetEntities($entityWhere: [EntityWhereInput!]!, $locale: [Locale!]!) {
    entities(where: $entityWhere, locales: $locale) {
      __typename
      id
      stage
      ...BlockItemFields
    }
  }
`);

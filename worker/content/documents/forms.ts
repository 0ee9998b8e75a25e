/** Form, banner item and asset documents (spec §7). `$locale` is a fallback order here. */
import { withFragments } from './fragments';

/** Forms by `where` (e.g. slug 'subscribe' and site). */
export const GetFormData = withFragments(/* GraphQL */ `
  query GetFormData($where: FormWhereInput!, $locale: [Locale!]!, $stage: Stage!, $first: Int) {
    forms(where: $where, locales: $locale, stage: $stage, first: $first) {
      ...FormFields
    }
  }
`);

/** Banner items by `where` (e.g. slug 'contactus'). */
export const getBannerItem = withFragments(/* GraphQL */ `
  query getBannerItem($where: BannerItemWhereInput!, $locale: [Locale!]!, $stage: Stage!, $first: Int) {
    bannerItems(where: $where, locales: $locale, stage: $stage, first: $first) {
      ...BannerItemFields
    }
  }
`);

/** One asset by id. */
export const GetImageAsset = withFragments(/* GraphQL */ `
  query GetImageAsset($where: AssetWhereUniqueInput!) {
    asset(where: $where) {
      ...AssetFields
    }
  }
`);

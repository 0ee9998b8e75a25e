/**
 * Fragments of the non-interactive page blocks (issue 5, part A), merged into fragments.ts and spread
 * in BlockItemFields through BlockItemFieldsA.
 */

export const blockFragments: Record<string, string> = {
  AccordionListFields: /* GraphQL */ `
    fragment AccordionListFields on AccordionList {
      id
      locale
      title
      accordionGroups {
        ...AccordionGroupFields
      }
    }
  `,
  CustomComponentFields: /* GraphQL */ `
    fragment CustomComponentFields on CustomComponent {
      id
      locale
      component
      title
      text
      data
    }
  `,
  BannerItemListFields: /* GraphQL */ `
    fragment BannerItemListFields on BannerItemList {
      id
      locale
      title
      bannerItems {
        ...BannerItemFields
      }
    }
  `,
  CardBlockFields: /* GraphQL */ `
    fragment CardBlockFields on CardBlock {
      id
      locale
      title
      content {
        raw
        text
      }
      image {
        ...AssetFields
      }
      badge {
        ...BadgeFields
      }
      actionGroup {
        ...ActionGroupFields
      }
    }
  `,
  EmbeddedItemFields: /* GraphQL */ `
    fragment EmbeddedItemFields on EmbeddedItem {
      id
      locale
      kind
      title
      html
      description {
        raw
        text
      }
      form {
        ...FormFields
      }
    }
  `,
  BlockItemFieldsA: /* GraphQL */ `
    fragment BlockItemFieldsA on BlockItem {
      ... on AccordionList {
        ...AccordionListFields
      }
      ... on CustomComponent {
        ...CustomComponentFields
      }
      ... on BannerItemList {
        ...BannerItemListFields
      }
      ... on CardBlock {
        ...CardBlockFields
      }
      ... on EmbeddedItem {
        ...EmbeddedItemFields
      }
    }
  `,
};

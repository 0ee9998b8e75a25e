/**
 * Fragments shared by the content documents, and `withFragments`, which appends to an operation exactly the
 * fragments it spreads (transitively), so every document is self-contained and has no unused fragment.
 */

import { articleCardFragments } from '../../../model/article-card';
import { blockItemSelection, blockTypeFragments } from '../../../model/blocks/registry';
import { imageFragments } from '../../../model/image';
import { layoutFragments } from '../../../model/layout';
import { linkFragments } from '../../../model/links';
import { seoFragments } from '../../../model/seo';

import { blockFragments } from './block-fragments';
import { interactiveFragments } from './interactive-fragments';

const fragments: Record<string, string> = {
  ...blockFragments,
  ...interactiveFragments,
  ...articleCardFragments,
  ...imageFragments,
  ...layoutFragments,
  ...linkFragments,
  ...seoFragments,
  ...blockTypeFragments,
  SectionFields: /* GraphQL */ `
    fragment SectionFields on Section {
      ...SectionPath
      sites
      headerOptions {
        id
        hideHeader
        logo {
          ...AssetFields
        }
        links {
          ...LinkFields
          subLinks {
            ...LinkFields
          }
        }
      }
      footerOptions {
        id
        skipDefaultLocale
        copyright
        logo {
          ...AssetFields
        }
        links {
          ...LinkFields
        }
      }
    }
  `,
  RichTextFields: /* GraphQL */ `
    fragment RichTextFields on RichText {
      raw
      text
      references {
        __typename
        ... on Asset {
          ...AssetFields
        }
        ... on AccordionGroup {
          id
          title
          accordions {
            id
            label
            locale
            content {
              raw
              text
            }
          }
        }
        ... on CustomContent {
          id
          title
          data
        }
      }
    }
  `,
  PrimaryBannerFields: /* GraphQL */ `
    fragment PrimaryBannerFields on PrimaryBanner {
      id
      logoDisplay
      imageHeight
      isContentRight
      divider
      image {
        ...AssetFields
      }
      heading {
        ...HeadingFields
      }
      paragraph {
        ...ParagraphFields
      }
      actions {
        ...ActionGroupFields
      }
      footnotes {
        raw
        text
      }
    }
  `,
  ShopfrontBannerFields: /* GraphQL */ `
    fragment ShopfrontBannerFields on ShopfrontBanner {
      id
      image {
        ...AssetFields
      }
      heading {
        ...HeadingFields
      }
      paragraph {
        ...ParagraphFields
      }
      footnotes {
        raw
        text
      }
    }
  `,
  PromotionalBannerFields: /* GraphQL */ `
    fragment PromotionalBannerFields on PromotionalBanner {
      id
      brand
      background
      showLogo
      heading {
        ...HeadingFields
      }
      paragraph {
        ...ParagraphFields
      }
    }
  `,
  BlockItemFields: /* GraphQL */ `
    fragment BlockItemFields on BlockItem {
      __typename
      ${blockItemSelection}
      ...BlockItemFieldsA
      ...BlockItemFieldsB
    }
  `,
  ContainerFields: /* GraphQL */ `
    fragment ContainerFields on Container {
      id
      htmlId
      box {
        ...BoxFields
      }
      tile {
        ...TileFields
      }
    }
  `,
  BlockFields: /* GraphQL */ `
    fragment BlockFields on Block {
      id
      name
      skipDefaultLocale
      box {
        ...BoxFields
      }
      tile {
        ...TileFields
      }
    }
  `,
};

const spread = /\.\.\.\s*([A-Za-z_]\w*)/g;

/**
 * Appends the definitions of the fragments an operation spreads, and of the fragments they spread.
 * @param operation one GraphQL operation
 * @returns the operation followed by its fragments, each once
 */
export function withFragments(operation: string): string {
  const needed: string[] = [];
  const visit = (text: string) => {
    for (const [, name] of text.matchAll(spread)) {
      if (!name || name === 'on' || needed.includes(name)) continue;
      const definition = fragments[name];
      if (!definition) throw new Error(`Unknown fragment ${name}`);
      needed.push(name);
      visit(definition);
    }
  };
  visit(operation);
  return [operation.trim(), ...needed.map((name) => dedent(fragments[name] ?? ''))].join('\n\n') + '\n';
}

function dedent(text: string): string {
  return text.replace(/^\n/, '').replace(/^ {4}/gm, '');
}

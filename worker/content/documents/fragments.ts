/**
 * Fragments shared by the content documents, and `withFragments`, which appends to an operation exactly the
 * fragments it spreads (transitively), so every document is self-contained and has no unused fragment.
 */

import { articleFragments } from '../../../model/article';
import { articleCardFragments } from '../../../model/article-card';
import { blockItemSelection, blockTypeFragments } from '../../../model/blocks/registry';
import { imageFragments } from '../../../model/image';
import { layoutFragments } from '../../../model/layout';
import { linkFragments } from '../../../model/links';
import { bannerFragments } from '../../../model/page/banners';
import { containerFragments } from '../../../model/page/containers';
import { sectionFragments } from '../../../model/section';
import { seoFragments } from '../../../model/seo';
import { videoFragments } from '../../../model/video';

import { blockFragments } from './block-fragments';

const fragments: Record<string, string> = {
  ...blockFragments,
  ...articleCardFragments,
  ...imageFragments,
  ...layoutFragments,
  ...linkFragments,
  ...seoFragments,
  ...blockTypeFragments,
  ...sectionFragments,
  ...articleFragments,
  ...videoFragments,
  ...bannerFragments,
  ...containerFragments,
  FormFields: /* GraphQL */ `
    fragment FormFields on Form {
      id
      title
      slug
      locale
      formType
      apiEndpoint
      ctaText
      buttonColour
      columns
      skipDefaultLocale
      sites
      description {
        raw
        text
      }
      disclaimerText {
        raw
        text
      }
      consentText {
        raw
        text
      }
      confirmationMessage {
        raw
        text
      }
      fields {
        id
        key
        kind
        label
        placeholder
        required
        locale
        rowSpan
        validators {
          type
          value
          errorMessage
        }
        options {
          value
          label
        }
      }
    }
  `,
  CardGroupFields: /* GraphQL */ `
    fragment CardGroupFields on CardGroup {
      id
      locale
      title
      tile {
        ...TileFields
      }
      cards {
        id
        heading
        paragraph {
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
    }
  `,
  AccordionGroupFields: /* GraphQL */ `
    fragment AccordionGroupFields on AccordionGroup {
      id
      locale
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
  `,
  InlineBannerFields: /* GraphQL */ `
    fragment InlineBannerFields on InlineBanner {
      id
      locale
      reverse
      image {
        ...AssetFields
      }
      video {
        source
        videoUrl
        videoId
      }
      badge {
        ...BadgeFields
      }
      heading {
        ...HeadingFields
      }
      paragraph {
        ...ParagraphFields
      }
      actionGroup {
        ...ActionGroupFields
      }
      customComponent {
        ...CustomComponentFields
      }
    }
  `,
  BannerItemFields: /* GraphQL */ `
    fragment BannerItemFields on BannerItem {
      id
      slug
      locale
      backgroundColor
      borderRadius
      bannerItemDecoration
      disableHorizontalPadding
      skipDefaultLocale
      sites
      heading {
        ...HeadingFields
      }
      paragraph {
        ...ParagraphFields
      }
      actionGroup {
        ...ActionGroupFields
      }
    }
  `,
  BlockItemFields: /* GraphQL */ `
    fragment BlockItemFields on BlockItem {
      __typename
      ${blockItemSelection}
      ... on CardGroup {
        ...CardGroupFields
      }
      ... on AccordionGroup {
        ...AccordionGroupFields
      }
      ... on InlineBanner {
        ...InlineBannerFields
      }
      ... on BannerItem {
        ...BannerItemFields
      }
      ... on Form {
        ...FormFields
      }
      ...BlockItemFieldsA
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

/**
 * The one list of block types (spec §2 "Banners and blocks"). From it come the GraphQL selection of block
 * items, the block item schema, the view dispatcher, the BlockView union the ui renders and, by type, the ui's
 * renderer map (ui/blocks/renderers.tsx). The content stand-in's BlockItem union is tested against it.
 * Adding a block type: one module beside this file and one line in `blockTypes` (model/README.md).
 */
import * as v from 'valibot';

import { skipsLocale, type ViewScope } from '../locale';

import { accordionGroup } from './accordion-group';
import { accordionList } from './accordion-list';
import { actionGroup } from './action-group';
import { alert } from './alert';
import { articleBanner } from './article-banner';
import { articleCardGroup } from './article-card-group';
import { bannerItem } from './banner-item';
import { bannerItemList } from './banner-item-list';
import { blockEntry } from './block-type';
import { breadcrumbTrail } from './breadcrumb-trail';
import { cardBlock } from './card-block';
import { cardGroup } from './card-group';
import { categorySection } from './category-section';
import { customComponent } from './custom-component';
import { disclosure } from './disclosure';
import { documentList } from './document-list';
import { embeddedItem } from './embedded-item';
import { form } from './form';
import { gallery } from './gallery';
import { heading } from './heading';
import { iconBlock } from './icon-block';
import { iconBlockGroup } from './icon-block-group';
import { imageBlockGroup } from './image-block-group';
import { inlineBanner } from './inline-banner';
import { investorWidget } from './investor-widget';
import { jobAdCardGroup } from './job-ad-card-group';
import { keySteps } from './key-steps';
import { latestArticles } from './latest-articles';
import { latestArticlesByCategory } from './latest-articles-by-category';
import { numericalCard } from './numerical-card';
import { paragraph } from './paragraph';
import { podcastBanner } from './podcast-banner';
import { profileBio } from './profile-bio';
import { researchFrame } from './research-frame';
import { stepBlockGroup } from './step-block-group';
import { tabGroup } from './tab-group';
import { teamMemberProfile } from './team-member-profile';
import { testimonialGroup } from './testimonial-group';
import { tipsCardGroup } from './tips-card-group';
import { topicArticleGroup } from './topic-article-group';
import { topicList } from './topic-list';
import { videoBlock } from './video-block';
import { videoDialogGroup } from './video-dialog-group';

export const blockTypes = [
  heading,
  paragraph,
  actionGroup,
  cardGroup,
  cardBlock,
  accordionGroup,
  accordionList,
  inlineBanner,
  bannerItem,
  bannerItemList,
  form,
  customComponent,
  embeddedItem,
  gallery,
  articleBanner,
  iconBlock,
  iconBlockGroup,
  imageBlockGroup,
  stepBlockGroup,
  disclosure,
  latestArticlesByCategory,
  alert,
  profileBio,
  keySteps,
  tipsCardGroup,
  breadcrumbTrail,
  jobAdCardGroup,
  articleCardGroup,
  topicArticleGroup,
  categorySection,
  podcastBanner,
  latestArticles,
  testimonialGroup,
  tabGroup,
  videoBlock,
  videoDialogGroup,
  numericalCard,
  topicList,
  documentList,
  investorWidget,
  teamMemberProfile,
  researchFrame,
] as const;

type AnyBlockType = (typeof blockTypes)[number];

export type BlockTypename = AnyBlockType['typename'];

/** An item of a type the model does not know (`typename`); the dispatcher says so outside production. */
export interface UnsupportedBlockView {
  __typename: 'Unsupported';
  typename: string;
  id: string;
}

/** Every block item view, by `__typename`. */
export type BlockView = NonNullable<ReturnType<AnyBlockType['view']>> | UnsupportedBlockView;

/** The view of one block type. */
export type BlockViewOf<N extends BlockView['__typename']> = Extract<BlockView, { __typename: N }>;

export const blockTypenames: readonly string[] = blockTypes.map((type) => type.typename);

const blockItemSelection = blockTypes
  .map((type) => `... on ${type.typename} {\n        ...${type.typename}Fields\n      }`)
  .join('\n      ');

/** The BlockItemFields fragment (each type's fields, spread by `__typename`) and every block type's fragments. */
export const blockFragments: Record<string, string> = Object.assign(
  {
    BlockItemFields: /* GraphQL */ `
    fragment BlockItemFields on BlockItem {
      __typename
      ${blockItemSelection}
    }
  `,
  },
  ...blockTypes.map((type) => type.fragments),
);

const knownItemSchema = v.variant(
  '__typename',
  blockTypes.map((type) => type.schema) as unknown as [AnyBlockType['schema'], ...AnyBlockType['schema'][]],
);

const otherItemSchema = v.object({
  ...blockEntry,
  __typename: v.pipe(
    v.string(),
    v.check((name) => !blockTypenames.includes(name), 'malformed block item'),
  ),
});

/** A resolved block item: one of the known types, or an entry of another type (rendered as unsupported). */
export const blockItemSchema = v.union([knownItemSchema, otherItemSchema]);

export type BlockItemData = v.InferOutput<typeof blockItemSchema>;

const byTypename = new Map<string, AnyBlockType>(blockTypes.map((type) => [type.typename, type]));

type AnyView = (item: BlockItemData, scope: ViewScope, skip: boolean) => BlockView | null;

/**
 * The view of a resolved block item, or null when its locale rules leave it out (spec §4–5): an item in
 * another locale than the one asked for is dropped when its block says skipDefaultLocale (`skip`).
 */
export function blockView(item: BlockItemData, scope: ViewScope, skip: boolean): BlockView | null {
  if (skipsLocale(item.locale, scope, skip)) return null;
  const type = byTypename.get(item.__typename);
  if (!type) return { __typename: 'Unsupported', typename: item.__typename, id: item.id };
  return (type.view as AnyView)(item, scope, skip);
}

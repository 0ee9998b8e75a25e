/** Valibot schemas of the part A block items (documents/block-fragments.ts), as GetEntities answers them. */
import * as v from 'valibot';

import { articleCardSchema } from '../../../model/article-card';
import { actionGroupSchema } from '../../../model/blocks/action-group';
import { headingSchema } from '../../../model/blocks/heading';
import { paragraphSchema } from '../../../model/blocks/paragraph';
import { assetSchema } from '../../../model/image';
import { badgeSchema, tileSchema } from '../../../model/layout';
import { linkSchema } from '../../../model/links';
import { richTextSchema } from '../../../model/rich-text';

const str = v.nullish(v.string());
const rich = v.nullish(richTextSchema);
const asset = v.nullish(assetSchema);
const entry = { id: v.string(), locale: str, stage: v.optional(v.string()) };

export const iconBlockSchema = v.object({
  ...entry,
  icon: str,
  title: str,
  content: rich,
  actionGroup: v.nullish(actionGroupSchema),
});

const typed = <N extends string, E extends v.ObjectEntries>(name: N, entries: E) =>
  v.object({ ...entry, ...entries, __typename: v.literal(name) });

/** Part A block item schemas, one per __typename, for item-schema.ts' variant. */
export const itemASchemas = [
  typed('Gallery', {
    title: str,
    isCarousel: v.nullish(v.boolean()),
    tile: v.nullish(tileSchema),
    images: v.array(assetSchema),
  }),
  typed('ArticleBanner', {
    ctaText: str,
    reverse: v.nullish(v.boolean()),
    badge: v.nullish(badgeSchema),
    article: v.nullish(articleCardSchema),
  }),
  typed('IconBlock', iconBlockSchema.entries),
  typed('IconBlockGroup', { title: str, tile: v.nullish(tileSchema), iconBlocks: v.array(iconBlockSchema) }),
  typed('ImageBlockGroup', {
    title: str,
    tile: v.nullish(tileSchema),
    imageBlocks: v.array(
      v.object({ id: v.string(), heading: str, paragraph: rich, image: asset, link: v.nullish(linkSchema) }),
    ),
  }),
  typed('StepBlockGroup', {
    title: str,
    steps: v.array(v.object({ id: v.string(), heading: str, paragraph: rich, image: asset })),
  }),
  typed('Disclosure', { expandLabel: str, collapseLabel: str, content: rich }),
  typed('LatestArticlesByCategory', {
    title: str,
    totalArticles: v.nullish(v.number()),
    category: v.nullish(v.object({ id: v.string(), slug: v.string(), name: str })),
  }),
  typed('Alert', { tone: str, title: str, content: rich }),
  typed('ProfileBio', { name: str, roleTitle: str, image: asset, description: rich }),
  typed('KeySteps', {
    title: str,
    tone: str,
    image: asset,
    steps: v.array(v.object({ id: v.string(), heading: str, description: rich })),
  }),
  typed('TipsCardGroup', {
    title: str,
    cards: v.array(
      v.object({
        id: v.string(),
        icon: str,
        description: rich,
        badge: v.nullish(badgeSchema),
        inlineLink: v.nullish(
          v.object({ text: str, icon: str, iconPosition: str, link: v.nullish(linkSchema) }),
        ),
        downloadButton: v.nullish(
          v.object({ text: str, icon: str, variant: str, link: v.nullish(linkSchema) }),
        ),
      }),
    ),
  }),
  typed('BreadcrumbTrail', { items: v.array(v.object({ id: v.string(), text: str, url: str })) }),
  typed('JobAdCardGroup', {
    title: str,
    cards: v.array(
      v.object({
        id: v.string(),
        heading: str,
        subHeading: str,
        border: v.nullish(v.boolean()),
        paragraph: rich,
        image: asset,
        badge: v.nullish(badgeSchema),
        actionGroup: v.nullish(actionGroupSchema),
      }),
    ),
  }),
  typed('ArticleCardGroup', { title: str, display: str, articles: v.array(articleCardSchema) }),
  typed('TopicArticleGroup', {
    title: str,
    articlesPerTopic: v.nullish(v.number()),
    topics: v.array(
      v.object({
        id: v.string(),
        name: str,
        slug: v.string(),
        description: rich,
        relatedArticlesInTopic: v.array(articleCardSchema),
      }),
    ),
  }),
  typed('CategorySection', {
    title: str,
    articlesPerCategory: v.nullish(v.number()),
    categories: v.array(v.object({ id: v.string(), slug: v.string(), name: str })),
  }),
  typed('PodcastBanner', {
    mediaUrl: str,
    image: asset,
    heading: v.nullish(headingSchema),
    paragraph: v.nullish(paragraphSchema),
    podcast: v.nullish(v.object({ appleUrl: str, googleUrl: str, spotifyUrl: str })),
  }),
  typed('LatestArticles', {
    title: str,
    totalArticles: v.nullish(v.number()),
    section: v.nullish(v.object({ id: v.string(), sectionName: v.string() })),
  }),
] as const;

/** The __typenames of part A. */
export const itemATypes = itemASchemas.map((schema) => schema.entries.__typename.literal);

/** Whether a block item is one of part A's. */
export function isItemA(item: { __typename: string }): item is ItemAData {
  return (itemATypes as readonly string[]).includes(item.__typename);
}

export type ItemAData = v.InferOutput<(typeof itemASchemas)[number]>;
export type IconBlockData = v.InferOutput<typeof iconBlockSchema>;

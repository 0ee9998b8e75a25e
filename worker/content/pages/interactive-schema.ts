/** Valibot schemas of the interactive block items (interactive-fragments.ts), as GetEntities answers them. */
import * as v from 'valibot';

import { articleCardSchema } from '../../../model/article-card';
import { assetSchema } from '../../../model/image';
import { tileSchema } from '../../../model/layout';
import { richTextSchema } from '../../../model/rich-text';

import { videoSchema } from './block-schema';

const text = v.nullish(v.string());
const base = { id: v.string(), locale: text };

export const testimonialGroupSchema = v.object({
  ...base,
  title: text,
  cardBackground: text,
  testimonials: v.array(v.object({ id: v.string(), quote: text, author: text, company: text, locale: text })),
});

export const tabGroupSchema = v.object({
  ...base,
  title: text,
  tabs: v.array(v.object({ id: v.string(), label: text, locale: text, content: v.nullish(richTextSchema) })),
});

export const videoBlockSchema = v.object({ ...base, title: text, video: v.nullish(videoSchema) });

export const videoDialogGroupSchema = v.object({
  ...base,
  title: text,
  tile: v.nullish(tileSchema),
  videos: v.array(
    v.object({ id: v.string(), title: text, description: text, video: v.nullish(videoSchema) }),
  ),
});

export const numericalCardSchema = v.object({
  ...base,
  title: text,
  text: text,
  numericalBlock: v.nullish(
    v.object({
      number: v.nullish(v.number()),
      unit: text,
      numberTone: text,
      unitTone: text,
      hasAnimation: v.nullish(v.boolean()),
      textSize: v.nullish(v.number()),
      animationSpeed: text,
      fontWeight: text,
      sameFontSize: v.nullish(v.boolean()),
    }),
  ),
});

export const topicListSchema = v.object({
  ...base,
  title: text,
  topicFilterLabel: text,
  topicFilterPlaceholder: text,
  setDefaultTopic: v.nullish(v.boolean()),
  cardFields: v.nullish(v.array(v.string())),
  topics: v.array(
    v.object({
      id: v.string(),
      name: text,
      slug: v.string(),
      description: v.nullish(richTextSchema),
      topicArticles: v.array(articleCardSchema),
    }),
  ),
});

export const documentListSchema = v.object({
  ...base,
  icon: text,
  groupName: text,
  usePagination: v.nullish(v.boolean()),
  maxPageSize: v.nullish(v.number()),
  documentFilterOption: text,
  documents: v.array(
    v.object({
      id: v.string(),
      title: text,
      date: v.nullish(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}/))),
      type: text,
      externalUrl: text,
      itemIcon: text,
    }),
  ),
});

export const teamMemberProfileSchema = v.object({
  ...base,
  title: text,
  members: v.array(
    v.object({
      id: v.string(),
      name: text,
      roleTitle: text,
      image: v.nullish(assetSchema),
      description: v.nullish(richTextSchema),
    }),
  ),
});

export const researchFrameSchema = v.object({
  ...base,
  title: text,
  src: text,
  height: v.nullish(v.number()),
});

const entry = { id: v.string(), stage: v.optional(v.string()) };

const typed = <N extends string, E extends v.ObjectEntries>(name: N, schema: v.ObjectSchema<E, undefined>) =>
  v.object({ ...schema.entries, ...entry, __typename: v.literal(name) });

/** The interactive item types, as item-schema.ts lists the known ones. */
export const interactiveTypenames = [
  'TestimonialGroup',
  'TabGroup',
  'VideoBlock',
  'VideoDialogGroup',
  'NumericalCard',
  'TopicList',
  'DocumentList',
  'TeamMemberProfile',
  'ResearchFrame',
] as const;

/** One variant per interactive item type, spread into item-schema.ts' knownItemSchema. */
export const interactiveItemVariants = [
  typed('TestimonialGroup', testimonialGroupSchema),
  typed('TabGroup', tabGroupSchema),
  typed('VideoBlock', videoBlockSchema),
  typed('VideoDialogGroup', videoDialogGroupSchema),
  typed('NumericalCard', numericalCardSchema),
  typed('TopicList', topicListSchema),
  typed('DocumentList', documentListSchema),
  typed('TeamMemberProfile', teamMemberProfileSchema),
  typed('ResearchFrame', researchFrameSchema),
] as const;

export type InteractiveItemData = v.InferOutput<(typeof interactiveItemVariants)[number]>;

/** Whether a resolved item is one of the interactive types. */
export function isInteractiveItem(item: { __typename: string }): item is InteractiveItemData {
  return (interactiveTypenames as readonly string[]).includes(item.__typename);
}

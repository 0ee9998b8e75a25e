/**
 * The renderer of each registered block type (model/blocks/registry.ts). Its type is derived from the
 * registry: a block type added there without a renderer here does not compile.
 */
import type { ReactNode } from 'react';

import type { BlockTypename, BlockViewOf } from '../../model/blocks/registry';

import { ActionGroupBlock } from './ActionGroupBlock';
import { DocumentListBlock } from './DocumentListBlock';
import { HeadingBlock } from './HeadingBlock';
import { NumericalCardBlock } from './NumericalCardBlock';
import { ParagraphBlock } from './ParagraphBlock';
import { ResearchFrameBlock } from './ResearchFrameBlock';
import { TabGroupBlock } from './TabGroupBlock';
import { TeamMemberProfileBlock } from './TeamMemberProfileBlock';
import { TestimonialGroupBlock } from './TestimonialGroupBlock';
import { TopicListBlock } from './TopicListBlock';
import { VideoBlock } from './VideoBlock';
import { VideoDialogGroupBlock } from './VideoDialogGroupBlock';

export interface BlockRendererProps<N extends BlockTypename> {
  item: BlockViewOf<N>;
  /** Development notices show in every environment but production. */
  environment: string;
}

type BlockRenderers = { [N in BlockTypename]: (props: BlockRendererProps<N>) => ReactNode };

export const blockRenderers: BlockRenderers = {
  Heading: ({ item }) => <HeadingBlock heading={item} />,
  Paragraph: ({ item }) => <ParagraphBlock paragraph={item} />,
  ActionGroup: ({ item }) => <ActionGroupBlock group={item} />,
  TestimonialGroup: ({ item }) => <TestimonialGroupBlock item={item} />,
  TabGroup: ({ item }) => <TabGroupBlock item={item} />,
  VideoBlock: ({ item }) => <VideoBlock item={item} />,
  VideoDialogGroup: ({ item }) => <VideoDialogGroupBlock item={item} />,
  NumericalCard: ({ item }) => <NumericalCardBlock item={item} />,
  TopicList: ({ item }) => <TopicListBlock item={item} />,
  DocumentList: ({ item }) => <DocumentListBlock item={item} />,
  TeamMemberProfile: ({ item }) => <TeamMemberProfileBlock item={item} />,
  ResearchFrame: ({ item }) => <ResearchFrameBlock item={item} />,
};

/** Whether a block type has a renderer here. */
export function isRegisteredBlock<T extends { __typename: string }>(
  item: T,
): item is Extract<T, { __typename: BlockTypename }> {
  return Object.hasOwn(blockRenderers, item.__typename);
}

import {
  DocumentListBlock,
  NumericalCardBlock,
  TabGroupBlock,
  TeamMemberProfileBlock,
  TestimonialGroupBlock,
  TopicListBlock,
} from './ContentBlocks';
import { ResearchFrameBlock, VideoBlock, VideoDialogGroupBlock } from './MediaBlocks';
import type { InteractiveBlockModel } from './types';

/** The server renderers of the interactive blocks; each draws its markup and the island that wakes it. */
export function InteractiveBlock({ item }: { item: InteractiveBlockModel }) {
  switch (item.__typename) {
    case 'TestimonialGroup':
      return <TestimonialGroupBlock item={item} />;
    case 'TabGroup':
      return <TabGroupBlock item={item} />;
    case 'VideoBlock':
      return <VideoBlock item={item} />;
    case 'VideoDialogGroup':
      return <VideoDialogGroupBlock item={item} />;
    case 'NumericalCard':
      return <NumericalCardBlock item={item} />;
    case 'TopicList':
      return <TopicListBlock item={item} />;
    case 'DocumentList':
      return <DocumentListBlock item={item} />;
    case 'TeamMemberProfile':
      return <TeamMemberProfileBlock item={item} />;
    case 'ResearchFrame':
      return <ResearchFrameBlock item={item} />;
  }
}

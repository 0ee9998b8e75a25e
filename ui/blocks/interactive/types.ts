/**
 * View models of the interactive blocks (issue 5 part B) as their renderers read them; the worker's views
 * (worker/content/pages/interactive-items.ts) produce exactly these.
 */
import type { RichTextContent } from '../../../model/rich-text';
import type { ArticleCardModel } from '../../components/types';
import type { ImageModel } from '../../layout/types';

export interface TestimonialModel {
  id: string;
  quote: string;
  author: string;
  company: string;
}

/** A video the page can embed (spec §5: youtu.be, YouTube watch or a Brightcove player link). */
export interface VideoModel {
  source: 'Brightcove' | 'YouTube';
  /** Brightcove's numeric id (for its metadata) or YouTube's video id. */
  videoId: string;
  /** The player address put in the frame. */
  embedUrl: string;
}

export interface VideoDialogModel {
  id: string;
  title: string;
  description: string;
  video: VideoModel;
}

/** A number that may count up when scrolled into view (spec §3 numericalBlock, §9 durations). */
export interface CounterModel {
  value: number;
  decimals: number;
  unit: string;
  numberTone: string | null;
  unitTone: string | null;
  animate: boolean;
  durationMs: number;
  /** Font size of the number in rem, 0.75 to 6. */
  textSize: number;
  fontWeight: string | null;
  /** The unit as large as the number. */
  sameFontSize: boolean;
}

export type TopicCardField = 'Category' | 'Excerpt' | 'PublishDate' | 'ReadTime';

export interface TopicArticleModel extends ArticleCardModel {
  excerpt: string | null;
}

export interface TopicModel {
  id: string;
  name: string;
  description: RichTextContent | null;
  articles: TopicArticleModel[];
}

export interface DocumentModel {
  id: string;
  title: string;
  /** YYYY-MM-DD or null. */
  date: string | null;
  type: string | null;
  url: string | null;
}

export interface TeamMemberModel {
  id: string;
  name: string;
  roleTitle: string | null;
  image: ImageModel | null;
  /** Plain text, paragraphs separated by new lines. */
  description: string;
}

export type InteractiveBlockModel =
  | {
      __typename: 'TestimonialGroup';
      id: string;
      title: string | null;
      cardBackground: string | null;
      testimonials: TestimonialModel[];
    }
  | {
      __typename: 'TabGroup';
      id: string;
      title: string | null;
      tabs: { id: string; label: string; content: RichTextContent | null }[];
    }
  | { __typename: 'VideoBlock'; id: string; title: string | null; video: VideoModel }
  | {
      __typename: 'VideoDialogGroup';
      id: string;
      title: string | null;
      columns: number;
      videos: VideoDialogModel[];
    }
  | {
      __typename: 'NumericalCard';
      id: string;
      heading: string | null;
      description: string | null;
      counter: CounterModel;
    }
  | {
      __typename: 'TopicList';
      id: string;
      title: string | null;
      filterLabel: string;
      filterPlaceholder: string;
      /** The topic shown first: the first one when setDefaultTopic is set, else none (spec §4). */
      defaultTopicId: string | null;
      cardFields: TopicCardField[];
      topics: TopicModel[];
    }
  | {
      __typename: 'DocumentList';
      id: string;
      groupName: string | null;
      /** Documents per page, or null when the list does not paginate. */
      pageSize: number | null;
      yearFilter: boolean;
      documents: DocumentModel[];
    }
  | { __typename: 'TeamMemberProfile'; id: string; title: string | null; members: TeamMemberModel[] }
  | { __typename: 'ResearchFrame'; id: string; title: string; src: string; height: number };

export type InteractiveTypename = InteractiveBlockModel['__typename'];

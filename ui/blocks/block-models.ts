/**
 * View models of the non-interactive blocks of spec §2 (issue 5, part A), as their renderers read them. The
 * worker's mappings (worker/content/pages/items-a-views.ts) return these types, so the two cannot drift.
 */
import type { ActionGroupView } from '../../model/blocks/action-group';
import type { HeadingView } from '../../model/blocks/heading';
import type { ParagraphView } from '../../model/blocks/paragraph';
import type { BadgeView } from '../../model/layout';
import type { RichTextContent } from '../../model/rich-text';
import type { ArticleCardModel } from '../components/types';
import type { ImageModel, SiteLink } from '../layout/types';

/** An article in a block: a card with its excerpt. */
export interface BlockArticleModel extends ArticleCardModel {
  excerpt: string | null;
}

export interface IconBlockModel {
  id: string;
  /** A Braid icon name (e.g. IconMoney); unknown names draw a neutral icon. */
  icon: string | null;
  title: string;
  content: RichTextContent | null;
  actionGroup: ActionGroupView | null;
}

export interface ImageBlockModel {
  id: string;
  heading: string;
  content: RichTextContent | null;
  image: ImageModel | null;
  link: SiteLink | null;
}

export interface StepModel {
  id: string;
  heading: string;
  content: RichTextContent | null;
  image: ImageModel | null;
}

export interface TipsCardModel {
  id: string;
  icon: string | null;
  description: RichTextContent | null;
  badge: BadgeView | null;
  inlineLink: {
    text: string;
    icon: string | null;
    iconPosition: string | null;
    link: SiteLink | null;
  } | null;
  downloadButton: { text: string; icon: string | null; variant: string | null; link: SiteLink | null } | null;
}

export interface JobAdCardModel {
  id: string;
  heading: string;
  subHeading: string | null;
  content: RichTextContent | null;
  image: ImageModel | null;
  badge: BadgeView | null;
  border: boolean;
  actionGroup: ActionGroupView | null;
}

export interface PodcastLinksModel {
  appleUrl: string | null;
  googleUrl: string | null;
  spotifyUrl: string | null;
}

export type PartABlockModel =
  | {
      __typename: 'Gallery';
      id: string;
      title: string | null;
      /** The carousel variant is drawn by the interactive blocks; this grid is the static one. */
      isCarousel: boolean;
      columns: number | null;
      images: ImageModel[];
    }
  | {
      __typename: 'ArticleBanner';
      id: string;
      article: BlockArticleModel;
      badge: BadgeView | null;
      ctaText: string | null;
      reverse: boolean;
    }
  | ({ __typename: 'IconBlock' } & IconBlockModel)
  | {
      __typename: 'IconBlockGroup';
      id: string;
      title: string | null;
      columns: number | null;
      iconBlocks: IconBlockModel[];
    }
  | {
      __typename: 'ImageBlockGroup';
      id: string;
      title: string | null;
      columns: number | null;
      imageBlocks: ImageBlockModel[];
    }
  | { __typename: 'StepBlockGroup'; id: string; title: string | null; steps: StepModel[] }
  | {
      __typename: 'Disclosure';
      id: string;
      expandLabel: string | null;
      collapseLabel: string | null;
      content: RichTextContent;
    }
  | {
      __typename: 'LatestArticlesByCategory';
      id: string;
      title: string | null;
      categorySlug: string;
      total: number;
      category: { name: string; href: string | null } | null;
      articles: BlockArticleModel[];
    }
  | {
      __typename: 'Alert';
      id: string;
      tone: string | null;
      title: string | null;
      content: RichTextContent | null;
    }
  | {
      __typename: 'ProfileBio';
      id: string;
      name: string;
      roleTitle: string | null;
      image: ImageModel | null;
      description: RichTextContent | null;
    }
  | {
      __typename: 'KeySteps';
      id: string;
      title: string | null;
      tone: string | null;
      image: ImageModel | null;
      steps: { id: string; heading: string; description: RichTextContent | null }[];
    }
  | { __typename: 'TipsCardGroup'; id: string; title: string | null; cards: TipsCardModel[] }
  | { __typename: 'BreadcrumbTrail'; id: string; items: { text: string; href: string | null }[] }
  | { __typename: 'JobAdCardGroup'; id: string; title: string | null; cards: JobAdCardModel[] }
  | {
      __typename: 'ArticleCardGroup';
      id: string;
      title: string | null;
      display: 'cards' | 'list';
      articles: BlockArticleModel[];
    }
  | {
      __typename: 'TopicArticleGroup';
      id: string;
      title: string | null;
      topics: {
        id: string;
        name: string;
        description: RichTextContent | null;
        articles: BlockArticleModel[];
      }[];
    }
  | {
      __typename: 'CategorySection';
      id: string;
      title: string | null;
      perCategory: number;
      categories: { slug: string; name: string; href: string | null; articles: BlockArticleModel[] }[];
    }
  | {
      __typename: 'PodcastBanner';
      id: string;
      heading: HeadingView | null;
      paragraph: ParagraphView | null;
      image: ImageModel | null;
      mediaUrl: string | null;
      podcast: PodcastLinksModel | null;
    }
  | {
      __typename: 'LatestArticles';
      id: string;
      title: string | null;
      total: number;
      sectionName: string | null;
      articles: BlockArticleModel[];
    };

export type PartATypename = PartABlockModel['__typename'];

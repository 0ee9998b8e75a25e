/**
 * View models of the non-interactive blocks of spec §2 (issue 5, part A), as their renderers read them. The
 * worker's mappings (worker/content/pages/items-a-views.ts) return these types, so the two cannot drift.
 */
import type { ActionGroupView } from '../../model/blocks/action-group';
import type { HeadingView } from '../../model/blocks/heading';
import type { ParagraphView } from '../../model/blocks/paragraph';
import type { RichTextContent } from '../../model/rich-text';
import type { CmsFormModel } from '../forms';
import type { DataLabFiltersProps } from '../widgets/DataLabFilters/DataLabFilters';
import type { SearchBoxPlace } from '../widgets/SearchBox/search-path';

import type { CardModel } from './types';

export interface AccordionModel {
  id: string;
  label: string;
  content: RichTextContent | null;
}

export interface BannerItemModel {
  id: string;
  backgroundColor: string | null;
  heading: HeadingView | null;
  paragraph: ParagraphView | null;
  actionGroup: ActionGroupView | null;
}

/** A CMS form in a block (web form, content form): drawn by the forms island (ui/forms). */
export type FormFrameModel = CmsFormModel & { id: string };

export type CustomComponentName = 'SearchBox' | 'DataLabEmbed' | 'SocialShare';

export type PartABlockModel =
  | {
      __typename: 'AccordionList';
      id: string;
      title: string | null;
      groups: { id: string; title: string | null; accordions: AccordionModel[] }[];
    }
  | {
      __typename: 'CustomComponent';
      id: string;
      component: CustomComponentName;
      title: string | null;
      text: string | null;
      /** DataLabEmbed: the Data Lab of the site's country. */
      href: string | null;
      /** DataLabEmbed: the landing form (null when the survey API failed: the link alone). */
      dataLab: DataLabFiltersProps | null;
      /** SearchBox: where its searches go for this page's section, site and language. */
      search: SearchBoxPlace | null;
      /** SocialShare: the page's address and title. */
      share: { url: string; title: string } | null;
    }
  | { __typename: 'BannerItemList'; id: string; title: string | null; bannerItems: BannerItemModel[] }
  | { __typename: 'CardBlock'; id: string; card: CardModel }
  | {
      __typename: 'EmbeddedItem';
      id: string;
      /** webForm, contentForm, codeSnippet, bugBountyForm, interviewBuilder, profileVisibilityCards, jobAdFeatureChart. */
      kind: string;
      title: string | null;
      description: RichTextContent | null;
      /** Code snippets: the CMS's HTML, sanitised when rendered. */
      html: string | null;
      form: FormFrameModel | null;
    };

export type PartATypename = PartABlockModel['__typename'];
export type CustomComponentModel = Extract<PartABlockModel, { __typename: 'CustomComponent' }>;

/** View models of the block parts shared by pages, banners and forms: heading, paragraph, actions, rich text. */

import { linkView, type LinkView } from '../../../model/links';
import { type ViewScope } from '../../../model/locale';
import { richTextView, type RichText as RichTextView } from '../../../model/rich-text';

import type { ActionGroupData, HeadingData, ParagraphData } from './block-schema';

export interface HeadingView {
  id: string;
  text: string;
  /** 1 to 4 (spec §9). */
  level: number;
  weight: string | null;
  tone: string | null;
  customHeadingSize: string | null;
}

export interface ParagraphView {
  id: string;
  content: RichTextView | null;
  align: string | null;
  tone: string | null;
  size: string | null;
}

export interface ActionView {
  id: string;
  text: string;
  variant: string | null;
  tone: string | null;
  icon: string | null;
  link: LinkView | null;
}

export interface ActionGroupView {
  id: string;
  inline: boolean;
  actions: ActionView[];
}

export function headingView(heading: HeadingData | null | undefined): HeadingView | null {
  if (!heading) return null;
  return {
    id: heading.id,
    text: heading.text ?? '',
    level: Math.min(4, Math.max(1, heading.level ?? 2)),
    weight: heading.weight ?? null,
    tone: heading.tone ?? null,
    customHeadingSize: heading.customHeadingSize ?? null,
  };
}

export function paragraphView(paragraph: ParagraphData | null | undefined): ParagraphView | null {
  if (!paragraph) return null;
  return {
    id: paragraph.id,
    content: richTextView(paragraph.content),
    align: paragraph.align ?? null,
    tone: paragraph.tone ?? null,
    size: paragraph.size ?? null,
  };
}

/** An action group with each action's link resolved (spec §2 link routes). */
export function actionGroupView(
  group: ActionGroupData | null | undefined,
  scope: ViewScope,
): ActionGroupView | null {
  if (!group) return null;
  return {
    id: group.id,
    inline: group.inline === true,
    actions: group.actions.map((action) => ({
      id: action.id,
      text: action.text ?? '',
      variant: action.variant ?? null,
      tone: action.tone ?? null,
      icon: action.icon ?? null,
      link: action.link ? linkView(action.link, scope) : null,
    })),
  };
}

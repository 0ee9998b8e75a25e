/** ActionGroup (spec §2 blocks): buttons with CMS links; also a part of cards, banners and forms. */
import * as v from 'valibot';

import { linkSchema, linkView, type LinkView } from '../links';
import type { ViewScope } from '../locale';

import { blockType, partSchema } from './block-type';

const actionGroupEntries = {
  inline: v.nullish(v.boolean()),
  actions: v.array(
    v.object({
      id: v.string(),
      text: v.nullish(v.string()),
      variant: v.nullish(v.string()),
      tone: v.nullish(v.string()),
      icon: v.nullish(v.string()),
      link: v.nullish(linkSchema),
    }),
  ),
};

/** ActionGroupFields, as a part of another type. */
export const actionGroupSchema = partSchema(actionGroupEntries);

export type ActionGroupData = v.InferOutput<typeof actionGroupSchema>;

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

/** An action group with each action's link resolved (spec §2 link routes), or null when there is none. */
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

export const actionGroup = blockType({
  typename: 'ActionGroup',
  fields: /* GraphQL */ `
      inline
      actions {
        id
        text
        variant
        tone
        icon
        link {
          ...LinkFields
        }
      }`,
  entries: actionGroupEntries,
  view: actionGroupView,
});

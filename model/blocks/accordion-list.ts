/** AccordionList (spec §2 blocks): several accordion groups under one title. */
import * as v from 'valibot';

import { skipsMember } from '../locale';

import { accordionGroupSchema, accordionGroupView, type AccordionGroupView } from './accordion-group';
import { blockType } from './block-type';

export interface AccordionListView {
  id: string;
  title: string | null;
  groups: AccordionGroupView[];
}

export const accordionList = blockType({
  typename: 'AccordionList',
  fields: /* GraphQL */ `
      title
      accordionGroups {
        ...AccordionGroupFields
      }`,
  entries: { title: v.nullish(v.string()), accordionGroups: v.array(accordionGroupSchema) },
  // Groups and accordions follow the member rules of spec §5; unlabelled accordions and emptied groups go.
  view: (item, scope, skip): AccordionListView | null => {
    const groups = item.accordionGroups
      .filter((group) => !skipsMember(group.locale, scope, skip))
      .map((group) =>
        accordionGroupView(
          { ...group, accordions: group.accordions.filter((accordion) => accordion.label) },
          scope,
          skip,
        ),
      )
      .filter((group) => group.accordions.length > 0);
    return groups.length ? { id: item.id, title: item.title ?? null, groups } : null;
  },
});

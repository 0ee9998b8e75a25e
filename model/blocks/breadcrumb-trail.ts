/** BreadcrumbTrail (spec §2 blocks): a trail of links set by the editor. */
import * as v from 'valibot';

import { blockType } from './block-type';

export interface BreadcrumbTrailView {
  id: string;
  /** Crumbs with text; one without a URL is drawn as text. */
  items: { text: string; href: string | null }[];
}

export const breadcrumbTrail = blockType({
  typename: 'BreadcrumbTrail',
  fields: /* GraphQL */ `
      items {
        id
        text
        url
      }`,
  entries: {
    items: v.array(v.object({ id: v.string(), text: v.nullish(v.string()), url: v.nullish(v.string()) })),
  },
  view: (item): BreadcrumbTrailView | null => {
    const items = item.items
      .filter((crumb) => crumb.text)
      .map((crumb) => ({ text: crumb.text ?? '', href: crumb.url || null }));
    return items.length ? { id: item.id, items } : null;
  },
});

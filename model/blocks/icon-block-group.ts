/** IconBlockGroup (spec §2 blocks): icon blocks side by side, in the columns of its tile. */
import * as v from 'valibot';

import { tileSchema } from '../layout';
import { skipsMember } from '../locale';

import { blockType } from './block-type';
import { iconBlockSchema, iconBlockView, type IconBlockView } from './icon-block';

export interface IconBlockGroupView {
  id: string;
  title: string | null;
  columns: number | null;
  iconBlocks: IconBlockView[];
}

export const iconBlockGroup = blockType({
  typename: 'IconBlockGroup',
  fields: /* GraphQL */ `
      title
      tile {
        ...TileFields
      }
      iconBlocks {
        ...IconBlockFields
      }`,
  entries: {
    title: v.nullish(v.string()),
    tile: v.nullish(tileSchema),
    iconBlocks: v.array(iconBlockSchema),
  },
  view: (item, scope, skip): IconBlockGroupView | null => {
    const iconBlocks = item.iconBlocks
      .filter((block) => !skipsMember(block.locale, scope, skip))
      .flatMap((block) => iconBlockView(block, scope) ?? []);
    if (iconBlocks.length === 0) return null;
    return {
      id: item.id,
      title: item.title ?? null,
      columns: item.tile?.columns ?? null,
      iconBlocks,
    };
  },
});

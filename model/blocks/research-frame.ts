/** ResearchFrame (spec §2 blocks): the research page in a frame of a given height. */
import * as v from 'valibot';

import { safeUrl } from '../links';

import { blockType } from './block-type';

const researchFrameEntries = {
  title: v.nullish(v.string()),
  src: v.nullish(v.string()),
  height: v.nullish(v.number()),
};

export interface ResearchFrameView {
  id: string;
  title: string;
  src: string;
  /** 300 to 4000 px, 900 without one. */
  height: number;
}

export const researchFrame = blockType({
  typename: 'ResearchFrame',
  fields: /* GraphQL */ `
      title
      src
      height`,
  entries: researchFrameEntries,
  view: (item): ResearchFrameView | null => {
    const src = safeUrl(item.src);
    if (!src) return null;
    return {
      id: item.id,
      title: item.title?.trim() || 'About the research',
      src,
      height: Math.min(4000, Math.max(300, item.height ?? 900)),
    };
  },
});

import type { ResearchFrameView } from '../../model/blocks/research-frame';
import { Island } from '../islands/Island';

/** The research page in a frame; it wakes at once so that `?page=` opens the right section. */
export function ResearchFrameBlock({ item }: { item: ResearchFrameView }) {
  return (
    <Island
      name="ResearchFrame"
      props={{ title: item.title, src: item.src, height: item.height }}
      hydrate="load"
    />
  );
}

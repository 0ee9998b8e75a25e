import { Heading, Stack } from 'braid-design-system';

import { Island } from '../../islands/Island';

import type { InteractiveBlockModel } from './types';

type Of<N extends InteractiveBlockModel['__typename']> = Extract<InteractiveBlockModel, { __typename: N }>;

/** A video block (spec §2: Brightcove or YouTube): its title, then the frame island. */
export function VideoBlock({ item }: { item: Of<'VideoBlock'> }) {
  return (
    <Stack space="medium">
      {item.title ? <Heading level="2">{item.title}</Heading> : null}
      <Island name="VideoFrame" props={{ video: item.video, title: item.title }} hydrate="visible" />
    </Stack>
  );
}

/** A video dialog group: cards that open a player in a dialog. */
export function VideoDialogGroupBlock({ item }: { item: Of<'VideoDialogGroup'> }) {
  return (
    <Stack space="large">
      {item.title ? <Heading level="2">{item.title}</Heading> : null}
      <Island name="VideoDialog" props={{ columns: item.columns, videos: item.videos }} hydrate="visible" />
    </Stack>
  );
}

/** The research page in a frame; it wakes at once so that `?page=` opens the right section. */
export function ResearchFrameBlock({ item }: { item: Of<'ResearchFrame'> }) {
  return (
    <Island
      name="ResearchFrame"
      props={{ title: item.title, src: item.src, height: item.height }}
      hydrate="load"
    />
  );
}

/** The gallery's carousel variant (the grid is a static block): its title, then the carousel island. */
export function GalleryCarouselBlock({
  title,
  columns,
  images,
}: {
  title: string | null;
  columns: number | null;
  images: { url: string; alt: string; width: number | null; height: number | null }[];
}) {
  return (
    <Stack space="large">
      {title ? <Heading level="2">{title}</Heading> : null}
      <Island
        name="GalleryCarousel"
        props={{ label: title, columns: Math.min(4, Math.max(1, columns ?? 3)), images }}
        hydrate="visible"
      />
    </Stack>
  );
}

import { Heading, Stack } from 'braid-design-system';

import { Island } from '../islands/Island';

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

import { Box, Heading, Stack, Tiles } from 'braid-design-system';

import type { GalleryView } from '../../model/blocks/gallery';
import { useTranslations } from '../i18n';

import { BlockImage } from './BlockImage';
import translations from './blocks.vocab';
import { GalleryCarouselBlock } from './GalleryCarouselBlock';
import { tileColumns } from './tile-columns';

/** A gallery: a carousel (an island, unmarked) when the CMS asks for one, else a grid marked as a block. */
export function GalleryBlock({ gallery }: { gallery: GalleryView }) {
  const { title, columns, images } = gallery;
  if (gallery.isCarousel) return <GalleryCarouselBlock title={title} columns={columns} images={images} />;
  return (
    <div data-block="Gallery">
      <GalleryGrid gallery={gallery} />
    </div>
  );
}

/** Images in a grid, each with its alt text as caption when it has one. */
function GalleryGrid({ gallery: { id, title, columns, images } }: { gallery: GalleryView }) {
  const { t } = useTranslations(translations);
  const headingId = `gallery-${id}`;
  return (
    <Box
      component="section"
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : t('Gallery')}
    >
      <Stack space="large">
        {title ? (
          <Heading level="2" id={headingId}>
            {title}
          </Heading>
        ) : null}
        <Tiles space={{ mobile: 'small', tablet: 'medium' }} columns={tileColumns(columns)}>
          {images.map((image, i) => (
            <Box component="figure" key={`${image.url}-${i}`} margin="none">
              <BlockImage image={image} />
            </Box>
          ))}
        </Tiles>
      </Stack>
    </Box>
  );
}

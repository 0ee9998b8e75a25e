import { Box, Heading, Stack, Tiles } from 'braid-design-system';

import { useTranslations } from '../../i18n';
import type { ImageModel } from '../../layout/types';
import { BlockImage } from '../BlockImage';
import translations from '../blocks.vocab';

import { tileColumns } from './layout';

export interface GalleryBlockProps {
  id: string;
  title: string | null;
  columns: number | null;
  images: ImageModel[];
}

/** Images in a grid, each with its alt text as caption when it has one. */
export function GalleryBlock({ id, title, columns, images }: GalleryBlockProps) {
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

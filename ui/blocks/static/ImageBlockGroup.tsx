import { Heading, Stack, Text, TextLink, Tiles } from 'braid-design-system';

import type { ImageBlockModel } from '../block-models';
import { BlockImage } from '../BlockImage';

import { tileColumns } from './layout';
import { Rich } from './Rich';

export interface ImageBlockGroupProps {
  title: string | null;
  columns: number | null;
  imageBlocks: ImageBlockModel[];
}

/** Images with a heading and text under each; the heading links where the block has a link. */
export function ImageBlockGroup({ title, columns, imageBlocks }: ImageBlockGroupProps) {
  return (
    <Stack space="large">
      {title ? <Heading level="2">{title}</Heading> : null}
      <Tiles space={{ mobile: 'large', tablet: 'xlarge' }} columns={tileColumns(columns)}>
        {imageBlocks.map((block) => (
          <Stack key={block.id} space="medium">
            {block.image ? <BlockImage image={block.image} /> : null}
            {block.heading ? (
              <Heading level="3">
                {block.link?.href ? (
                  <TextLink href={block.link.href}>{block.heading}</TextLink>
                ) : (
                  block.heading
                )}
              </Heading>
            ) : null}
            <Rich content={block.content} />
            {block.link?.href && !block.heading ? (
              <Text>
                <TextLink href={block.link.href}>{block.link.text}</TextLink>
              </Text>
            ) : null}
          </Stack>
        ))}
      </Tiles>
    </Stack>
  );
}

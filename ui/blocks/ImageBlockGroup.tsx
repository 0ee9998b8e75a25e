import { Heading, Stack, Text, TextLink, Tiles } from 'braid-design-system';

import type { ImageBlockGroupView } from '../../model/blocks/image-block-group';

import { BlockImage } from './BlockImage';
import { Rich } from './Rich';
import { tileColumns } from './tile-columns';

/** Images with a heading and text under each; the heading links where the block has a link. */
export function ImageBlockGroup({ group: { title, columns, imageBlocks } }: { group: ImageBlockGroupView }) {
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

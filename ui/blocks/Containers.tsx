import { Box, ContentBlock, Stack } from 'braid-design-system';

import { BlockItem } from './BlockItem';
import type { ContainerModel, RenderEnvironment } from './types';

export interface ContainersProps extends RenderEnvironment {
  containers: ContainerModel[];
}

/** A page's containers, each a band of the content column with its blocks' items in order. */
export function Containers({ containers, environment }: ContainersProps) {
  return (
    <Stack space="xxlarge">
      {containers.map((container) => (
        <Box component="section" key={container.id} id={container.htmlId ?? undefined}>
          <ContentBlock width="large">
            <Box paddingX="gutter">
              <Stack space="xlarge">
                {container.blocks.map((block) => (
                  <Stack key={block.id} space="large">
                    {block.items.map((item) => (
                      <BlockItem key={item.id} item={item} environment={environment} />
                    ))}
                  </Stack>
                ))}
              </Stack>
            </Box>
          </ContentBlock>
        </Box>
      ))}
    </Stack>
  );
}

import { Box, Heading, Stack, Tiles } from 'braid-design-system';

import type { IconBlockView } from '../../model/blocks/icon-block';
import type { IconBlockGroupView } from '../../model/blocks/icon-block-group';

import { ActionGroupBlock } from './ActionGroupBlock';
import { NamedIcon } from './icons';
import { Rich } from './Rich';
import { tileColumns } from './tile-columns';

/** An icon above a title, text and actions. */
export function IconBlock({ block, headingLevel = '3' }: { block: IconBlockView; headingLevel?: '2' | '3' }) {
  return (
    <Stack space="medium">
      <Box
        display="flex"
        alignItems="center"
        justifyContent="center"
        borderRadius="full"
        background="brandAccentSoft"
        style={{ width: 56, height: 56 }}
      >
        <NamedIcon name={block.icon} size="large" tone="brandAccent" />
      </Box>
      <Heading level={headingLevel}>{block.title}</Heading>
      <Rich content={block.content} />
      {block.actionGroup ? <ActionGroupBlock group={block.actionGroup} /> : null}
    </Stack>
  );
}

/** Icon blocks side by side: one column on phones, up to the tile's columns on desktops. */
export function IconBlockGroup({ group: { title, columns, iconBlocks } }: { group: IconBlockGroupView }) {
  return (
    <Stack space="large">
      {title ? <Heading level="2">{title}</Heading> : null}
      <Tiles space={{ mobile: 'large', tablet: 'xlarge' }} columns={tileColumns(columns)}>
        {iconBlocks.map((block) => (
          <IconBlock key={block.id} block={block} />
        ))}
      </Tiles>
    </Stack>
  );
}

import { Box, ContentBlock, Stack } from 'braid-design-system';

import type { ContainerView } from '../../model/page/containers';
import { InLanguage } from '../i18n';

import { BlockItem } from './BlockItem';
import { CmsBox, CmsTiles } from './CmsLayout';

export interface ContainersProps {
  containers: ContainerView[];
  /** Development notices show in every environment but production. */
  environment: string;
}

/**
 * Blocks whose lists are read for the page, in its language (articles with their own titles and categories),
 * whatever locale the block entry was read in: only their own title is marked with the entry's language.
 */
const READ_FOR_THE_PAGE = new Set(['LatestArticlesByCategory', 'CategorySection', 'LatestArticles']);

/**
 * A page's containers, each a band of the content column with its blocks' items in order. A container's
 * or block's box frames it and its tile sets its parts side by side (spec §3 Container, Block).
 */
export function Containers({ containers, environment }: ContainersProps) {
  return (
    <Stack space="xxlarge">
      {containers.map((container) => (
        <Box component="section" key={container.id} id={container.htmlId ?? undefined}>
          <ContentBlock width="large">
            <Box paddingX="gutter">
              <CmsBox box={container.box}>
                <CmsTiles tile={container.tile} space="xlarge">
                  {container.blocks.map((block) => (
                    <CmsBox key={block.id} box={block.box}>
                      <CmsTiles tile={block.tile} space="large">
                        {block.items.map((item) => (
                          <InLanguage
                            key={item.id}
                            language={block.languages[item.id]}
                            marks={!READ_FOR_THE_PAGE.has(item.__typename)}
                          >
                            <BlockItem item={item} environment={environment} />
                          </InLanguage>
                        ))}
                      </CmsTiles>
                    </CmsBox>
                  ))}
                </CmsTiles>
              </CmsBox>
            </Box>
          </ContentBlock>
        </Box>
      ))}
    </Stack>
  );
}

import { Box, ContentBlock, Stack, Tiles } from 'braid-design-system';
import type { ReactElement, ReactNode } from 'react';

import type { Box as CmsBoxFields, Tile } from '../../model/layout';

import { oneOf, panelBackground, textAlign } from './tones';

const spaces = [
  'none',
  'xxsmall',
  'xsmall',
  'small',
  'medium',
  'large',
  'xlarge',
  'xxlarge',
  'gutter',
] as const;
const radii = ['none', 'small', 'standard', 'large', 'xlarge', 'full'] as const;
const widths = ['xsmall', 'small', 'medium', 'large'] as const;

const clamp = (value: number | null | undefined, fallback: number, max: number) =>
  Math.min(Math.max(Math.round(value ?? fallback), 1), max) as 1 | 2 | 3 | 4;

/**
 * Children inside the CMS box, or as they are without one. Values outside the design system's scales are
 * left out rather than guessed; a box with a colour or border and no padding of its own gets the gutter.
 */
export function CmsBox({ box, children }: { box: CmsBoxFields | null | undefined; children: ReactNode }) {
  if (!box) return children;
  const background = panelBackground(box.background ?? null);
  const framed = Boolean(background || box.blockBorder);
  const paddingX = oneOf(spaces, box.paddingWidth) ?? (framed ? 'gutter' : undefined);
  const paddingY = oneOf(spaces, box.paddingHeight) ?? (framed ? 'gutter' : undefined);
  const width = oneOf(widths, box.width);
  const inner = (
    <Box
      background={background}
      borderRadius={oneOf(radii, box.borderRadius)}
      boxShadow={box.blockBorder ? 'borderNeutralLight' : undefined}
      paddingX={paddingX}
      paddingY={paddingY}
      textAlign={box.textAlign ? textAlign(box.textAlign) : undefined}
    >
      {children}
    </Box>
  );
  return width ? (
    <ContentBlock width={width} align={box.textAlign === 'center' ? 'center' : 'left'}>
      {inner}
    </ContentBlock>
  ) : (
    inner
  );
}

/**
 * Parts side by side in the tile's columns (its phone columns below tablet, at most two on tablets), or
 * stacked with `space` between them when there is no tile.
 */
export function CmsTiles({
  tile,
  space,
  children,
}: {
  tile: Tile | null | undefined;
  space: 'large' | 'xlarge';
  children: ReactElement[];
}) {
  if (!tile) return <Stack space={space}>{children}</Stack>;
  const desktop = clamp(tile.columns, 1, 4);
  const mobile = Math.min(clamp(tile.columnsMobile, 1, 2), desktop) as 1 | 2;
  return (
    <Tiles
      space={oneOf(spaces, tile.space) ?? space}
      columns={{ mobile, tablet: Math.max(mobile, Math.min(desktop, 2)) as 1 | 2, desktop }}
    >
      {children}
    </Tiles>
  );
}

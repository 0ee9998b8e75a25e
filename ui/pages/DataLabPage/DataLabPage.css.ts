import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from 'braid-design-system/css';

import { levelColours } from './levels';

/** Spec §2/§9: the filter pane is 351px wide beside the results on desktop; stacked below that. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 992px)': { gridTemplateColumns: '351px minmax(0, 1fr)' } },
});

export const pane = style({ minWidth: 0 });

export const bar = style({
  display: 'flex',
  height: 14,
  overflow: 'hidden',
  borderRadius: 7,
  background: vars.backgroundColor.neutralLight,
});

export const thinBar = style([bar, { height: 8, borderRadius: 4 }]);

export const segment = styleVariants(levelColours, (colour) => ({ background: colour, height: '100%' }));

export const swatch = style({
  display: 'inline-block',
  width: 14,
  height: 14,
  borderRadius: 3,
  verticalAlign: 'middle',
  marginRight: 6,
});

export const swatchColour = styleVariants(levelColours, (colour) => ({ background: colour }));

export const rank = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 28,
  height: 28,
  borderRadius: 14,
  background: vars.backgroundColor.neutralLight,
  fontWeight: vars.textWeight.strong,
});

import { style } from '@vanilla-extract/css';
import { vars } from 'braid-design-system/css';

export const crumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const separator = style({ paddingInline: vars.space.xxsmall, color: vars.foregroundColor.secondary });

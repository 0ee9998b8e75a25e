import { style } from '@vanilla-extract/css';
import { vars } from 'braid-design-system/css';

import { roundButton } from '../../kit/round-button.css';
import { hiddenSlide, slidesWithoutScript } from '../../kit/slide-rules';

export const carousel = style({ display: 'grid', gap: vars.space.medium });

export const slide = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(var(--gallery-columns, 1), minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: hiddenSlide,
  '@media': slidesWithoutScript(vars.space.medium),
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.borderRadius.large,
  background: vars.backgroundColor.neutralLight,
});

export const figure = style({ margin: 0 });

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
});

export const arrow = roundButton;

export const position = style({ color: vars.foregroundColor.secondary, fontVariantNumeric: 'tabular-nums' });

import { style } from '@vanilla-extract/css';
import { vars } from 'braid-design-system/css';

export const carousel = style({ display: 'grid', gap: vars.space.medium });

export const slide = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(var(--gallery-columns, 1), minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '&[hidden]': { display: 'none' } },
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

export const arrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: `${vars.borderWidth.standard} solid ${vars.borderColor.neutralLight}`,
  borderRadius: '50%',
  background: vars.backgroundColor.surface,
  color: vars.foregroundColor.neutral,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.borderColor.focus}`, outlineOffset: 2 },
  },
});

export const position = style({ color: vars.foregroundColor.secondary, fontVariantNumeric: 'tabular-nums' });

import { style } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

export const list = style({
  borderTop: `${vars.borderWidth.standard} solid ${vars.borderColor.neutralLight}`,
});

export const item = style({
  borderBottom: `${vars.borderWidth.standard} solid ${vars.borderColor.neutralLight}`,
});

export const summary = style({
  ...globalTextStyle({ weight: 'strong' }),
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: 44,
  padding: `${vars.space.medium} 0`,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
  ':focus-visible': { outline: `2px solid ${vars.borderColor.focus}`, outlineOffset: 2 },
});

export const marker = style({
  flexShrink: 0,
  transition: 'transform 0.15s ease',
  selectors: { [`${item}[open] &`]: { transform: 'rotate(180deg)' } },
});

export const body = style({ paddingBottom: vars.space.medium });

import { style } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

export const toggle = style({
  ...globalTextStyle(),
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: 44,
  padding: `0 ${vars.space.small}`,
  border: `${vars.borderWidth.standard} solid ${vars.borderColor.neutralLight}`,
  borderRadius: vars.borderRadius.standard,
  background: vars.backgroundColor.surface,
  color: vars.foregroundColor.neutral,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.borderColor.focus}`, outlineOffset: 2 },
});

export const panel = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  zIndex: 10,
  background: vars.backgroundColor.surface,
  boxShadow: vars.shadow.medium,
  padding: vars.space.gutter,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const link = style({
  ...globalTextStyle(),
  display: 'block',
  padding: `${vars.space.small} 0`,
  color: vars.foregroundColor.link,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});

export const subList = style([list, { paddingLeft: vars.space.medium }]);

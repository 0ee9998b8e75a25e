import { style } from '@vanilla-extract/css';
import { vars } from 'braid-design-system/css';

export const header = style({
  position: 'relative',
  background: vars.backgroundColor.surface,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.borderColor.neutralLight}`,
});

export const logo = style({
  fontWeight: vars.textWeight.strong,
  fontSize: '1.375rem',
  color: vars.foregroundColor.brandAccent,
  textDecoration: 'none',
});

export const skipLink = style({
  position: 'absolute',
  left: -9999,
  ':focus': { left: vars.space.small, top: vars.space.small, zIndex: 20 },
});

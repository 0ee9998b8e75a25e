import { style } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

export const header = style({
  position: 'relative',
  background: vars.backgroundColor.surface,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.borderColor.neutralLight}`,
});

export const logo = style({
  ...globalTextStyle({ weight: 'strong', size: 'large' }),
  color: vars.foregroundColor.brandAccent,
  textDecoration: 'none',
});

export const skipLink = style({
  position: 'absolute',
  left: -9999,
  ':focus': { left: vars.space.small, top: vars.space.small, zIndex: 20 },
});

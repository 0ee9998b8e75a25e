import { style } from '@vanilla-extract/css';
import { globalTextStyle, responsiveStyle, vars } from 'braid-design-system/css';

import { logoBackground } from './Logo.css';

export const header = style({
  position: 'relative',
  zIndex: 10,
  background: vars.backgroundColor.surface,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.borderColor.neutralLight}`,
});

/** The employer header: the brand's dark colour, so hirers see at once they are on the employer site. */
export const employer = style({
  background: vars.backgroundColor.brand,
  borderBottomColor: vars.backgroundColor.brand,
  color: vars.foregroundColor.neutralInverted,
  vars: { [logoBackground]: vars.backgroundColor.brand },
});

// On phones the logo, the account circle and the menu button share 320 px and up: small gaps, the employer tag
// under the logo (Logo.css.ts), and the logo gives way first (it shrinks; the controls keep their touch size).
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: 64,
  ...responsiveStyle({ tablet: { gap: vars.space.medium } }),
});

export const end = style({
  marginLeft: 'auto',
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  gap: vars.space.xsmall,
  ...responsiveStyle({ tablet: { gap: vars.space.medium } }),
});

export const skipLink = style({
  ...globalTextStyle(),
  position: 'absolute',
  left: -9999,
  ':focus': {
    left: vars.space.small,
    top: vars.space.small,
    zIndex: 30,
    padding: vars.space.small,
    background: vars.backgroundColor.surface,
    color: vars.foregroundColor.link,
  },
});

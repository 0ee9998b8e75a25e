import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { globalTextStyle, responsiveStyle, vars } from 'braid-design-system/css';

import { focusRing } from '../kit/focus-ring';

/** The colour behind the logo, set by the header or footer that holds it (see `image`). */
export const logoBackground = createVar();

// Below tablet the employer tag sits under the logo, so the lockup is as wide as the logo, not logo plus tag:
// at 320 px it then fits beside the account slot and the menu button (no sideways scroll).
export const link = style({
  ...globalTextStyle({ weight: 'strong', size: 'large' }),
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  justifyContent: 'center',
  gap: 2,
  minHeight: 44,
  minWidth: 0,
  maxWidth: '100%',
  color: vars.foregroundColor.brandAccent,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  ':focus-visible': focusRing(),
  ...responsiveStyle({ tablet: { flexDirection: 'row', alignItems: 'center', gap: vars.space.small } }),
});

export const inverted = style({ color: vars.foregroundColor.neutralInverted });

export const image = style({
  position: 'relative',
  display: 'block',
  height: 28,
  width: 'auto',
  minWidth: 72,
  maxWidth: 104,
  ...responsiveStyle({ tablet: { height: 32, maxWidth: 160 } }),
  objectFit: 'contain',
  objectPosition: 'left center',
  // Drawn only when the image fails to load (e.g. offline): the brand name in place of a broken-image icon.
  '::after': {
    content: 'attr(alt)',
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    background: fallbackVar(logoBackground, vars.backgroundColor.surface),
    color: 'inherit',
  },
});

export const tag = style({
  ...globalTextStyle({ weight: 'medium', size: 'xsmall' }),
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  padding: `0 ${vars.space.xxsmall}`,
  borderRadius: 999,
  border: `${vars.borderWidth.standard} solid currentColor`,
  color: 'inherit',
  textTransform: 'uppercase',
  letterSpacing: '0.02em',
  ...responsiveStyle({ tablet: { padding: `2px ${vars.space.xsmall}`, letterSpacing: '0.04em' } }),
});

import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { globalTextStyle, responsiveStyle, vars } from 'braid-design-system/css';

/** The colour behind the logo, set by the header or footer that holds it (see `image`). */
export const logoBackground = createVar();

export const link = style({
  ...globalTextStyle({ weight: 'strong', size: 'large' }),
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: 44,
  minWidth: 0,
  color: vars.foregroundColor.brandAccent,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  ':focus-visible': { outline: `2px solid ${vars.borderColor.focus}`, outlineOffset: 2 },
});

export const inverted = style({ color: vars.foregroundColor.neutralInverted });

export const image = style({
  position: 'relative',
  display: 'block',
  height: 32,
  width: 'auto',
  minWidth: 72,
  maxWidth: 120,
  ...responsiveStyle({ tablet: { maxWidth: 160 } }),
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
  padding: `2px ${vars.space.xsmall}`,
  borderRadius: 999,
  border: `${vars.borderWidth.standard} solid currentColor`,
  color: 'inherit',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

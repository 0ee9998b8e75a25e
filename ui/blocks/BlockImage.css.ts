import { style } from '@vanilla-extract/css';
import { vars } from 'braid-design-system/css';

// A tinted frame of the image's shape, so the layout holds while it loads (and offline, where it never does).
export const image = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: vars.backgroundColor.neutralSoft,
  borderRadius: vars.borderRadius.large,
  color: 'transparent',
  // Drawn only when the image fails to load: a plain tinted frame instead of a broken-image icon.
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    background: vars.backgroundColor.neutralSoft,
    borderRadius: vars.borderRadius.large,
  },
});

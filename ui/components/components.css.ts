import { style } from '@vanilla-extract/css';
import { vars } from 'braid-design-system/css';

/**
 * An image that fails to load (offline, a removed asset) shows a plain panel instead of the browser's broken
 * image icon and its alt text: a broken img renders its ::before, a loaded one does not.
 */
const brokenImageCover = {
  position: 'relative',
  color: 'transparent',
  '::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    background: vars.backgroundColor.neutralLight,
  },
} as const;

export { brokenImageCover };

/** The card's image keeps the 480x320 crop's 3:2 ratio whatever the column width. */
export const cardImage = style({
  ...brokenImageCover,
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  background: vars.backgroundColor.neutralLight,
});

/** A card without an image keeps the grid's rhythm with a soft brand panel of the same ratio. */
export const cardImagePlaceholder = style([cardImage, { background: vars.backgroundColor.brandAccentSoft }]);

export const listImage = style({
  ...brokenImageCover,
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.borderRadius.standard,
  background: vars.backgroundColor.neutralLight,
});

/** The whole card is one link: its title's link covers the card (one tab stop, no nested links). */
export const card = style({ position: 'relative', height: '100%' });

export const cardLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 0 },
    '&:hover, &:focus-visible': { textDecoration: 'underline' },
  },
});

/** Links inside a card (its category) stay clickable above the card's own link. */
export const aboveCardLink = style({ position: 'relative', zIndex: 1 });

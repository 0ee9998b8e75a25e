import { style } from '@vanilla-extract/css';
import { breakpoints } from 'braid-design-system/css';

// Spec §9: a block of latest articles shows at most 3 on phones, 2 on tablets and 3 on desktops.
export const hiddenOnTablet = style({
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px) and (max-width: ${breakpoints.desktop - 1}px)`]: {
      display: 'none',
    },
  },
});

export const grid = style({
  display: 'grid',
  gap: 24,
  gridTemplateColumns: '1fr',
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [`screen and (min-width: ${breakpoints.desktop}px)`]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

import { style } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

import { focusRing } from '../../kit/focus-ring';

const wide = 'screen and (min-width: 740px)';

export const text = style({
  ...globalTextStyle({ size: 'standard' }),
  margin: 0,
  color: vars.foregroundColor.secondary,
  selectors: { '& + &': { marginTop: vars.space.small } },
});

export const toggle = style({
  ...globalTextStyle({ weight: 'medium', size: 'standard' }),
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  margin: 0,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.foregroundColor.link,
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': {
      ...focusRing(),
      borderRadius: vars.borderRadius.small,
    },
  },
});

// After toggle, so that hiding wins over its display.
/** Shown on phones only, and from tablet up only. */
export const mobileOnly = style({ '@media': { [wide]: { display: 'none' } } });
export const wideOnly = style({ display: 'none', '@media': { [wide]: { display: 'block' } } });

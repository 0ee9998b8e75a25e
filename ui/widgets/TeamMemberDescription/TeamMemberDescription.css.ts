import { style } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

import { linkButton } from '../../kit/link-button.css';

const wide = 'screen and (min-width: 740px)';

export const text = style({
  ...globalTextStyle({ size: 'standard' }),
  margin: 0,
  color: vars.foregroundColor.secondary,
  selectors: { '& + &': { marginTop: vars.space.small } },
});

export const toggle = style([linkButton, globalTextStyle({ weight: 'medium', size: 'standard' })]);

// After toggle, so that hiding wins over its display.
/** Shown on phones only, and from tablet up only. */
export const mobileOnly = style({ '@media': { [wide]: { display: 'none' } } });
export const wideOnly = style({ display: 'none', '@media': { [wide]: { display: 'block' } } });

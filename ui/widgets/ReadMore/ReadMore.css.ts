import { style } from '@vanilla-extract/css';
import { vars } from 'braid-design-system/css';

import { linkButton } from '../../kit/link-button.css';

/** A plain button that reads like a link, with a visible focus ring. */
export const toggle = style([
  linkButton,
  { gap: vars.space.xxsmall, font: 'inherit', fontWeight: vars.textWeight.medium },
]);

export const chevron = style({
  width: 14,
  height: 14,
  transition: 'transform 0.15s',
  selectors: { '&[data-open="true"]': { transform: 'rotate(180deg)' } },
});

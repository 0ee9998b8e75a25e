import { style } from '@vanilla-extract/css';
import { vars } from 'braid-design-system/css';

import { focusRing } from './focus-ring';

/** A plain button that reads like a link (Show more, Read more), 44 px tall, with the focus ring. */
export const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.touchableSize,
  margin: 0,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.foregroundColor.link,
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { ...focusRing(), borderRadius: vars.borderRadius.small },
  },
});

import { style } from '@vanilla-extract/css';
import { vars } from 'braid-design-system/css';

import { focusRing } from '../../kit/focus-ring';

/** A plain button that reads like a link, with a visible focus ring. */
export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.touchableSize,
  margin: 0,
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: vars.foregroundColor.link,
  fontWeight: vars.textWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': {
      ...focusRing(),
      borderRadius: vars.borderRadius.small,
    },
  },
});

export const chevron = style({
  width: 14,
  height: 14,
  transition: 'transform 0.15s',
  selectors: { '&[data-open="true"]': { transform: 'rotate(180deg)' } },
});

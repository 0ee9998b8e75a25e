import { style } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

import { focusRing } from '../kit/focus-ring';

export const details = style({
  borderTop: `${vars.borderWidth.standard} solid ${vars.borderColor.neutralLight}`,
  paddingTop: vars.space.small,
});

export const summary = style({
  ...globalTextStyle({ weight: 'medium' }),
  // The text colour, underlined: the link pink falls below 4.5:1 on the recommended card's pink surface.
  color: vars.foregroundColor.neutral,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  cursor: 'pointer',
  minHeight: vars.touchableSize,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  selectors: { '&:focus-visible': focusRing() },
});

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.small} 0 0`,
  display: 'grid',
  gap: vars.space.small,
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: '20px minmax(0, 1fr)',
  gap: vars.space.xsmall,
});

export const mark = style({
  ...globalTextStyle({ size: 'small', weight: 'strong' }),
  color: vars.foregroundColor.critical,
  selectors: { '[data-allowed="true"] > &': { color: vars.foregroundColor.positive } },
});

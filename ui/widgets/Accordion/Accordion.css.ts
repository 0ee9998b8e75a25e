import { style } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

import { focusRing } from '../../kit/focus-ring';

export const list = style({
  borderTop: `${vars.borderWidth.standard} solid ${vars.borderColor.neutralLight}`,
});

export const item = style({
  borderBottom: `${vars.borderWidth.standard} solid ${vars.borderColor.neutralLight}`,
});

export const heading = style({ margin: 0 });

const header = {
  ...globalTextStyle({ weight: 'strong' }),
  display: 'flex',
  width: '100%',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: 44,
  margin: 0,
  padding: `${vars.space.medium} 0`,
  border: 0,
  background: 'none',
  color: vars.foregroundColor.neutral,
  textAlign: 'left',
} as const;

export const button = style({
  ...header,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing(),
  },
});

/** The question where no script runs: a plain heading over its answer, which is shown. */
export const question = style(header);

export const chevron = style({
  flexShrink: 0,
  width: 16,
  height: 16,
  selectors: { '&[data-open="true"]': { transform: 'rotate(180deg)' } },
  '@media': {
    '(prefers-reduced-motion: no-preference)': { transition: 'transform 0.15s ease' },
  },
});

export const panel = style({ paddingBottom: vars.space.medium });

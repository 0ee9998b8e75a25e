import { style } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

import { focusRing } from '../../kit/focus-ring';

export const tablist = style({
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  borderBottom: `${vars.borderWidth.standard} solid ${vars.borderColor.neutralLight}`,
  // Where no script runs no tab can be chosen: every panel is shown under its name instead.
  '@media': { '(scripting: none)': { display: 'none' } },
});

export const tab = style({
  ...globalTextStyle({ weight: 'medium' }),
  flexShrink: 0,
  minHeight: 44,
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: 0,
  borderBottom: '3px solid transparent',
  background: 'none',
  color: vars.foregroundColor.secondary,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      color: vars.foregroundColor.neutral,
      borderBottomColor: vars.borderColor.formAccent,
    },
    '&:hover': { color: vars.foregroundColor.neutral },
    '&:focus-visible': focusRing(-2),
  },
});

/** A panel's name over it, where no script runs (the tabs are not drawn then). */
export const panelName = style({
  ...globalTextStyle({ weight: 'strong' }),
  margin: 0,
  '@media': { '(scripting: enabled)': { display: 'none' } },
});

export const panel = style({
  paddingTop: vars.space.large,
  '@media': {
    '(scripting: none)': { paddingTop: vars.space.small },
  },
  selectors: {
    '&:focus-visible': focusRing(4),
  },
});

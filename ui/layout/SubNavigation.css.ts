import { style } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

import { focusRing } from '../kit/focus-ring';

export const bar = style({
  background: vars.backgroundColor.surface,
  borderBottom: `1px solid ${vars.borderColor.neutralLight}`,
});

export const tabs = style({
  display: 'flex',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  // The first tab's text lines up with the page title below, not its padding.
  marginLeft: `calc(-1 * ${vars.space.small})`,
});

export const tab = style({
  ...globalTextStyle({ weight: 'medium' }),
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 48,
  padding: `0 ${vars.space.small}`,
  whiteSpace: 'nowrap',
  color: vars.foregroundColor.secondary,
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  ':hover': { color: vars.foregroundColor.neutral },
  ':focus-visible': focusRing(-2),
  selectors: {
    '&[aria-current="page"]': {
      color: vars.foregroundColor.neutral,
      borderBottomColor: vars.borderColor.formAccent,
    },
  },
});

export const dead = style({ cursor: 'default', opacity: 0.6 });

export const disclosure = style({ padding: `${vars.space.xsmall} 0` });

export const summary = style({
  ...globalTextStyle({ weight: 'medium' }),
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: 44,
  cursor: 'pointer',
  listStyle: 'none',
  color: vars.foregroundColor.neutral,
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
  ':focus-visible': focusRing(),
});

export const caret = style({
  fontSize: '0.7em',
  transition: 'transform 0.15s',
  selectors: { [`details[open] > ${summary} > &`]: { transform: 'rotate(180deg)' } },
});

export const menu = style({
  margin: 0,
  padding: `0 0 ${vars.space.small}`,
  listStyle: 'none',
});

export const menuLink = style({
  ...globalTextStyle(),
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.small}`,
  color: vars.foregroundColor.neutral,
  textDecoration: 'none',
  borderLeft: '3px solid transparent',
  ':hover': { background: vars.backgroundColor.neutralSoft },
  ':focus-visible': focusRing(-2),
  selectors: {
    '&[aria-current="page"]': {
      fontWeight: 600,
      borderLeftColor: vars.borderColor.formAccent,
      background: vars.backgroundColor.neutralSoft,
    },
  },
});

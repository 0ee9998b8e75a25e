import { style } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

import { focusRing } from '../kit/focus-ring';

export const list = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const item = style({ position: 'relative', display: 'flex' });

export const topLink = style({
  ...globalTextStyle({ weight: 'medium' }),
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 44,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.borderRadius.standard,
  color: vars.foregroundColor.neutral,
  textDecoration: 'none',
  ':hover': { background: vars.backgroundColor.neutralSoft },
  ':focus-visible': focusRing(),
  selectors: {
    // The section the page is in: underlined like a selected tab.
    '&[aria-current]': { boxShadow: `inset 0 -3px 0 ${vars.borderColor.formAccent}` },
  },
});

export const topLinkInverted = style({
  color: vars.foregroundColor.neutralInverted,
  ':hover': { background: 'rgba(255, 255, 255, 0.12)' },
  selectors: {
    '&[aria-current]': { boxShadow: `inset 0 -3px 0 ${vars.foregroundColor.neutralInverted}` },
  },
});

export const caret = style({ fontSize: '0.7em', opacity: 0.8 });

// The dropdown opens on hover and whenever focus is inside the item: keyboard users tab into it, no script.
export const subMenu = style({
  display: 'none',
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: 20,
  minWidth: 240,
  margin: 0,
  padding: `${vars.space.xsmall} 0`,
  listStyle: 'none',
  background: vars.backgroundColor.surface,
  borderRadius: vars.borderRadius.large,
  boxShadow: vars.shadow.medium,
  selectors: {
    [`${item}:hover > &, ${item}:focus-within > &`]: { display: 'block' },
  },
});

export const subLink = style({
  ...globalTextStyle(),
  display: 'block',
  padding: `${vars.space.small} ${vars.space.medium}`,
  color: vars.foregroundColor.neutral,
  textDecoration: 'none',
  ':hover': { background: vars.backgroundColor.neutralSoft, color: vars.foregroundColor.link },
  ':focus-visible': focusRing(-2),
});

export const dead = style({ cursor: 'default', ':hover': { background: 'none' } });

export const groupButton = style({ border: 'none', background: 'none', cursor: 'pointer' });

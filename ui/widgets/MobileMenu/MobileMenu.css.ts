import { style } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

import { controlBox } from '../../kit/control-box';
import { focusRing } from '../../kit/focus-ring';

export const toggle = style({
  ...globalTextStyle({ weight: 'medium' }),
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: 44,
  padding: `0 ${vars.space.small}`,
  ...controlBox(vars.borderColor.neutralLight),
  textDecoration: 'none',
  cursor: 'pointer',
});

export const panel = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  // Over the account messages that lie under the header (AccountHeader.css.ts `notices`, 15): an open menu
  // is what the reader asked for.
  zIndex: 20,
  maxHeight: 'calc(100vh - 64px)',
  overflowY: 'auto',
  background: vars.backgroundColor.surface,
  color: vars.foregroundColor.neutral,
  boxShadow: vars.shadow.large,
  padding: `${vars.space.xsmall} ${vars.space.gutter} ${vars.space.medium}`,
  // Where no script runs, the toggle is a link to the panel: the address's fragment opens it.
  '@media': { '(scripting: none)': { selectors: { '&:target': { display: 'block' } } } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  borderBottom: `${vars.borderWidth.standard} solid ${vars.borderColor.neutralLight}`,
});

export const groupRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });

export const link = style({
  ...globalTextStyle({ weight: 'medium' }),
  display: 'block',
  flexGrow: 1,
  padding: `${vars.space.small} 0`,
  minHeight: 44,
  boxSizing: 'border-box',
  color: vars.foregroundColor.neutral,
  textDecoration: 'none',
  ':hover': { color: vars.foregroundColor.link, textDecoration: 'underline' },
  ':focus-visible': focusRing(),
  selectors: { '&[aria-current]': { fontWeight: vars.textWeight.strong } },
});

export const dead = style({ ':hover': { color: vars.foregroundColor.neutral, textDecoration: 'none' } });

export const expand = style({
  ...globalTextStyle({ size: 'large', weight: 'medium' }),
  width: 44,
  height: 44,
  border: 'none',
  borderRadius: vars.borderRadius.standard,
  background: vars.backgroundColor.neutralSoft,
  color: vars.foregroundColor.neutral,
  cursor: 'pointer',
  ':focus-visible': focusRing(),
});

export const subList = style([
  list,
  {
    paddingLeft: vars.space.medium,
    paddingBottom: vars.space.xsmall,
    selectors: { '&[hidden]': { display: 'none' } },
  },
]);

export const languages = style({ paddingTop: vars.space.small });

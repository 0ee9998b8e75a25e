import { globalStyle, style } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

import { outlinedButton } from '../kit/control-box';
import { focusRing } from '../kit/focus-ring';

const focusVisible = { '&:focus-visible': focusRing() };

export const filter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const label = style({ ...globalTextStyle({ weight: 'strong' }), color: vars.foregroundColor.neutral });

export const select = style({
  ...globalTextStyle({}),
  minHeight: 44,
  minWidth: 160,
  padding: `0 ${vars.space.small}`,
  border: `${vars.borderWidth.standard} solid ${vars.borderColor.field}`,
  borderRadius: vars.borderRadius.standard,
  background: vars.backgroundColor.surface,
  color: vars.foregroundColor.neutral,
  selectors: focusVisible,
});

export const apply = style(outlinedButton(vars.borderColor.neutral, vars.foregroundColor.neutral, 'medium'));

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderTop: `${vars.borderWidth.standard} solid ${vars.borderColor.neutralLight}`,
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.medium} 0`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.borderColor.neutralLight}`,
});

export const link = style({
  ...globalTextStyle({ weight: 'medium' }),
  color: vars.foregroundColor.link,
  selectors: focusVisible,
});

export const title = style({ ...globalTextStyle({ weight: 'medium' }), color: vars.foregroundColor.neutral });

export const meta = style({ ...globalTextStyle({ size: 'small' }), color: vars.foregroundColor.secondary });

// A size of its own (no responsive text scale): the one figure a reader comes for.
const { fontFamily, fontWeight } = globalTextStyle({ weight: 'strong' });
export const price = style({
  margin: 0,
  fontFamily,
  fontWeight,
  fontSize: 40,
  lineHeight: 1.1,
  color: vars.foregroundColor.neutral,
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
  gap: vars.space.medium,
  margin: 0,
});

export const figure = style({ display: 'grid', gap: vars.space.xxsmall, margin: 0 });

export const value = style({
  ...globalTextStyle({ weight: 'medium' }),
  margin: 0,
  color: vars.foregroundColor.neutral,
});

export const table = style({
  ...globalTextStyle({ size: 'small' }),
  width: '100%',
  borderCollapse: 'collapse',
  color: vars.foregroundColor.neutral,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.small} ${vars.space.xxsmall}`,
  textAlign: 'left',
});

globalStyle(`${table} th`, {
  fontWeight: vars.textWeight.strong,
  verticalAlign: 'bottom',
  borderBottom: `${vars.borderWidth.large} solid ${vars.borderColor.neutralLight}`,
});

globalStyle(`${table} td`, {
  borderBottom: `${vars.borderWidth.standard} solid ${vars.borderColor.neutralLight}`,
});

export const number = style({ selectors: { [`${table} &`]: { textAlign: 'right' } } });

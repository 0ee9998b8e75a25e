import { globalStyle, style } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

import { focusRing } from '../kit/focus-ring';

/** A real table that fits a 375 px screen: fixed layout, the feature column wider, every cell wrapping. */
export const table = style({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
  ...globalTextStyle({ size: 'small' }),
  color: vars.foregroundColor.neutral,
  '@media': { 'screen and (min-width: 740px)': { ...globalTextStyle({ size: 'standard' }) } },
});

export const caption = style({
  ...globalTextStyle({ weight: 'strong' }),
  textAlign: 'left',
  paddingBottom: vars.space.small,
  color: vars.foregroundColor.neutral,
});

export const featureColumn = style({ width: '34%' });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.small} ${vars.space.xxsmall}`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.borderColor.neutralLight}`,
  overflowWrap: 'anywhere',
  hyphens: 'auto',
  verticalAlign: 'middle',
});
globalStyle(`${table} thead th`, { textAlign: 'center', background: vars.backgroundColor.neutralLight });
globalStyle(`${table} thead th:first-child`, { textAlign: 'left' });
globalStyle(`${table} tbody th`, { textAlign: 'left', fontWeight: vars.textWeight.medium });
globalStyle(`${table} td`, { textAlign: 'center' });

export const mark = style({ display: 'inline-block', width: 20, height: 20, verticalAlign: 'middle' });
export const included = style({ color: vars.foregroundColor.positive });
export const notIncluded = style({ color: vars.foregroundColor.secondary });

export const cards = style({
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({
  display: 'grid',
  gap: vars.space.xsmall,
  alignContent: 'start',
  padding: vars.space.medium,
  borderRadius: vars.borderRadius.large,
  border: `${vars.borderWidth.standard} solid ${vars.borderColor.neutralLight}`,
  background: vars.backgroundColor.surface,
});

export const more = style({ display: 'grid', gap: vars.space.small });

export const showMore = style({
  ...globalTextStyle({ weight: 'medium' }),
  color: vars.foregroundColor.link,
  cursor: 'pointer',
  width: 'fit-content',
  minHeight: vars.touchableSize,
  display: 'flex',
  alignItems: 'center',
  selectors: {
    [`${more}[open] > &`]: { display: 'none' },
    '&:focus-visible': focusRing(),
  },
});

import { globalStyle, style } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

import { focusRing } from '../kit/focus-ring';

/**
 * A table that scrolls sideways on a phone rather than squeezing its columns. Positioned, so that the visually
 * hidden texts inside (absolutely positioned) stay in the scroll area instead of widening the page at 375 px.
 */
/** Below this width a salary or job-growth row is stacked: nothing scrolls sideways and no word is cut. */
const STACK_BELOW = 640;
const narrow = `screen and (max-width: ${STACK_BELOW - 1}px)`;

export const scroll = style({ position: 'relative', overflowX: 'auto', WebkitOverflowScrolling: 'touch' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  ...globalTextStyle({ size: 'small' }),
  color: vars.foregroundColor.neutral,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.borderColor.neutralLight}`,
  textAlign: 'left',
  verticalAlign: 'top',
});

globalStyle(`${table} thead th`, { fontWeight: vars.textWeight.strong, whiteSpace: 'nowrap' });

// The salary and job-growth tables: fixed layout, so the column widths come from the header row alone (the rank
// and the figures a set width, the text columns sharing the rest) and rows parsed after the first paint never
// widen a column and move the others (layout shift). From 640px wide; below, each row is stacked (stackedRows).
export const ranked = style({
  tableLayout: 'fixed',
  '@media': { [`screen and (min-width: ${STACK_BELOW}px)`]: { minWidth: 640 } },
});

globalStyle(`${ranked} th, ${ranked} td`, { overflowWrap: 'break-word' });

globalStyle(`${ranked} thead th`, { whiteSpace: 'normal' });

globalStyle(`${ranked} thead th:first-child`, { width: '3.5em' });

globalStyle(`${table} a`, { color: vars.foregroundColor.link, fontWeight: vars.textWeight.medium });

globalStyle(`${table} a:focus-visible`, {
  ...focusRing(),
});

export const caption = style({
  textAlign: 'left',
  paddingBottom: vars.space.xsmall,
  color: vars.foregroundColor.secondary,
});

export const numeric = style({ textAlign: 'right', whiteSpace: 'nowrap' });

globalStyle(`${table} th${numeric}, ${table} td${numeric}`, { textAlign: 'right' });

globalStyle(`${ranked} thead th${numeric}`, { width: '7.5em' });

export const change = style({ whiteSpace: 'nowrap', fontWeight: vars.textWeight.medium });

export const positive = style({ color: vars.foregroundColor.positive });

export const notPositive = style({ color: vars.foregroundColor.critical });

export const marker = style({ display: 'inline-block', width: '1em', textAlign: 'center' });

/** A native select, the size of Braid's fields. */
export const select = style({
  minHeight: vars.touchableSize,
  width: '100%',
  maxWidth: 420,
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.borderColor.field}`,
  borderRadius: vars.borderRadius.standard,
  background: vars.backgroundColor.surface,
  color: vars.foregroundColor.neutral,
  ...globalTextStyle({}),
  selectors: {
    '&:focus-visible': focusRing(),
  },
});

export const label = style({
  ...globalTextStyle({ weight: 'strong' }),
  display: 'block',
  color: vars.foregroundColor.neutral,
  marginBottom: vars.space.xsmall,
});

export const driverList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const driver = style({
  display: 'grid',
  // rem, not em: the top 3's larger text must not push their labels out of line with the rest.
  gridTemplateColumns: '2rem 1fr auto',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  padding: `${vars.space.xsmall} 0`,
  ...globalTextStyle({ size: 'small' }),
  color: vars.foregroundColor.neutral,
});

export const topDriver = style(globalTextStyle({ weight: 'strong' }));

export const barTrack = style({
  gridColumn: '2 / 4',
  height: 8,
  borderRadius: 4,
  background: vars.backgroundColor.neutralLight,
  overflow: 'hidden',
});

// The soft accent was all but invisible on the track: the accent, lighter, and in full for the top 3 (spec §2).
export const bar = style({
  height: '100%',
  borderRadius: 4,
  background: vars.backgroundColor.brandAccent,
  opacity: 0.45,
});

export const strongBar = style({ opacity: 1 });

export const badge = style({
  width: 84,
  height: 84,
  borderRadius: '50%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  background: vars.backgroundColor.brand,
  color: '#fff',
  fontFamily: globalTextStyle({}).fontFamily,
  textAlign: 'center',
  lineHeight: 1.1,
});

export const badgePercent = style({ fontSize: 24, fontWeight: vars.textWeight.strong });

export const badgeText = style({ fontSize: 13 });

export const chartBarCell = style({ width: '45%' });

/** 'Show all 17 factors': a disclosure whose summary goes once it is open (no way back, spec §4). */
export const reveal = style({});
globalStyle(`${reveal}[open] > summary`, { display: 'none' });

export const revealButton = style({
  minHeight: vars.touchableSize,
  padding: `0 ${vars.space.medium}`,
  border: `2px solid ${vars.borderColor.formAccent}`,
  borderRadius: vars.borderRadius.standard,
  background: 'none',
  color: vars.foregroundColor.formAccent,
  ...globalTextStyle({ weight: 'medium' }),
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  width: 'fit-content',
  listStyle: 'none',
  selectors: {
    '&:focus-visible': focusRing(),
    '&::-webkit-details-marker': { display: 'none' },
  },
});

export { visuallyHidden } from '../kit/visually-hidden.css';

/** The industry dropdown and, where no script runs, its 'Show' button, on one line when they fit. */
export const filterForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
  margin: 0,
});

/** The dropdown's label and select (IndustrySelect): as wide as the select may be. */
export const selectField = style({ flex: '1 1 16rem', maxWidth: 420 });

/*
 * A row stacked on a narrow screen (spec §2 tables at 320 px): the rank on the left; the role (its heading) and
 * under it the industry, then a job-growth row's 'View jobs'; the figures on the right, salary over growth in
 * the salary explorer, job ad growth over salary in the job-growth table, as in their column order. The column
 * headings stay for screen readers; the figures' markers and currency say what they are.
 */
const stacked = (selector: string, style: Parameters<typeof globalStyle>[1]) =>
  globalStyle(`${ranked} ${selector}`, { '@media': { [narrow]: style } });
stacked('thead', { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' });
stacked('tbody tr', {
  display: 'grid',
  gridTemplateColumns: '2em minmax(0, 1fr) auto',
  columnGap: vars.space.small,
  padding: `${vars.space.xsmall} 0`,
  borderBottom: `1px solid ${vars.borderColor.neutralLight}`,
});
stacked('tbody :is(th, td)', { display: 'block', padding: 0, border: 0, minWidth: 0 });
stacked('tbody td:nth-child(1)', { gridColumn: 1, gridRow: '1 / span 3' });
stacked('tbody th', {
  gridColumn: 2,
  gridRow: 1,
  fontWeight: vars.textWeight.strong,
  overflowWrap: 'normal',
});
stacked('tbody td:nth-child(2)', { gridColumn: 2, gridRow: 2, color: vars.foregroundColor.secondary });
stacked('tbody td:nth-child(4)', { gridColumn: 3, gridRow: 1 });
stacked('tbody td:nth-child(5)', { gridColumn: 3, gridRow: 2 });
stacked('tbody td:nth-child(6)', { gridColumn: 2, gridRow: 3 });

import { globalStyle, style } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

import { focusRing } from '../kit/focus-ring';

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const stepNumber = style({
  width: 40,
  height: 40,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export { visuallyHidden } from '../kit/visually-hidden.css';

export const avatar = style({
  width: 96,
  height: 96,
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.backgroundColor.neutralSoft,
  display: 'block',
});

export const disclosure = style({
  borderTop: `${vars.borderWidth.standard} solid ${vars.borderColor.neutralLight}`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.borderColor.neutralLight}`,
  paddingBlock: vars.space.medium,
});

// The toggle looks like one (spec §2 disclosure): a chevron that turns when open and an underlined label in the
// link colour, on a row tall enough to touch; the native <summary> gives it the browser's button semantics.
export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: 44,
  cursor: 'pointer',
  color: vars.foregroundColor.link,
  fontWeight: vars.textWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { textDecorationThickness: 2 },
    '&:focus-visible': focusRing(),
  },
});

export const chevron = style({
  flexShrink: 0,
  width: 8,
  height: 8,
  marginInline: 4,
  borderRight: '2px solid currentColor',
  borderBottom: '2px solid currentColor',
  transform: 'rotate(-45deg)',
  transition: 'transform 0.15s',
  selectors: { 'details[open] > summary > &': { transform: 'rotate(45deg)' } },
});

export const whenOpen = style({
  selectors: { 'details:not([open]) > summary > &': { display: 'none' } },
});

export const whenClosed = style({
  selectors: { 'details[open] > summary > &': { display: 'none' } },
});

export const frame = style({
  border: `${vars.borderWidth.standard} dashed ${vars.borderColor.neutral}`,
});

export const snippet = style({ overflowX: 'auto' });

globalStyle(`${snippet} img`, { maxWidth: '100%', height: 'auto' });

// A table in an embedded code snippet reads like the rest of the page: the design system's text, ruled rows.
globalStyle(`${snippet} table`, {
  width: '100%',
  borderCollapse: 'collapse',
  ...globalTextStyle({ size: 'standard' }),
  color: vars.foregroundColor.neutral,
});
globalStyle(`${snippet} caption`, {
  textAlign: 'left',
  fontWeight: vars.textWeight.strong,
  paddingBottom: vars.space.small,
});
globalStyle(`${snippet} :is(th, td)`, {
  textAlign: 'left',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.borderColor.neutralLight}`,
});
globalStyle(`${snippet} th`, {
  fontWeight: vars.textWeight.strong,
  background: vars.backgroundColor.neutralSoft,
});
globalStyle(`${snippet} p`, {
  ...globalTextStyle({ size: 'small' }),
  color: vars.foregroundColor.secondary,
  marginTop: vars.space.small,
});

export const videoPoster = style({
  aspectRatio: '16 / 9',
  background: vars.backgroundColor.neutralSoft,
  borderRadius: vars.borderRadius.large,
});

export const playMark = style({
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
});

export const videoLink = style({
  textDecoration: 'none',
  selectors: { '&:focus-visible': focusRing() },
});

import { style, styleVariants } from '@vanilla-extract/css';
import { globalTextStyle, responsiveStyle, vars } from 'braid-design-system/css';

import { focusRing } from '../../kit/focus-ring';

/**
 * The account area's place in the header bar, the same size before and after it fills in, so nothing moves
 * when the reader turns out to be signed in (no layout shift). On phones its menu hangs from the whole header
 * (the slot is not its containing block), so it fits the screen wherever the slot sits.
 */
export const slot = style([
  globalTextStyle({ size: 'small' }),
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    width: 40,
    height: 40,
    flexShrink: 0,
    color: 'inherit',
  },
  responsiveStyle({ mobile: { position: 'static' }, tablet: { position: 'relative', width: 220 } }),
]);

export const button = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  justifyContent: 'center',
  maxWidth: '100%',
  minWidth: 0,
  overflow: 'hidden',
  height: '100%',
  padding: `0 ${vars.space.xxsmall}`,
  border: 0,
  borderRadius: vars.borderRadius.standard,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  ':focus-visible': focusRing(0),
});

const oneLine = {
  maxWidth: '100%',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
} as const;

export const name = style([
  { ...oneLine, fontWeight: vars.textWeight.strong },
  responsiveStyle({ mobile: { display: 'none' }, tablet: { display: 'block' } }),
]);

/** Phones: the first letter of the name in a circle; the name itself is in the menu. */
export const initial = style([
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 32,
    height: 32,
    borderRadius: '50%',
    border: '2px solid currentColor',
    fontWeight: vars.textWeight.strong,
  },
  responsiveStyle({ tablet: { display: 'none' } }),
]);

export const advertiser = style([
  { ...oneLine, opacity: 0.85 },
  responsiveStyle({ mobile: { display: 'none' }, tablet: { display: 'block' } }),
]);

export const menu = style([
  globalTextStyle({ size: 'small' }),
  {
    position: 'absolute',
    top: '100%',
    zIndex: 20,
    minWidth: 240,
    marginTop: vars.space.xxsmall,
    padding: vars.space.small,
    display: 'grid',
    gap: vars.space.xsmall,
    background: vars.backgroundColor.surface,
    color: vars.foregroundColor.neutral,
    border: `${vars.borderWidth.standard} solid ${vars.borderColor.neutralLight}`,
    borderRadius: vars.borderRadius.standard,
    boxShadow: vars.shadow.medium,
  },
  responsiveStyle({
    mobile: { left: vars.space.gutter, right: vars.space.gutter },
    tablet: { left: 'auto', right: 0 },
  }),
]);

export const secondary = style({ color: vars.foregroundColor.secondary, ...oneLine });

export const link = style({ color: vars.foregroundColor.link, fontWeight: vars.textWeight.medium });

/**
 * The account messages have a region of their own at the foot of the screen, inside it at every width
 * (320–1440 px), out of the page's flow: they arrive after the page has painted (the reader's session is known
 * only then, and the page is the same cached page for everyone), and pushing the page down then would be a
 * layout shift, while lying under the header covered its promo bar and hero heading.
 */
export const notices = style({
  position: 'fixed',
  bottom: vars.space.small,
  left: vars.space.small,
  right: vars.space.small,
  zIndex: 15,
  display: 'grid',
  gap: vars.space.xxsmall,
  boxSizing: 'border-box',
  maxWidth: 720,
  maxHeight: '50vh',
  marginInline: 'auto',
  overflowY: 'auto',
});

export const notice = style([
  globalTextStyle({ size: 'small' }),
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    minWidth: 0,
    overflowWrap: 'anywhere',
    padding: `${vars.space.small} ${vars.space.medium}`,
    borderRadius: vars.borderRadius.standard,
    borderLeft: `4px solid`,
    color: vars.foregroundColor.neutral,
    boxShadow: vars.shadow.medium,
  },
]);

export const noticeTone = styleVariants({
  caution: { background: vars.backgroundColor.cautionLight, borderLeftColor: vars.borderColor.caution },
  info: { background: vars.backgroundColor.infoLight, borderLeftColor: vars.borderColor.info },
  critical: { background: vars.backgroundColor.criticalLight, borderLeftColor: vars.borderColor.critical },
});

export const noticeBody = style({ display: 'grid', gap: vars.space.xxsmall, flex: 1 });

export const close = style({
  border: 0,
  background: 'transparent',
  color: 'inherit',
  fontSize: 20,
  lineHeight: 1,
  cursor: 'pointer',
  padding: vars.space.xxsmall,
});

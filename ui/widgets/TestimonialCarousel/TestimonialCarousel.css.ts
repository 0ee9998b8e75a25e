import { style, styleVariants } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

import { focusRing } from '../../kit/focus-ring';
import { roundButton } from '../../kit/round-button.css';
import { hiddenSlide, slidesWithoutScript } from '../../kit/slide-rules';

const desktop = 'screen and (min-width: 992px)';

export const carousel = style({ display: 'grid', gap: vars.space.medium });

export const slide = style({
  display: 'grid',
  gap: vars.space.gutter,
  gridTemplateColumns: '1fr',
  selectors: hiddenSlide,
  '@media': {
    [desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    ...slidesWithoutScript(vars.space.gutter),
  },
});

export const card = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  // Spec §9: testimonial cards are 248px high.
  height: 248,
  margin: 0,
  padding: vars.space.gutter,
  borderRadius: vars.borderRadius.large,
  boxShadow: `inset 0 0 0 ${vars.borderWidth.standard} ${vars.borderColor.neutralLight}`,
});

export const background = styleVariants({
  surface: { background: vars.backgroundColor.surface },
  neutralLight: { background: vars.backgroundColor.neutralSoft },
  brandAccentLight: { background: vars.backgroundColor.brandAccentSoft },
  infoLight: { background: vars.backgroundColor.infoLight },
  promoteLight: { background: vars.backgroundColor.promoteLight },
  positiveLight: { background: vars.backgroundColor.positiveLight },
});

export const quote = style({
  ...globalTextStyle({ size: 'standard' }),
  margin: 0,
  color: vars.foregroundColor.neutral,
  // Spec §9: at most five lines of quote.
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 5,
  overflow: 'hidden',
});

export const author = style({
  ...globalTextStyle({ weight: 'strong', size: 'small' }),
  display: 'block',
  color: vars.foregroundColor.neutral,
});

export const company = style({
  ...globalTextStyle({ size: 'small' }),
  display: 'block',
  color: vars.foregroundColor.secondary,
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  minHeight: 44,
});

const focusVisible = { '&:focus-visible': focusRing() };

export const arrow = roundButton;

export const bullets = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [desktop]: { display: 'none' } },
});

export const bullet = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 44,
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  selectors: focusVisible,
  '::after': {
    content: '""',
    width: 10,
    height: 10,
    borderRadius: '50%',
    border: `2px solid ${vars.foregroundColor.neutral}`,
    boxSizing: 'border-box',
  },
});

export const bulletCurrent = style({
  '::after': { background: vars.foregroundColor.neutral },
});

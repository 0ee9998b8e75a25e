import { style } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

import { focusRing } from '../../kit/focus-ring';
import { roundButton } from '../../kit/round-button.css';

export const grid = style({
  display: 'grid',
  gap: vars.space.gutter,
  gridTemplateColumns: '1fr',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    'screen and (min-width: 740px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    'screen and (min-width: 992px)': {
      gridTemplateColumns: 'repeat(var(--video-columns, 3), minmax(0, 1fr))',
    },
  },
});

export const card = style({ display: 'grid', gap: vars.space.small, alignContent: 'start' });

export const thumb = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  padding: 0,
  overflow: 'hidden',
  border: 0,
  borderRadius: vars.borderRadius.large,
  background: '#1c1c1c',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing(2, 3),
  },
});

export const thumbImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const thumbPlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const cardTitle = style({
  ...globalTextStyle({ weight: 'strong', size: 'large' }),
  margin: 0,
  color: vars.foregroundColor.neutral,
});

export const cardText = style({
  ...globalTextStyle({ size: 'standard' }),
  margin: 0,
  color: vars.foregroundColor.secondary,
});

export const dialog = style({
  width: 'min(960px, calc(100vw - 32px))',
  maxHeight: 'calc(100vh - 32px)',
  boxSizing: 'border-box',
  padding: vars.space.gutter,
  border: 0,
  borderRadius: vars.borderRadius.large,
  background: vars.backgroundColor.surface,
  selectors: { '&::backdrop': { background: 'rgba(0, 0, 0, 0.7)' } },
});

export const dialogHeader = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  marginBottom: vars.space.medium,
});

export const dialogTitle = style({
  ...globalTextStyle({ weight: 'strong', size: 'large' }),
  margin: 0,
  color: vars.foregroundColor.neutral,
});

export const close = style([roundButton, { flexShrink: 0 }]);

export const description = style({
  ...globalTextStyle({ size: 'standard' }),
  margin: `${vars.space.medium} 0 0`,
  color: vars.foregroundColor.secondary,
});

export { visuallyHidden } from '../../kit/visually-hidden.css';

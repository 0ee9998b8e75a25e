import { keyframes, style } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

import { focusRing } from '../../kit/focus-ring';

export const frame = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.borderRadius.large,
  background: '#1c1c1c',
});

export const fill = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 });

export const facade = style([
  fill,
  {
    display: 'flex',
    alignItems: 'flex-end',
    padding: 0,
    background: 'transparent',
    color: '#fff',
    cursor: 'pointer',
    textAlign: 'left',
    selectors: {
      '&:focus-visible': focusRing(-3, 3),
    },
  },
]);

export const poster = style([fill, { objectFit: 'cover' }]);

export const caption = style({
  ...globalTextStyle({ weight: 'strong' }),
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  width: '100%',
  boxSizing: 'border-box',
  padding: vars.space.medium,
  color: '#fff',
  background: 'linear-gradient(transparent, rgba(0, 0, 0, 0.8))',
});

export const play = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 48,
  height: 48,
  borderRadius: '50%',
  background: '#fff',
  color: '#1c1c1c',
});

export const duration = style({ marginLeft: 'auto', fontVariantNumeric: 'tabular-nums' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const loading = style([fill, { display: 'flex', alignItems: 'center', justifyContent: 'center' }]);

export const spinner = style({
  width: 40,
  height: 40,
  borderRadius: '50%',
  border: '4px solid rgba(255, 255, 255, 0.3)',
  borderTopColor: '#fff',
  animation: `${spin} 0.9s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.5s' } },
});

export { visuallyHidden } from '../../kit/visually-hidden.css';

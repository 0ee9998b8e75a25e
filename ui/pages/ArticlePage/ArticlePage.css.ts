import { style } from '@vanilla-extract/css';
import { vars } from 'braid-design-system/css';

export const hero = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.borderRadius.large,
  background: vars.backgroundColor.neutralLight,
});

export const videoFrame = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.borderRadius.large,
  background: '#000',
});

export const fill = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 });

export const podcastFrame = style({
  display: 'block',
  width: '100%',
  border: 0,
  borderRadius: vars.borderRadius.large,
});

import { style } from '@vanilla-extract/css';
import { vars } from 'braid-design-system/css';

import { brokenImageCover } from '../components/components.css';

/** A team member's photo: round, 96px (spec §9 avatars). */
export const avatar = style({
  ...brokenImageCover,
  display: 'block',
  width: 96,
  height: 96,
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.backgroundColor.neutralLight,
});

export const numericalCard = style({ height: '100%', boxSizing: 'border-box' });

import { style } from '@vanilla-extract/css';
import { vars } from 'braid-design-system/css';

import { brokenImageCover } from '../../components/components.css';

// Spec §9: the author avatar is 96px, round.
export const AVATAR_SIZE = 96;

export const avatar = style({
  ...brokenImageCover,
  display: 'block',
  width: AVATAR_SIZE,
  height: AVATAR_SIZE,
  borderRadius: '50%',
  overflow: 'hidden',
  objectFit: 'cover',
  flexShrink: 0,
  background: vars.backgroundColor.neutralLight,
});

export const initials = style({
  fontFamily: 'inherit',
  fontSize: 34,
  fontWeight: vars.textWeight.medium,
  fill: vars.foregroundColor.brandAccent,
});

export const placeholderCircle = style({ fill: vars.backgroundColor.brandAccentSoft });

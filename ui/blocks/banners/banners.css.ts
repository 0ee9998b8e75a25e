import { style } from '@vanilla-extract/css';
import { responsiveStyle, vars } from 'braid-design-system/css';

import { mobileBannerHeight } from './sizes';

/** The custom property holding the banner's height from tablet up, set inline from the CMS size. */
export const heightProperty = '--banner-height';

export const imageFrame = style({
  position: 'relative',
  overflow: 'hidden',
  height: mobileBannerHeight,
  borderRadius: vars.borderRadius.xlarge,
  background: vars.backgroundColor.neutralSoft,
  ...responsiveStyle({ tablet: { height: `var(${heightProperty}, 450px)` } }),
});

// The loader crops to the banner's ratio (spec §9); cover keeps the crop filling any height.
export const coverImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  color: 'transparent',
});

// 40px tall at the logo's own ratio (its width and height attributes give it before it loads), never stretched.
export const logo = style({
  display: 'block',
  height: 40,
  width: 'auto',
  maxWidth: 200,
  objectFit: 'contain',
});

export const orDivider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  '::before': { content: '""', flex: 1, borderTop: `1px solid ${vars.borderColor.neutralLight}` },
  '::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.borderColor.neutralLight}` },
});

export const formFrame = style({
  border: `1px dashed ${vars.borderColor.neutralLight}`,
  borderRadius: vars.borderRadius.large,
});

// Full width up to 2000px (spec §9), centred beyond: a flex item (the page's Stack) needs the width set, or it
// shrinks to its content.
export const award = style({
  position: 'relative',
  overflow: 'hidden',
  width: '100%',
  marginInline: 'auto',
  display: 'flex',
  alignItems: 'center',
});

export const awardImage = style({ opacity: 0.3 });

export const awardContent = style({ position: 'relative', width: '100%' });

export const star = style({ fontSize: 48, lineHeight: 1, color: '#f5c518' });

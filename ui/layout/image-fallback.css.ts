import { globalStyle } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

import { image as logoImage } from './Logo.css';

/**
 * What a picture that fails to load looks like (no script needed). Its alternative text, should the browser show
 * it, is in the theme's typography rather than the browser's serif default. A photo (card, banner, feature image,
 * author, gallery, block or body image) becomes a neutral tinted panel of its own size and shape with its
 * alternative text centred on it, or none for a decorative one (alt=""): browsers draw an image's ::after only
 * when the image is not shown, so a loaded picture covers nothing. The logo has its own fallback, the brand
 * name on the header's colour (Logo.css.ts).
 */
globalStyle('img', {
  ...globalTextStyle({ size: 'small' }),
  color: vars.foregroundColor.secondary,
});

// :where() keeps these rules weaker than any class, so an image placed by its own style (a cover) stays there.
const photo = `img:where(:not(${logoImage}))`;

globalStyle(photo, { position: 'relative' });

globalStyle(`${photo}::after`, {
  content: 'attr(alt)',
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.small,
  overflow: 'hidden',
  textAlign: 'center',
  borderRadius: 'inherit',
  background: `linear-gradient(135deg, ${vars.backgroundColor.neutralLight}, ${vars.backgroundColor.brandAccentSoft})`,
});

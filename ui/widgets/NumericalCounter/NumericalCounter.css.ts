import { style, styleVariants } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

// The font of the site's text; size and line height are set inline from the CMS text size.
export const number = style({
  ...globalTextStyle({}),
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const unit = style({ marginLeft: '0.1em' });

export const smallUnit = style({ fontSize: '0.5em' });

export const tone = styleVariants({
  neutral: { color: vars.foregroundColor.neutral },
  secondary: { color: vars.foregroundColor.secondary },
  brandAccent: { color: vars.foregroundColor.brandAccent },
  formAccent: { color: vars.foregroundColor.formAccent },
  positive: { color: vars.foregroundColor.positive },
  critical: { color: vars.foregroundColor.critical },
  info: { color: vars.foregroundColor.info },
  promote: { color: vars.foregroundColor.promote },
});

export { visuallyHidden } from '../../kit/visually-hidden.css';

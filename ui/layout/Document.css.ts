import { globalStyle, style } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

globalStyle('html, body', {
  margin: 0,
  padding: 0,
  background: vars.backgroundColor.body,
});

globalStyle('body', { minHeight: '100vh' });

/**
 * Text outside Braid's components (disclosure summaries, island buttons, table headers) uses the theme's
 * typography. It is set inside the theme's element, where Braid's variables are defined: on `body` they are
 * not, and the browser's serif default showed through.
 */
export const themeText = style(globalTextStyle());

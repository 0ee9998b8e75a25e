import { globalStyle, style } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

globalStyle('html, body', {
  margin: 0,
  padding: 0,
  background: vars.backgroundColor.body,
});

globalStyle('body', { minHeight: '100vh' });

/**
 * A scroll bar that takes room (Windows, Linux desktops) is there from the first paint: a page drawn while it is
 * parsed is shorter than the window at first, and its content would move over when the rest arrives and the bar
 * appears (layout shift). Not `scrollbar-gutter: stable`, which keeps the room even where scroll bars are
 * overlaid or hidden (a headless browser): overlaid bars take none.
 */
globalStyle('html', { overflowY: 'scroll' });

/**
 * Text outside Braid's components (disclosure summaries, island buttons, table headers) uses the theme's
 * typography. It is set inside the theme's element, where Braid's variables are defined: on `body` they are
 * not, and the browser's serif default showed through.
 */
export const themeText = style(globalTextStyle());

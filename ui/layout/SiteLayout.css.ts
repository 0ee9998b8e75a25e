import { style } from '@vanilla-extract/css';

/** The footer sits at the bottom of the window even when the page is short (a 404, a preview list). */
export const shell = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const main = style({ flexGrow: 1 });

import { globalStyle } from '@vanilla-extract/css';

/** The data attribute (Braid's `data` prop) of an outlined, soft or transparent brand-accent action. */
export const accentTextData = { 'accent-text': 'deep' } as const;

/**
 * The brand accent as a button's text (outlined, soft and transparent variants; the solid one draws it as its
 * background, white text on it is 4.5:1). The theme's pink (#e60278) as text is only 4.1:1 on the pink panels
 * (brandAccentSoft #feeffa: the primary banner, banner items) and on the soft button's own pink; one shade
 * darker, the palette's seekPink 600, is 5.3:1 there and 5.9:1 on white (WCAG AA text: 4.5:1).
 */
globalStyle('a[data-accent-text="deep"] span', { color: '#c6005b' });

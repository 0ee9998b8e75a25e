/** Attribute names shared by the server-side Island wrapper and the browser hydrator (DESIGN §5). */
export const ISLAND_ATTR = 'data-island';
export const PROPS_ATTR = 'data-island-props';
export const HYDRATE_ATTR = 'data-island-hydrate';
export const HYDRATED_ATTR = 'data-island-hydrated';
export const ID_ATTR = 'data-island-id';
export const LANGUAGE_ATTR = 'data-language';
/** On <html>: the whole stylesheet(s), space-separated, that the hydrator loads before a React island hydrates. */
export const STYLESHEETS_ATTR = 'data-stylesheets';

/** When an island hydrates: at once, when scrolled near the viewport, or when the browser is idle. */
export type HydrateStrategy = 'load' | 'visible' | 'idle';

/** The menu button's icon, closed and open (the server renders it closed; `enhance.ts` swaps it). */
export const MENU_ICON = { closed: '☰', open: '✕' };

/** A group's expand button's icon, closed and open. */
export const GROUP_ICON = { closed: '+', open: '−' };

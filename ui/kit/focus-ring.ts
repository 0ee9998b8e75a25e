import { vars } from 'braid-design-system/css';

/**
 * The focus ring every control draws when focused from the keyboard, as a style for a `:focus-visible`
 * selector of a vanilla-extract style: `2px` in the theme's focus colour, `offset` pixels outside the control's
 * edge (negative: inside, for a control flush with a scrolling edge).
 */
export const focusRing = (offset = 2, width = 2) => ({
  outline: `${width}px solid ${vars.borderColor.focus}`,
  outlineOffset: offset,
});

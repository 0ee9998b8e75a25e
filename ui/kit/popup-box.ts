import { vars } from 'braid-design-system/css';

/** A list that pops up over the page (a menu, suggestions): no bullets, on the surface, rounded, shadowed. */
export const popupBox = {
  margin: 0,
  padding: `${vars.space.xxsmall} 0`,
  listStyle: 'none',
  background: vars.backgroundColor.surface,
  borderRadius: vars.borderRadius.standard,
  boxShadow: vars.shadow.large,
};

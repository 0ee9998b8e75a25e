import { vars } from 'braid-design-system/css';

import { focusRing } from './focus-ring';

/**
 * The box of a control on the page's surface, as style properties to spread into a vanilla-extract style: the
 * standard border in `borderColor` (a form field's, or a lighter one for a button), rounded corners, the surface
 * behind neutral text, and the focus ring when focused from the keyboard.
 */
export const controlBox = (borderColor: string = vars.borderColor.field) => ({
  border: `${vars.borderWidth.standard} solid ${borderColor}`,
  borderRadius: vars.borderRadius.standard,
  background: vars.backgroundColor.surface,
  color: vars.foregroundColor.neutral,
  ':focus-visible': focusRing(),
});

import { globalTextStyle, vars } from 'braid-design-system/css';

import { focusRing } from './focus-ring';

/**
 * The box of a control on the page's surface, as style properties to spread into a vanilla-extract style: the
 * standard border in `borderColor` (a form field's, or a lighter one for a button), rounded corners, the surface
 * behind `color` text (neutral), and the focus ring when focused from the keyboard.
 */
export const controlBox = (
  borderColor: string = vars.borderColor.field,
  color: string = vars.foregroundColor.neutral,
) => ({
  border: `${vars.borderWidth.standard} solid ${borderColor}`,
  borderRadius: vars.borderRadius.standard,
  background: vars.backgroundColor.surface,
  color,
  ':focus-visible': focusRing(),
});

/** A button outlined in `borderColor` on the surface, its text in `color`: 44 px high, padded, a pointer. */
export const outlinedButton = (
  borderColor: string,
  color: string = vars.foregroundColor.neutral,
  weight: 'medium' | 'strong' = 'strong',
) => ({
  ...globalTextStyle({ weight }),
  minHeight: 44,
  padding: `0 ${vars.space.medium}`,
  ...controlBox(borderColor, color),
  cursor: 'pointer',
});

/** A button filled with `background`, its text white and strong: `minHeight` high, padded, the focus ring. */
export const filledButton = (background: string, minHeight = 44) => ({
  ...globalTextStyle({ weight: 'strong' }),
  minHeight,
  padding: `0 ${vars.space.medium}`,
  border: 0,
  borderRadius: vars.borderRadius.standard,
  background,
  color: vars.foregroundColor.neutralInverted,
  cursor: 'pointer',
  ':focus-visible': focusRing(),
});

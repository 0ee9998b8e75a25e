import { style } from '@vanilla-extract/css';
import { vars } from 'braid-design-system/css';

export const frame = style({
  display: 'block',
  width: '100%',
  border: `${vars.borderWidth.standard} solid ${vars.borderColor.neutralLight}`,
  borderRadius: vars.borderRadius.large,
  background: vars.backgroundColor.surface,
});

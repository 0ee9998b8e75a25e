import { style } from '@vanilla-extract/css';
import { vars } from 'braid-design-system/css';

/** The 44px round previous/next button the carousel islands share (plain elements, no Braid runtime). */
export const roundButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: `${vars.borderWidth.standard} solid ${vars.borderColor.neutralLight}`,
  borderRadius: '50%',
  background: vars.backgroundColor.surface,
  color: vars.foregroundColor.neutral,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.borderColor.focus}`, outlineOffset: 2 },
    '&[hidden]': { display: 'none' },
  },
});

import { style } from '@vanilla-extract/css';
import { vars } from 'braid-design-system/css';

export const inlineCode = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.9em',
  padding: '0 0.25em',
  borderRadius: vars.borderRadius.small,
  background: vars.backgroundColor.neutralLight,
});

export const codeBlock = style({
  margin: 0,
  padding: vars.space.medium,
  overflowX: 'auto',
  borderRadius: vars.borderRadius.standard,
  background: vars.backgroundColor.neutralLight,
  color: vars.foregroundColor.neutral,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.875rem',
  lineHeight: 1.6,
});

export const quote = style({
  margin: 0,
  borderLeft: `4px solid ${vars.borderColor.brandAccent}`,
});

export const media = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  borderRadius: vars.borderRadius.standard,
  background: vars.backgroundColor.neutralLight,
});

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({ borderCollapse: 'collapse', width: '100%' });

export const cell = style({
  border: `${vars.borderWidth.standard} solid ${vars.borderColor.neutralLight}`,
  padding: vars.space.small,
  textAlign: 'left',
  verticalAlign: 'top',
});

export const headerCell = style([cell, { background: vars.backgroundColor.neutralSoft }]);

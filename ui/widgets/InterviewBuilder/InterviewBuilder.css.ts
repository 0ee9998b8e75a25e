import { style } from '@vanilla-extract/css';
import { globalHeadingStyle, globalTextStyle, vars } from 'braid-design-system/css';

import { focusRing } from '../../kit/focus-ring';

const phone = 'screen and (max-width: 739px)';
const tablet = 'screen and (min-width: 740px)';

/** Two panels side by side from tablet up; on phones one at a time, chosen by the toggle (spec §2). */
export const root = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const toggle = style({
  '@media': { [tablet]: { display: 'none' } },
});

export const chosenPanel = style({
  display: 'grid',
  gap: vars.space.medium,
  alignContent: 'start',
  '@media': { [phone]: { selectors: { [`${root}[data-view="edit"] &`]: { display: 'none' } } } },
});

export const categoriesPanel = style({
  display: 'grid',
  gap: vars.space.medium,
  alignContent: 'start',
  '@media': { [phone]: { selectors: { [`${root}[data-view="preview"] &`]: { display: 'none' } } } },
});

export const panelHeading = style({ ...globalHeadingStyle({ level: 3 }), margin: 0 });

export const text = style({ ...globalTextStyle({}), color: vars.foregroundColor.neutral, margin: 0 });
export const secondary = style({ ...globalTextStyle({}), color: vars.foregroundColor.secondary, margin: 0 });

/** Spec §9: the reorder area is at least 480 px high. */
export const reorderArea = style({
  minHeight: 480,
  boxSizing: 'border-box',
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} dashed ${vars.borderColor.field}`,
  borderRadius: vars.borderRadius.large,
  background: vars.backgroundColor.surface,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xsmall,
});

export const chosenItem = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.xsmall,
  borderRadius: vars.borderRadius.standard,
  background: vars.backgroundColor.neutralLight,
  selectors: {
    '&[data-dragging="true"]': { boxShadow: vars.shadow.medium, position: 'relative', zIndex: 1 },
  },
});

export const handle = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.touchableSize,
  height: vars.touchableSize,
  border: 0,
  borderRadius: vars.borderRadius.standard,
  background: 'transparent',
  color: vars.foregroundColor.secondary,
  cursor: 'grab',
  // A phone keeps scrolling until the 1 s touch delay (spec §9) starts a drag.
  touchAction: 'manipulation',
  selectors: { '&:focus-visible': focusRing() },
});

export const questionText = style({ ...globalTextStyle({}), color: vars.foregroundColor.neutral, margin: 0 });

const button = {
  ...globalTextStyle({ weight: 'medium' }),
  minHeight: vars.touchableSize,
  padding: `0 ${vars.space.small}`,
  border: `${vars.borderWidth.standard} solid ${vars.borderColor.formAccent}`,
  borderRadius: vars.borderRadius.standard,
  background: vars.backgroundColor.surface,
  color: vars.foregroundColor.formAccent,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:focus-visible': focusRing(),
    '&:disabled': {
      cursor: 'default',
      borderColor: vars.borderColor.neutralLight,
      color: vars.foregroundColor.secondary,
    },
  },
} as const;

export const secondaryButton = style(button);

export const primaryButton = style({
  ...button,
  background: vars.backgroundColor.formAccent,
  color: vars.foregroundColor.neutralInverted,
  selectors: {
    ...button.selectors,
    '&:disabled, &[aria-disabled="true"]': { cursor: 'default', opacity: 0.6 },
  },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const category = style({
  borderRadius: vars.borderRadius.large,
  border: `${vars.borderWidth.standard} solid ${vars.borderColor.neutralLight}`,
  background: vars.backgroundColor.surface,
});

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.small,
  alignItems: 'center',
  padding: vars.space.small,
  cursor: 'pointer',
  listStylePosition: 'inside',
  selectors: { '&:focus-visible': focusRing() },
});

export const icon = style({ width: 32, height: 32, color: vars.foregroundColor.formAccent });

export const categoryName = style({
  ...globalTextStyle({ weight: 'strong' }),
  color: vars.foregroundColor.neutral,
});

export const categoryBody = style({
  display: 'grid',
  gap: vars.space.small,
  padding: `0 ${vars.space.small} ${vars.space.small}`,
});

export const questionRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.small,
  alignItems: 'center',
  padding: `${vars.space.xsmall} 0`,
  borderTop: `${vars.borderWidth.standard} solid ${vars.borderColor.neutralLight}`,
});

export const customForm = style({ display: 'grid', gap: vars.space.xsmall, margin: 0 });

export const label = style({ ...globalTextStyle({ weight: 'medium' }), color: vars.foregroundColor.neutral });

export const customRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.xsmall,
});

export const input = style({
  ...globalTextStyle({}),
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.touchableSize,
  padding: `0 ${vars.space.small}`,
  border: `${vars.borderWidth.standard} solid ${vars.borderColor.field}`,
  borderRadius: vars.borderRadius.standard,
  background: vars.backgroundColor.surface,
  color: vars.foregroundColor.neutral,
  selectors: { '&:focus-visible': focusRing() },
});

export const error = style({ ...globalTextStyle({}), color: vars.foregroundColor.critical, margin: 0 });

export { visuallyHidden } from '../../kit/visually-hidden.css';

export const download = style({ display: 'grid', gap: vars.space.xxsmall, justifyItems: 'start' });

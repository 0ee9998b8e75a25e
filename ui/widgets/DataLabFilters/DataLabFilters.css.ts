import { keyframes, style } from '@vanilla-extract/css';
import { globalTextStyle, vars } from 'braid-design-system/css';

import { controlBox } from '../../kit/control-box';
import { focusRing } from '../../kit/focus-ring';

/** Braid's desktop breakpoint: below it ("tablet and below", spec §2) the filters live in a drawer. */
export const DESKTOP_QUERY = '(min-width: 992px)';
/**
 * Below desktop, in a browser that runs script, the results page's pane is a drawer behind the Filters bar from
 * the first paint: the server's HTML already has that layout, so nothing moves when the island hydrates (a form
 * that collapsed into the bar only then pushed the results up: a layout shift). Without script the form stays in
 * the page, a plain GET form.
 */
const mobile = 'screen and (max-width: 991px) and (scripting: enabled)';

/** data-drawer marks the results page's pane (not the inline landing form), in the server's HTML too. */
export const root = style({});
const drawerRoot = `${root}[data-drawer]`;

/** Where the pane is a drawer (below desktop, with script): the element shows as `display`. */
const inDrawer = (display: 'block' | 'flex' | 'none') => ({
  '@media': { [mobile]: { selectors: { [`${drawerRoot} &`]: { display } } } },
});

export const bar = style({
  display: 'none',
  ...inDrawer('block'),
});

export const toggle = style({
  ...globalTextStyle({ weight: 'strong' }),
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  // A link, not a button: its padding and border are inside its width, as a button's are.
  boxSizing: 'border-box',
  width: '100%',
  minHeight: 48,
  padding: `0 ${vars.space.small}`,
  ...controlBox(),
  textDecoration: 'none',
  cursor: 'pointer',
});

export const badge = style({
  ...globalTextStyle({ size: 'small', weight: 'strong' }),
  minWidth: 24,
  padding: '2px 8px',
  borderRadius: 12,
  background: vars.backgroundColor.formAccent,
  color: vars.foregroundColor.neutralInverted,
  textAlign: 'center',
});

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 20,
  background: 'rgba(0, 0, 0, 0.4)',
});

export const panel = style({
  background: vars.backgroundColor.surface,
  color: vars.foregroundColor.neutral,
  '@media': {
    [mobile]: {
      selectors: {
        [`${drawerRoot} &`]: { display: 'none' },
        // Opened by the island, or, before it runs, as the Filters link's target.
        [`${drawerRoot} &[data-open], ${drawerRoot} &:target`]: {
          display: 'block',
          position: 'fixed',
          insetBlock: 0,
          left: 0,
          zIndex: 21,
          width: 'min(100vw, 420px)',
          overflowY: 'auto',
          boxSizing: 'border-box',
          padding: vars.space.gutter,
          boxShadow: vars.shadow.large,
        },
      },
    },
  },
});

/** The landing form sits on its block's own background. */
export const inlinePanel = style({ background: 'none' });

export const drawerHead = style({
  display: 'none',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBottom: vars.space.medium,
  ...inDrawer('flex'),
});

export const paneHeading = style({
  ...globalTextStyle({ size: 'large', weight: 'strong' }),
  margin: 0,
});

export const desktopHeading = style([
  paneHeading,
  {
    marginBottom: vars.space.medium,
    ...inDrawer('none'),
  },
]);

export const close = style({
  ...globalTextStyle({ size: 'large' }),
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  border: 0,
  textDecoration: 'none',
  borderRadius: vars.borderRadius.standard,
  background: 'none',
  color: vars.foregroundColor.neutral,
  cursor: 'pointer',
  ':focus-visible': focusRing(),
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const label = style({ ...globalTextStyle({ weight: 'strong' }), padding: 0 });

export const hint = style({
  ...globalTextStyle({ size: 'small' }),
  color: vars.foregroundColor.secondary,
  margin: 0,
});

export const select = style({
  ...globalTextStyle({ size: 'standard' }),
  minHeight: 48,
  padding: `0 ${vars.space.small}`,
  ...controlBox(),
  ':disabled': { background: vars.backgroundColor.neutralLight, color: vars.foregroundColor.secondary },
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.borderColor.critical } },
});

export const checks = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const check = style({
  ...globalTextStyle({ size: 'standard' }),
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: 36,
  cursor: 'pointer',
  selectors: { 'fieldset:disabled &': { color: vars.foregroundColor.secondary, cursor: 'default' } },
});

export const box = style({ width: 20, height: 20, margin: 0, ':focus-visible': focusRing() });

export const error = style({
  ...globalTextStyle({ size: 'small', weight: 'medium' }),
  margin: 0,
  color: vars.foregroundColor.critical,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
});

const button = {
  ...globalTextStyle({ weight: 'strong' }),
  minHeight: 48,
  padding: `0 ${vars.space.medium}`,
  borderRadius: vars.borderRadius.standard,
  cursor: 'pointer',
  ':focus-visible': focusRing(),
} as const;

// The site's actions are the brand accent (Braid's brandAccent tone), on the landing's pink panel too.
export const clear = style({
  ...button,
  border: `${vars.borderWidth.standard} solid ${vars.borderColor.brandAccent}`,
  background: vars.backgroundColor.surface,
  color: vars.foregroundColor.brandAccent,
});

/** Spec §9: the Apply button is at least 155px wide. */
export const apply = style({
  ...button,
  minWidth: 155,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  border: 0,
  background: vars.backgroundColor.brandAccent,
  color: vars.foregroundColor.neutralInverted,
  ':hover': { background: vars.backgroundColor.brandAccentHover },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  width: 16,
  height: 16,
  boxSizing: 'border-box',
  border: '2px solid rgba(255, 255, 255, 0.5)',
  borderTopColor: '#fff',
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

export { visuallyHidden } from '../../kit/visually-hidden.css';

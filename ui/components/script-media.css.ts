import { style } from '@vanilla-extract/css';

// These override the display an element's own class gives it, whichever style sheet comes first: hence
// `!important` (one class against one class would otherwise be decided by the order of the sheets).

/**
 * For what only a page without script needs (a form's send button where its script would act at once, a note
 * that a control needs script): never drawn where scripts run, so nothing moves when they start.
 */
export const withoutScriptOnly = style({
  '@media': { '(scripting: enabled)': { display: 'none !important' } },
});

/** For a control that works only with script: not drawn where no script runs, rather than shown dead. */
export const withScriptOnly = style({ '@media': { '(scripting: none)': { display: 'none !important' } } });

/**
 * For what a control shows when pressed (an answer, a panel, the rest of a text), rendered `hidden`: drawn
 * from the start where no script runs, since no control can show it there.
 */
export const shownWithoutScript = style({
  '@media': { '(scripting: none)': { selectors: { '&[hidden]': { display: 'block !important' } } } },
});

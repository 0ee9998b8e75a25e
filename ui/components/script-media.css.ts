import { style } from '@vanilla-extract/css';

/**
 * For what only a page without script needs (a form's send button where its script would act at once, a note
 * that a control needs script): never drawn where scripts run, so nothing moves when they start.
 */
export const withoutScriptOnly = style({ '@media': { '(scripting: enabled)': { display: 'none' } } });

/** For a control that works only with script: not drawn where no script runs, rather than shown dead. */
export const withScriptOnly = style({ '@media': { '(scripting: none)': { display: 'none' } } });

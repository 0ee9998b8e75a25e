import { STYLESHEETS_ATTR } from './constants';

let ready: Promise<void> | undefined;

/**
 * A page whose own CSS is inlined (worker/render/critical-css.ts) names the whole stylesheet on <html>: what a
 * React island shows only in the browser (an open dialog, a chart, a filtered table) is styled there. Links it
 * once and resolves when it has loaded (or failed: the island still hydrates); at once on a page that names none.
 */
export function stylesheetsReady(): Promise<void> {
  ready ??= Promise.all(
    (document.documentElement.getAttribute(STYLESHEETS_ATTR) ?? '')
      .split(' ')
      .filter(Boolean)
      .map(
        (href) =>
          new Promise<void>((resolve) => {
            const link = document.createElement('link');
            link.rel = 'stylesheet';
            link.href = href;
            link.onload = link.onerror = () => resolve();
            document.head.appendChild(link);
          }),
      ),
  ).then(() => undefined);
  return ready;
}

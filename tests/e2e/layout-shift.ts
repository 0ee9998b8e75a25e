import type { Page } from 'playwright-core';

/**
 * Sums the page's layout shifts (CLS as the browser reports it, shifts right after input left out) from the
 * start of the load; call before `goto`, read with `layoutShift`.
 */
export const collectShifts = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The layout shift summed so far by `collectShifts`. */
export const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shift: number }).__shift);

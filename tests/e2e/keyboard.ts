import type { Locator, Page } from 'playwright-core';

/** The focused control's label (or its own text), as a keyboard user hears it. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    const label = el?.id ? document.querySelector(`label[for="${el.id}"]`) : null;
    return (label ?? el)?.textContent ?? '';
  });

/**
 * Presses Tab until the focused control's label (or text) starts with `name`, inside `within` (a CSS selector)
 * when given; keyboard only.
 */
export async function tabTo(page: Page, name: string, within?: string) {
  for (let i = 0; i < 240; i += 1) {
    const inside = within
      ? await page.evaluate((selector) => !!document.activeElement?.closest(selector), within)
      : true;
    if (inside && (await focused(page))?.trim().startsWith(name)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached "${name}"${within ? ` in ${within}` : ''}`);
}

/** Replaces the focused text field's value by typing. */
export async function retype(page: Page, text: string) {
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  if (text) await page.keyboard.type(text);
}

/** Whether the control labelled `label` in `scope` has focus. */
export const hasFocus = (scope: Locator, label: string) =>
  scope.getByLabel(label).evaluate((el) => el === document.activeElement);

/**
 * For each label, the control's aria-invalid and the message it is described by: what a screen reader says
 * about each field.
 */
export const fieldMessages = (scope: Locator, labels: readonly string[]) =>
  scope.evaluate(
    (section, names) =>
      names.map((name) => {
        const control = [...section.querySelectorAll('label')].find((l) =>
          l.textContent?.startsWith(name),
        )?.control;
        const describedBy = control?.getAttribute('aria-describedby') ?? '';
        return [
          name,
          control?.getAttribute('aria-invalid') ?? null,
          document.getElementById(describedBy)?.textContent ?? null,
        ];
      }),
    labels,
  );

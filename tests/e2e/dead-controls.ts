import type { Page } from 'playwright-core';

/**
 * The controls of the page in `page` that cannot work where no script runs, each as `control (its accessible
 * name): why`. Every `<details>` is opened first, so what a disclosure holds is read too; only what is drawn at
 * the page's present width counts (a control its styles hide there is not offered to the reader).
 *
 * Dead are: a `<button>` that neither submits nor resets a form that goes somewhere (an action, or method get
 * or dialog) nor opens a native popover; a disabled control whose reason is not linked by aria-describedby to
 * a visible text; a field outside any form (its change reaches nothing); a link to `#`, to `javascript:` or to
 * a fragment the page does not have; and an element playing a button, tab or switch that is not a native control.
 */
export function deadControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    for (const details of document.querySelectorAll('details')) details.open = true;

    const drawn = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const referenced = (el: Element, attribute: string) =>
      (el.getAttribute(attribute) ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id))
        .filter((target): target is HTMLElement => target !== null);

    /** The accessible name, near enough to tell one control from another. */
    const nameOf = (el: Element): string => {
      const labelledBy = referenced(el, 'aria-labelledby').map(text).join(' ');
      const labels = 'labels' in el ? [...((el as HTMLInputElement).labels ?? [])].map(text).join(' ') : '';
      const images = [...el.querySelectorAll('img[alt]')].map((img) => img.getAttribute('alt')).join(' ');
      return (
        labelledBy ||
        el.getAttribute('aria-label') ||
        labels ||
        text(el) ||
        images ||
        el.getAttribute('title') ||
        el.getAttribute('placeholder') ||
        el.getAttribute('name') ||
        ''
      ).trim();
    };
    const describe = (el: Element) => {
      const tag = el.tagName.toLowerCase();
      const type = el.getAttribute('type');
      const role = el.getAttribute('role');
      const kind = `${tag}${type ? `[type=${type}]` : ''}${role ? `[role=${role}]` : ''}`;
      return `${kind} "${nameOf(el).slice(0, 80)}"`;
    };

    /** A form that goes somewhere when sent: an action, a GET to its own page, or a dialog's close. */
    const goesSomewhere = (form: HTMLFormElement | null) =>
      form !== null &&
      (form.getAttribute('action') !== null ||
        form.getAttribute('method')?.toLowerCase() === 'get' ||
        form.getAttribute('method')?.toLowerCase() === 'dialog');

    const dead: string[] = [];
    const controls = 'button, input, select, textarea, a[href], [role=button], [role=tab], [role=switch]';
    for (const el of document.querySelectorAll(controls)) {
      if (!drawn(el)) continue;
      const problem = (why: string) => dead.push(`${describe(el)}: ${why}`);

      if ((el as HTMLButtonElement).disabled) {
        const reasons = referenced(el, 'aria-describedby').filter((reason) => drawn(reason) && text(reason));
        if (reasons.length === 0) problem('disabled, and no visible text says why (aria-describedby)');
        continue;
      }
      if (el instanceof HTMLButtonElement) {
        const opensPopover = el.hasAttribute('popovertarget') || el.hasAttribute('commandfor');
        if (opensPopover) continue;
        if (el.type === 'button') problem('a button that only script makes do anything');
        else if (!goesSomewhere(el.form)) problem(`a ${el.type} button of no form that goes anywhere`);
        continue;
      }
      if (
        el instanceof HTMLInputElement ||
        el instanceof HTMLSelectElement ||
        el instanceof HTMLTextAreaElement
      ) {
        if (el.type === 'hidden') continue;
        if (el instanceof HTMLInputElement && el.type === 'button')
          problem('a button that only script makes do anything');
        else if (!goesSomewhere(el.form))
          problem('a field in no form that goes anywhere: changing it does nothing');
        continue;
      }
      if (el instanceof HTMLAnchorElement) {
        const href = el.getAttribute('href')!.trim();
        if (href === '#' || href === '') problem(`a link to "${href}", nowhere`);
        else if (/^javascript:/i.test(href)) problem('a javascript: link');
        else if (href.startsWith('#') && href !== '#top') {
          const id = decodeURIComponent(href.slice(1));
          if (!document.getElementById(id) && document.getElementsByName(id).length === 0)
            problem(`a link to ${href}, which is not on the page`);
        }
        continue;
      }
      if (!el.matches('summary')) problem('plays a control, but is none: it does nothing without script');
    }
    return dead;
  });
}

/**
 * The disclosure pattern on plain islands' server markup (WAI-ARIA disclosure; spec §2 accordion, read more): a
 * button with `aria-expanded` and `aria-controls`, a chevron that turns, and the panel it shows or hides.
 */

// No JSX here: plain islands' scripts import this, and JSX would bring React's runtime with it.

/**
 * Flips a disclosure button (no React): its `aria-expanded`, its chevron and its panel's `hidden`. Returns
 * whether it is now open.
 */
export function toggleDisclosure(button: HTMLElement): boolean {
  const open = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(open));
  button.querySelector('svg')?.setAttribute('data-open', String(open));
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (panel) panel.hidden = !open;
  return open;
}

/**
 * The disclosure pattern on plain islands' server markup (WAI-ARIA disclosure; spec §2 accordion, read more): a
 * button with `aria-expanded` and `aria-controls`, a chevron that turns, and the panel it shows or hides.
 */

/** The disclosure button's chevron, drawn closed; CSS turns it by its `data-open`. */
export function DisclosureChevron({ className }: { className: string }) {
  return (
    <svg className={className} data-open={false} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

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

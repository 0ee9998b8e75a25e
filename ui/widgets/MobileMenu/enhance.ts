import type { EnhanceIsland } from '../../islands/plain-island';

import { GROUP_ICON, MENU_ICON } from './icons';
import type { MobileMenuProps } from './MobileMenu';

/** Shows or hides what `button` controls, and says so on the button and its icon. */
function setExpanded(button: HTMLButtonElement, open: boolean, icon: { closed: string; open: string }) {
  button.setAttribute('aria-expanded', String(open));
  const glyph = button.querySelector('span[aria-hidden]');
  if (glyph) glyph.textContent = open ? icon.open : icon.closed;
  const target = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (target) target.hidden = !open;
}

/**
 * The mobile menu's behaviour on its server markup (no React): the toggle opens and closes the panel (its
 * label says which it will do), Escape closes it and gives focus back to the toggle, and each group's button
 * expands its sub-links.
 */
export const enhanceMobileMenu: EnhanceIsland<Pick<MobileMenuProps, 'texts'>> = (marker, { texts }) => {
  const toggle = marker.querySelector<HTMLButtonElement>(':scope > button[aria-controls]');
  if (!toggle) return;
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    setOpen(false);
    toggle.focus();
  };
  const setOpen = (open: boolean) => {
    setExpanded(toggle, open, MENU_ICON);
    toggle.setAttribute('aria-label', open ? texts['Close menu'] : texts['Open menu']);
    if (open) document.addEventListener('keydown', onKey);
    else document.removeEventListener('keydown', onKey);
  };
  toggle.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  for (const group of panel?.querySelectorAll<HTMLButtonElement>('button[aria-controls]') ?? []) {
    group.addEventListener('click', () =>
      setExpanded(group, group.getAttribute('aria-expanded') !== 'true', GROUP_ICON),
    );
  }
};

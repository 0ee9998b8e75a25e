import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';

import { DESKTOP_QUERY } from './DataLabFilters.css';
import { useEnhanced, useViewportQuery } from './use-viewport';

/** The links of the pane that act as buttons: Space presses them too. */
export const pressOnSpace = (event: KeyboardEvent<HTMLAnchorElement>) => {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
};

/** The elements of the panel that take focus, in order. */
function focusable(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>('button, select, input, a[href]')].filter(
    (element) => !(element as HTMLInputElement).disabled && element.getAttribute('type') !== 'hidden',
  );
}

/** Keeps Tab inside `panel`: from its last control to its first, and back with Shift. */
function trapTab(event: KeyboardEvent<HTMLDivElement>, panel: HTMLElement) {
  const controls = focusable(panel);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

/**
 * The filter pane as a drawer below the desktop width (spec §2): whether it is one and is open, the Filters bar
 * and close links' handlers, and the focus kept inside it while open. `panelId` is the pane's id, which the
 * Filters bar links to (CSS opens the pane as its :target before the script runs).
 */
export function useFilterDrawer(inline: boolean, panelId: string) {
  const [open, setOpen] = useState(false);
  const enhanced = useEnhanced();
  const desktop = useViewportQuery(DESKTOP_QUERY);
  const drawer = enhanced && !desktop && !inline;
  const toggle = useRef<HTMLAnchorElement>(null);
  const closeButton = useRef<HTMLAnchorElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  // Spec §2: the drawer closes itself when the viewport is no longer mobile.
  useEffect(() => {
    const list = window.matchMedia(DESKTOP_QUERY);
    const onChange = (event: MediaQueryListEvent) => event.matches && setOpen(false);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    if (open && drawer) closeButton.current?.focus();
  }, [open, drawer]);

  // Opened before the script ran (the Filters bar is a link to the pane: CSS opens its :target): the drawer now.
  useEffect(() => {
    // The address is the browser's alone: read once hydrated, so the server's HTML and the hydration agree.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!inline && window.location.hash === `#${panelId}`) setOpen(true);
  }, [inline, panelId]);

  const closeDrawer = () => {
    setOpen(false);
    // The pane is no longer the address's target (CSS would keep a targeted pane open).
    if (window.location.hash === `#${panelId}`) {
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
    }
    toggle.current?.focus();
  };
  const openDrawer = (event: MouseEvent) => {
    event.preventDefault();
    setOpen(true);
  };
  // Keeps Tab inside the open drawer; Escape closes it (focus back on the Filters bar).
  const onPanelKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!drawer || !open) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeDrawer();
      return;
    }
    if (event.key === 'Tab' && panel.current) trapTab(event, panel.current);
  };

  return {
    drawer,
    drawerOpen: drawer && open,
    toggle,
    closeButton,
    panel,
    openDrawer,
    closeDrawer,
    onPanelKey,
  };
}

import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

import { I18nProvider } from '../i18n/I18nProvider';
import type { Language } from '../i18n/languages';

import { IslandIdContext } from './island-id';

/** Calls `onHydrated` once React has taken the island's elements over (its first effects have run). */
function WhenHydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * Hydrates one island's marker with its component. Loaded by the browser entry only when the first island
 * hydrates, so React and the translations are fetched when a widget needs them, not with every page.
 */
export function hydrateIsland(
  marker: HTMLElement,
  Component: ComponentType<object>,
  props: object,
  id: string,
  language: Language,
  onHydrated: () => void,
): void {
  const element = createElement(Component, props);
  const withId = createElement(IslandIdContext.Provider, { value: id }, element);
  const translated = createElement(I18nProvider, { language }, withId);
  hydrateRoot(marker, createElement(WhenHydrated, { onHydrated, children: translated }));
}

import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import type { Language } from '../i18n/languages';

import { IslandIdContext, PageLanguageContext } from './island-id';

/** Calls `onHydrated` once React has taken the island's elements over (its first effects have run). */
function WhenHydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * Hydrates one island's marker with its component. Every React island's entry exports it (the build adds it,
 * scripts/build.mjs), so React is fetched with the first React island that hydrates, not with every page. Islands that show Vocab
 * translations bring Vocab's provider themselves (translated.tsx), in the `language` given here.
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
  const withLanguage = createElement(PageLanguageContext.Provider, { value: language }, withId);
  hydrateRoot(marker, createElement(WhenHydrated, { onHydrated, children: withLanguage }));
}

/**
 * Renders `element` into `container`, which the server left empty: for what a plain island shows only to some
 * readers and builds with React (the signed-in hirer's account menu). It shares React's chunk with the islands.
 */
export function renderIsland(container: HTMLElement, element: ReactNode): void {
  createRoot(container).render(element);
}

import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

import { I18nProvider, type Language } from '../i18n';

import { IslandIdContext } from './island-id';

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
): void {
  const element = createElement(Component, props);
  const withId = createElement(IslandIdContext.Provider, { value: id }, element);
  hydrateRoot(marker, createElement(I18nProvider, { language }, withId));
}

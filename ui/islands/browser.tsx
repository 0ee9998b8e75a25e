import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

import { I18nProvider, type Language } from '../i18n';

import type { IslandName } from './components';
import { HYDRATE_ATTR, HYDRATED_ATTR, ID_ATTR, ISLAND_ATTR, LANGUAGE_ATTR, PROPS_ATTR } from './constants';
import { IslandIdContext } from './island-id';
import { islandRegistry } from './registry';

/** The browser entry: finds island markers and hydrates each as declared (DESIGN §5). */
async function hydrate(marker: HTMLElement): Promise<void> {
  if (marker.hasAttribute(HYDRATED_ATTR)) return;
  marker.setAttribute(HYDRATED_ATTR, 'pending');
  const name = marker.getAttribute(ISLAND_ATTR) as IslandName;
  const load = islandRegistry[name];
  if (!load) {
    console.error(`Unknown island "${name}"`);
    return;
  }
  const props = JSON.parse(marker.getAttribute(PROPS_ATTR) ?? '{}') as object;
  const language = (document.documentElement.getAttribute(LANGUAGE_ATTR) ?? 'en') as Language;
  const { default: Component } = await load();
  const id = marker.getAttribute(ID_ATTR) ?? name;
  const element = createElement(Component as ComponentType<object>, props);
  const withId = createElement(IslandIdContext.Provider, { value: id }, element);
  hydrateRoot(marker, createElement(I18nProvider, { language }, withId));
  marker.setAttribute(HYDRATED_ATTR, 'true');
}

function whenVisible(marker: HTMLElement): void {
  if (!('IntersectionObserver' in window)) return void hydrate(marker);
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        void hydrate(marker);
      }
    },
    { rootMargin: '200px' },
  );
  observer.observe(marker);
}

function whenIdle(marker: HTMLElement): void {
  const run = () => void hydrate(marker);
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

for (const marker of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)) {
  const strategy = marker.getAttribute(HYDRATE_ATTR);
  if (strategy === 'visible') whenVisible(marker);
  else if (strategy === 'idle') whenIdle(marker);
  else void hydrate(marker);
}

import type { ComponentType } from 'react';

import type { Language } from '../i18n/languages';
import { startMonitoring } from '../monitoring/loader';

import type { IslandName } from './components.generated';
import { HYDRATE_ATTR, HYDRATED_ATTR, ID_ATTR, ISLAND_ATTR, LANGUAGE_ATTR, PROPS_ATTR } from './constants';
import type { hydrateIsland } from './hydrate-root';
import { islandLoaders } from './loaders.generated';
import { afterFirstPaint } from './paint';
import { stylesheetsReady } from './stylesheets';

/** What the build adds to each React island's entry (scripts/build.mjs). */
interface HydrationCarried {
  hydrateIsland: typeof hydrateIsland;
}

/** The browser entry: finds island markers and hydrates each as declared (DESIGN §5). */
async function hydrate(marker: HTMLElement): Promise<void> {
  if (marker.hasAttribute(HYDRATED_ATTR)) return;
  marker.setAttribute(HYDRATED_ATTR, 'pending');
  const name = marker.getAttribute(ISLAND_ATTR) as IslandName;
  const loader = islandLoaders[name];
  if (!loader) {
    console.error(`Unknown island "${name}"`);
    return;
  }
  const props = JSON.parse(marker.getAttribute(PROPS_ATTR) ?? '{}') as object;
  const id = marker.getAttribute(ID_ATTR) ?? name;
  if ('plain' in loader) {
    // Plain DOM on the server's markup: no React for this island, and no whole stylesheet: the page's own CSS
    // holds the rules of every class its script can add (worker/render/critical-css.ts).
    const { enhance } = await loader.plain();
    enhance(marker, props as never, id);
    marker.setAttribute(HYDRATED_ATTR, 'true');
    return;
  }
  const language = (document.documentElement.getAttribute(LANGUAGE_ATTR) ?? 'en') as Language;
  // React comes with the first React island that hydrates: a page whose islands wait loads only this entry.
  // The build has each React island's entry export the hydration code too (scripts/build.mjs), so React DOM
  // shares one chunk with it. None of it is fetched before the page has painted (worker/render/scripts.ts).
  await afterFirstPaint();
  const [island] = await Promise.all([loader.react(), stylesheetsReady()]);
  const { default: Component, hydrateIsland } = island as typeof island & HydrationCarried;
  hydrateIsland(marker, Component as ComponentType<object>, props, id, language, () =>
    marker.setAttribute(HYDRATED_ATTR, 'true'),
  );
}

// Every browser that runs this ES2022 code has IntersectionObserver.
function whenVisible(marker: HTMLElement): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        void hydrate(marker);
      }
    },
    { rootMargin: '200px' },
  );
  // The marker is `display: contents` and has no box of its own to intersect: watch what it holds.
  const targets = marker.children.length ? [...marker.children] : [marker];
  for (const target of targets) observer.observe(target);
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

// Browser monitoring, only when the page names a DSN, and only once the page is idle (ui/monitoring).
startMonitoring();

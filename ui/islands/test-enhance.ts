import type { IslandName } from './components.generated';
import { ID_ATTR, ISLAND_ATTR, PROPS_ATTR } from './constants';
import { islandLoaders } from './loaders.generated';

/**
 * For tests: runs the browser script of every plain island (plain-island.ts) rendered inside `root` on its
 * markup, with its JSON props, as the browser entry does; React islands are left alone.
 */
export async function enhancePlainIslands(root: Element): Promise<void> {
  for (const marker of root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)) {
    const name = marker.getAttribute(ISLAND_ATTR) as IslandName;
    const loader = islandLoaders[name];
    if (!('plain' in loader)) continue;
    const { enhance } = await loader.plain();
    enhance(
      marker,
      JSON.parse(marker.getAttribute(PROPS_ATTR) ?? '{}') as never,
      marker.getAttribute(ID_ATTR) ?? name,
    );
  }
}

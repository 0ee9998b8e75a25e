import type { ComponentProps, ComponentType } from 'react';

import { useIslandCollector } from './collector';
import { islandComponents, type IslandName } from './components.generated';
import { HYDRATE_ATTR, ID_ATTR, ISLAND_ATTR, PROPS_ATTR, type HydrateStrategy } from './constants';
import { IslandIdContext } from './island-id';

type IslandProps<N extends IslandName> = {
  name: N;
  props: ComponentProps<(typeof islandComponents)[N]>;
  hydrate?: HydrateStrategy;
};

/**
 * Renders an interactive widget on the server inside a marker that the browser hydrates, and
 * records it so the page includes its script. Props must be JSON-serialisable.
 */
export function Island<N extends IslandName>({ name, props, hydrate = 'load' }: IslandProps<N>) {
  const collector = useIslandCollector();
  collector?.add(name);
  if (hydrate === 'load') collector?.eager.add(name);
  const id = collector?.nextId(name) ?? name;
  const Component = islandComponents[name] as ComponentType<object>;
  return (
    <div
      {...{
        [ISLAND_ATTR]: name,
        [ID_ATTR]: id,
        [PROPS_ATTR]: JSON.stringify(props),
        [HYDRATE_ATTR]: hydrate,
      }}
      style={{ display: 'contents' }}
    >
      <IslandIdContext.Provider value={id}>
        <Component {...props} />
      </IslandIdContext.Provider>
    </div>
  );
}

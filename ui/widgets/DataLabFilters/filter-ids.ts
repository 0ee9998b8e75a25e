import { useIslandId } from '../../islands/island-id';

/** The element ids of the filter pane, stable between the server's HTML and the island (island-id.ts). */
export function useFilterIds() {
  return {
    panel: useIslandId('panel'),
    bar: useIslandId('bar'),
    heading: useIslandId('heading'),
    primary: useIslandId('primary'),
    primaryOptions: useIslandId('primary-options'),
    secondary: useIslandId('secondary'),
    secondaryOptions: useIslandId('secondary-options'),
  };
}

export type FilterIds = ReturnType<typeof useFilterIds>;

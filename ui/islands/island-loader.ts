import type { ComponentType } from 'react';

import type { EnhanceIsland } from './plain-island';

/** A React island, hydrated with React, or a plain one whose `enhance` needs no React (plain-island.ts). */
export type IslandLoader =
  | { react: () => Promise<{ default: ComponentType<never> }> }
  | { plain: () => Promise<{ enhance: EnhanceIsland<never> }> };

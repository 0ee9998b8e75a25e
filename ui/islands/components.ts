import { MobileMenu } from '../widgets/MobileMenu/MobileMenu';

/**
 * Every island by name, for server rendering. The browser's registry (registry.ts) maps the same
 * names to lazy imports; a test keeps the two in step.
 */
export const islandComponents = {
  MobileMenu,
};

export type IslandName = keyof typeof islandComponents;

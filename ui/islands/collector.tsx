import { createContext, useContext, type ReactNode } from 'react';

/** The names of the islands a page rendered, so that the page ships only their scripts. */
export class IslandCollector extends Set<string> {
  private count = 0;
  /** The islands that hydrate on load: their files are preloaded; the others load when they hydrate. */
  readonly eager = new Set<string>();

  /** A page-unique id for one rendered island, shared by its server render and its hydration. */
  nextId(name: string): string {
    return `${name}-${this.count++}`;
  }
}

const CollectorContext = createContext<IslandCollector | null>(null);

export function IslandCollectorProvider({
  collector,
  children,
}: {
  collector: IslandCollector;
  children: ReactNode;
}) {
  return <CollectorContext.Provider value={collector}>{children}</CollectorContext.Provider>;
}

export function useIslandCollector(): IslandCollector | null {
  return useContext(CollectorContext);
}

import { createContext, useContext, type ReactNode } from 'react';

/** What a part of a page rendered ahead of the page (ui/layout/prerendered.tsx) recorded of its islands. */
export interface RecordedIslands {
  /** The id number its first island took: the part's ids are only right at that place in the page. */
  firstId: number;
  /** How many ids its islands took. */
  ids: number;
  names: string[];
  eager: string[];
}

/** The names of the islands a page rendered, so that the page ships only their scripts. */
export class IslandCollector extends Set<string> {
  private count: number;
  /** The islands that hydrate on load: their files are preloaded; the others load when they hydrate. */
  readonly eager = new Set<string>();

  /** `firstId`: where the ids start, for a part of a page rendered on its own at that place. */
  constructor(firstId = 0) {
    super();
    this.count = firstId;
  }

  /** A page-unique id for one rendered island, shared by its server render and its hydration. */
  nextId(name: string): string {
    return `${name}-${this.count++}`;
  }

  /** The id number the next island will take. */
  get nextNumber(): number {
    return this.count;
  }

  /** What this collector recorded since `firstId`. */
  recorded(firstId: number): RecordedIslands {
    return { firstId, ids: this.count - firstId, names: [...this], eager: [...this.eager] };
  }

  /**
   * Takes in the islands of a part rendered ahead of the page, as if they rendered here: false (nothing taken)
   * when their ids would not be the ids this page gives at this place.
   */
  adopt(islands: RecordedIslands): boolean {
    if (islands.ids > 0 && islands.firstId !== this.count) return false;
    this.count += islands.ids;
    for (const name of islands.names) this.add(name);
    for (const name of islands.eager) this.eager.add(name);
    return true;
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

/**
 * An element id for what the server renders around the next island (the panels it shows, the list it reveals):
 * `<prefix>-<n>`, n the id number that island will take. It is unique in the page and the same when the part
 * is rendered on its own at that place (ui/layout/prerendered.tsx), which React's useId is not.
 */
export function useNextIslandElementId(prefix: string): string {
  return `${prefix}-${useIslandCollector()?.nextNumber ?? 0}`;
}

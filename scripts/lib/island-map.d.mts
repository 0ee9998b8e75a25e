/** The generated modules: the server's map of components, the browser's of lazy imports. */
export declare const islandMapFiles: { components: string; loaders: string };

/** Every island's name: the folders under ui/widgets, sorted; a folder without its two files is an error. */
export function islandNames(root: string): Promise<string[]>;

/** Whether an island's browser code needs no React: its `index.ts` exports `enhance`. */
export function isPlainIsland(indexSource: string): boolean;

/** The generated modules' texts by file, for the islands by name and whether each is plain. */
export function islandMapSource(islands: Record<string, boolean>): Record<string, string>;

/** The generated modules' texts by file, as the folders are now. */
export function islandMapFromFolders(root: string): Promise<Record<string, string>>;

/** Writes the generated modules the folders changed; returns their files. */
export function writeIslandMap(root: string): Promise<string[]>;

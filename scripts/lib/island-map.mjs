// The islands' map, generated from their folders (DESIGN §5). Every folder `ui/widgets/<Name>/` is an island:
// its component `<Name>` in `<Name>.tsx`, its browser code in `index.ts` (a plain island's exports `enhance`,
// plain-island.ts; a React island's, its component as `default`). The build (scripts/build.mjs) and the test
// run (scripts/test.mjs) write ui/islands/*.generated.ts from the folders before anything reads them,
// so adding an island is its folder and its call site. `node scripts/lib/island-map.mjs` writes it too.
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const widgets = 'ui/widgets';
export const islandMapFiles = {
  components: 'ui/islands/components.generated.ts',
  loaders: 'ui/islands/loaders.generated.ts',
};

/** Every island's name: the folders under ui/widgets, sorted; a folder without its two files is an error. */
export async function islandNames(root) {
  const entries = await readdir(path.join(root, widgets), { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  for (const name of names) {
    for (const file of [`${name}.tsx`, 'index.ts']) {
      if (!existsSync(path.join(root, widgets, name, file)))
        throw new Error(`${widgets}/${name} is an island folder without ${file}`);
    }
  }
  return names;
}

/** Whether an island's browser code needs no React: its `index.ts` exports `enhance` (as the build reads it). */
export const isPlainIsland = (indexSource) => /\benhance\b/.test(indexSource);

const header = `// Generated from the folders under ui/widgets by scripts/lib/island-map.mjs (the build and the tests run
// it): do not edit. An island is its folder (ui/islands/README.md).`;

/**
 * The generated modules' texts, for the islands by name and whether each is plain: the server's map of
 * components, and the browser's of lazy imports. Two modules of one list, as the browser entry must not import
 * the components: esbuild keeps their modules' side effects even when nothing reads them.
 */
export function islandMapSource(islands) {
  const names = Object.keys(islands);
  const imports = names.map((n) => `import { ${n} } from '../widgets/${n}/${n}';`);
  const loaders = names.map(
    (n) => `  ${n}: { ${islands[n] ? 'plain' : 'react'}: () => import('../widgets/${n}') },`,
  );
  const components = `${header}
${imports.join('\n')}

/** Every island by name, for server rendering (Island.tsx). */
export const islandComponents = {
${names.map((n) => `  ${n},`).join('\n')}
};

export type IslandName = keyof typeof islandComponents;
`;
  const browser = `${header}
import type { IslandName } from './components.generated';
import type { IslandLoader } from './island-loader';

/** For the browser (browser.tsx): each island's code, its own chunk, loaded only when a page has it. */
export const islandLoaders: Record<IslandName, IslandLoader> = {
${loaders.join('\n')}
};
`;
  return { [islandMapFiles.components]: components, [islandMapFiles.loaders]: browser };
}

/** The generated modules' texts by file, as the folders are now. */
export async function islandMapFromFolders(root) {
  const islands = {};
  for (const name of await islandNames(root))
    islands[name] = isPlainIsland(await readFile(path.join(root, widgets, name, 'index.ts'), 'utf8'));
  return islandMapSource(islands);
}

/** Writes the generated modules the folders changed; returns their files. */
export async function writeIslandMap(root) {
  const written = [];
  for (const [file, text] of Object.entries(await islandMapFromFolders(root))) {
    const current = existsSync(path.join(root, file)) ? await readFile(path.join(root, file), 'utf8') : '';
    if (current === text) continue;
    await writeFile(path.join(root, file), text);
    written.push(file);
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const written = await writeIslandMap(root);
  console.log(written.length ? `Wrote ${written.join(', ')}` : 'The islands’ map is current');
}

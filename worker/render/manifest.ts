import { shortHash } from '../cache/keys';

/** What the build produced for the browser: stylesheets, the hydrator, and each island's files. */
export interface AssetManifest {
  stylesheets: string[];
  hydrator: string;
  /** Island name -> the module files it needs, its own first (for modulepreload). */
  islands: Record<string, string[]>;
  /** The islands hydrated with React: the browser fetches their files after the first paint (ui/islands/paint.ts). */
  reactIslands: string[];
}

// Replaced by scripts/build.mjs with the manifest of the build it belongs to.
declare const __ASSET_MANIFEST__: AssetManifest | undefined;

const empty: AssetManifest = { stylesheets: [], hydrator: '', islands: {}, reactIslands: [] };

/** The manifest of this build; empty when the worker runs from source (unit tests). */
export const assetManifest: AssetManifest =
  typeof __ASSET_MANIFEST__ === 'undefined' ? empty : __ASSET_MANIFEST__;

/** A name of this build's browser files: pages rendered by another build name other files. */
export const assetBuild = shortHash(JSON.stringify(assetManifest));

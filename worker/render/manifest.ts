/** What the build produced for the browser: stylesheets, the hydrator, and each island's files. */
export interface AssetManifest {
  stylesheets: string[];
  hydrator: string;
  /** Island name -> the module files it needs, its own first (for modulepreload). */
  islands: Record<string, string[]>;
}

// Replaced by scripts/build.mjs with the manifest of the build it belongs to.
declare const __ASSET_MANIFEST__: AssetManifest | undefined;

const empty: AssetManifest = { stylesheets: [], hydrator: '', islands: {} };

/** The manifest of this build; empty when the worker runs from source (unit tests). */
export const assetManifest: AssetManifest =
  typeof __ASSET_MANIFEST__ === 'undefined' ? empty : __ASSET_MANIFEST__;

/** FNV-1a, 32 bits, as hex: a short name for a text. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** A name of this build's browser files: pages rendered by another build name other files. */
export const assetBuild = fnv1a(JSON.stringify(assetManifest));

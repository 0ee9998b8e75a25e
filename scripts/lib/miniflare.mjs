// The Miniflare (and with it the workerd) that `npm start` runs: wrangler's own dependency. package.json declares
// `miniflare` at the same version (miniflare.test.ts checks), so npm hoists that one copy; resolving it through
// wrangler keeps it so between a wrangler update and the matching declaration. The bench and the simulation
// start workerd through it.
import { createRequire } from 'node:module';

const fromWrangler = createRequire(createRequire(import.meta.url).resolve('wrangler'));
const miniflare = await import(fromWrangler.resolve('miniflare'));

export const { Miniflare, convertV4MiniflareOptions } = miniflare;
/** The version of wrangler's Miniflare (its workerd's date is in it). */
export const miniflareVersion = fromWrangler('miniflare/package.json').version;

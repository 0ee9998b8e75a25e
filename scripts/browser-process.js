// Injected into the browser bundles (scripts/build.mjs): Braid's `assert` dependency pulls in the
// `util` polyfill, which reads `process`; browsers have none.
export const process = { env: { NODE_ENV: 'production' }, browser: true, version: '', versions: {} };

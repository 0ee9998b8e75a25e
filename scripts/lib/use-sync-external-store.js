// Stands in for `use-sync-external-store/shim` in the browser bundles (scripts/build.mjs): @preact/signals-react
// imports that shim for React versions before 18; React 19 has the hook itself, so the islands use React's own.
export { useSyncExternalStore } from 'react';

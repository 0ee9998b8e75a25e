// Stands in for react-dom/server.node (worker/render/page.tsx) in the render benchmark's bundle (render.mjs): renders as the worker
// does, and keeps the last tree and the renderer so the benchmark can render that same tree again.
import { renderToReadableStream as render } from 'react-dom/server.node';

export { renderToString } from 'react-dom/server.node';

export function renderToReadableStream(tree, options) {
  globalThis.__benchRender = { tree, render };
  return render(tree, options);
}

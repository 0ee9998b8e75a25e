// Stands in for react-dom/server.node (worker/render/page.tsx) in the render benchmark's bundle (render.mjs):
// renders as the worker does, and notes how long each render took from its start to its last byte, so the
// benchmark can time the renders of real requests (with the parts the isolate keeps, as in production).
import { renderToReadableStream as render } from 'react-dom/server.node';

export { renderToString } from 'react-dom/server.node';

export async function renderToReadableStream(tree, options) {
  const started = performance.now();
  const stream = await render(tree, options);
  const timed = stream.pipeThrough(
    new TransformStream({
      flush() {
        globalThis.__benchRenderMs = performance.now() - started;
      },
    }),
  );
  return Object.assign(timed, { allReady: stream.allReady });
}

let painted: Promise<void> | undefined;

/**
 * Resolves once the page has painted: in a task after the next frame. A React island waits for it before it
 * fetches its code (React with it) and the whole stylesheet, so neither competes with the page's first paint.
 * A tab in the background draws no frames: its React islands hydrate when the reader turns to it.
 */
export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return painted;
}

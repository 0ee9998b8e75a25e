import { describe, expect, it } from 'vitest';

import { withImagePreloadsInOneOrder } from './image-preloads';

const hoisted =
  '<link rel="preload" as="image" imageSrcSet="/a-640.jpg 640w" imageSizes="100vw" fetchPriority="high"/>';
const kept = '<link rel="preload" href="/b-1280.jpg" as="image"/>';
const font = '<link rel="preload" href="/f.woff2" as="font" crossorigin=""/>';
const page = (links: string) =>
  `<html><head><meta charset="utf-8"/>${links}<title>T</title></head><body>x</body></html>`;

describe('image preloads in one order', () => {
  it('writes the same head whichever order a render met the images in, the high-priority one first', () => {
    const cold = withImagePreloadsInOneOrder(page(kept + hoisted));
    const warm = withImagePreloadsInOneOrder(page(hoisted + kept));
    expect(cold).toBe(warm);
    expect(cold).toContain(
      '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/a-640.jpg 640w" imageSizes="100vw"/><link rel="preload" href="/b-1280.jpg" as="image"/>',
    );
  });

  it('leaves other preloads where they were, and the body as it was', () => {
    const html = withImagePreloadsInOneOrder(page(kept + font + hoisted));
    expect(html.indexOf(font)).toBeGreaterThan(html.indexOf('fetchPriority="high"'));
    expect(html.indexOf(font)).toBeLessThan(html.indexOf('/b-1280.jpg'));
    expect(html.endsWith('<body>x</body></html>')).toBe(true);
  });
});

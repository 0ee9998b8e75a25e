import { describe, expect, it } from 'vitest';

import type { AssetManifest } from './manifest';
import { injectBeforeClose, islandScripts } from './scripts';

const manifest: AssetManifest = {
  stylesheets: ['/assets/site.css'],
  hydrator: '/assets/hydrate-1a2b.js',
  islands: {
    MobileMenu: ['/assets/MobileMenu-3c4d.js', '/assets/react-5e6f.js'],
    SearchBox: ['/assets/SearchBox-7a8b.js', '/assets/react-5e6f.js'],
    DataLabFilters: ['/assets/DataLabFilters-9c0d.js', '/assets/react-5e6f.js'],
  },
  reactIslands: ['DataLabFilters'],
};

/** Streams `html` through the transform in chunks of `size` bytes and returns the text out. */
async function pipe(html: string, size: number, scripts = '<script src="/i.js"></script>') {
  const bytes = new TextEncoder().encode(html);
  const input = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size));
      controller.close();
    },
  });
  return new Response(input.pipeThrough(injectBeforeClose(() => scripts))).text();
}

describe('islandScripts', () => {
  it('is empty when the page rendered no island', () => {
    expect(islandScripts([], manifest)).toBe('');
    expect(islandScripts(['NotBuilt'], manifest)).toBe('');
  });

  it('preloads each file of the rendered islands once and loads the hydrator', () => {
    expect(islandScripts(['MobileMenu', 'SearchBox'], manifest)).toBe(
      '<link rel="modulepreload" href="/assets/MobileMenu-3c4d.js">' +
        '<link rel="modulepreload" href="/assets/react-5e6f.js">' +
        '<link rel="modulepreload" href="/assets/SearchBox-7a8b.js">' +
        '<script type="module" src="/assets/hydrate-1a2b.js"></script>',
    );
  });

  it('preloads only the islands that hydrate on load; the others load when they hydrate', () => {
    expect(islandScripts(['MobileMenu', 'SearchBox'], manifest, ['SearchBox'])).toBe(
      '<link rel="modulepreload" href="/assets/SearchBox-7a8b.js">' +
        '<link rel="modulepreload" href="/assets/react-5e6f.js">' +
        '<script type="module" src="/assets/hydrate-1a2b.js"></script>',
    );
    expect(islandScripts(['MobileMenu'], manifest, [])).toBe(
      '<script type="module" src="/assets/hydrate-1a2b.js"></script>',
    );
  });

  it('never preloads a React island: the browser fetches its files after the first paint', () => {
    expect(islandScripts(['DataLabFilters', 'SearchBox'], manifest, ['DataLabFilters', 'SearchBox'])).toBe(
      '<link rel="modulepreload" href="/assets/SearchBox-7a8b.js">' +
        '<link rel="modulepreload" href="/assets/react-5e6f.js">' +
        '<script type="module" src="/assets/hydrate-1a2b.js"></script>',
    );
    expect(islandScripts(['DataLabFilters'], manifest)).toBe(
      '<script type="module" src="/assets/hydrate-1a2b.js"></script>',
    );
  });

  it('leaves out the islands the page did not render', () => {
    const html = islandScripts(new Set(['MobileMenu']), manifest);
    expect(html).not.toContain('SearchBox');
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});

describe('injectBeforeClose', () => {
  const page = '<!DOCTYPE html><html><body><p>Hello</p></body></html>';

  it.each([1, 3, 7, 14, 1000])('puts the scripts before </body></html> in %i-byte chunks', async (size) => {
    expect(await pipe(page, size)).toBe(
      '<!DOCTYPE html><html><body><p>Hello</p><script src="/i.js"></script></body></html>',
    );
  });

  it('appends the scripts when the closing tag never comes', async () => {
    expect(await pipe('<p>partial', 4)).toBe('<p>partial<script src="/i.js"></script>');
  });

  it('passes the page through unchanged when there are no scripts', async () => {
    expect(await pipe(page, 5, '')).toBe(page);
  });

  it.each([1, 2, 5, 13])('keeps multi-byte characters split across %i-byte chunks', async (size) => {
    const thai = '<html><body><h1>คำแนะนำด้านอาชีพ 🧭 ข้อมูลเชิงลึก</h1></body></html>';
    expect(await pipe(thai, size, '<s>')).toBe(
      '<html><body><h1>คำแนะนำด้านอาชีพ 🧭 ข้อมูลเชิงลึก</h1><s></body></html>',
    );
  });
});

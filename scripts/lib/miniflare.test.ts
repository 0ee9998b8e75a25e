import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const require = createRequire(path.join(root, 'package.json'));
const readJson = (file: string) =>
  JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;

describe('miniflare', () => {
  it('is declared at the version wrangler depends on, so a plain import is the Miniflare npm start runs', () => {
    const declared = readJson(path.join(root, 'package.json')).devDependencies!.miniflare;
    const wrangler = readJson(require.resolve('wrangler/package.json')).dependencies!.miniflare;
    expect(declared).toBe(wrangler);
    const fromWrangler = createRequire(require.resolve('wrangler')).resolve('miniflare');
    expect(require.resolve('miniflare')).toBe(fromWrangler);
  });
});

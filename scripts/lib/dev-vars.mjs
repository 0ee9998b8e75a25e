// The local secrets of .dev.vars.example, for running the worker's app in Node (bench render timer, HTML snapshot).
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { root } from './wrangler.mjs';

/** `{ NAME: value }` of every `NAME=value` line of .dev.vars.example. */
export async function exampleDevVars() {
  const text = await readFile(path.join(root, '.dev.vars.example'), 'utf8');
  return Object.fromEntries(
    text
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** The value of `name` in .dev.vars (what wrangler and the bench's workerd read), else in .dev.vars.example. */
export async function devVar(name) {
  const vars = await readFile(path.join(root, '.dev.vars'), 'utf8').catch(() =>
    readFile(path.join(root, '.dev.vars.example'), 'utf8'),
  );
  return new RegExp(`^${name}=(.*)$`, 'm').exec(vars)?.[1]?.trim() ?? '';
}

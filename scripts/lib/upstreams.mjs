// The loopback upstream URLs of wrangler.toml's [vars] (one per stand-in), moved by a port offset,
// so the site, the worker tests and the browser tests can each talk to their own set of stand-ins.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `{ NAME: url }` for every loopback upstream var, with its port moved by `offset`. */
export function upstreamUrls(offset) {
  const toml = readFileSync(path.join(root, 'wrangler.toml'), 'utf8');
  const top = toml.slice(toml.indexOf('[vars]'), toml.indexOf('[[kv_namespaces]]'));
  const urls = {};
  for (const [, name, port, rest] of top.matchAll(/^(\w+) = "http:\/\/127\.0\.0\.1:(\d+)([^"]*)"/gm)) {
    urls[name] = `http://127.0.0.1:${Number(port) + offset}${rest}`;
  }
  return urls;
}

/**
 * A port offset from an environment variable (default when unset), so two test runs on one machine
 * (say, two developers' checkouts) need not share ports.
 */
export function offsetFromEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0 || offset > 50_000) {
    throw new Error(`${name} must be a whole number of ports between 0 and 50000, not "${raw}"`);
  }
  return offset;
}

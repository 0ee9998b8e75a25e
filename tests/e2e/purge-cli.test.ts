import { spawn } from 'node:child_process';
import { request } from 'node:http';
import path from 'node:path';

import { describe, expect, inject, it } from 'vitest';

import { devVar } from '../../scripts/lib/dev-vars.mjs';

/**
 * `npm run purge` against the local site (README "Content, cache, preview and purge"): the career-advice section
 * of candidate-au is on every page under /career-advice; purging it removes all of them, and the command shows
 * the purge to its end.
 */
const port = inject('port');
const root = path.resolve(import.meta.dirname, '../..');
const section = 'cl8v8mdxq2qwhviouiynp7rjo'; // candidate-au's career-advice section (kv-seed/content/sections.json)
const pages = [
  '/career-advice',
  '/career-advice/article/how-to-write-a-resume',
  '/career-advice/category/career-development',
  '/career-advice/category/career-development/2',
];

/** GET through loopback with the site's Host (Node does not send *.localhost there itself). */
function get(address: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: address,
          headers: { host: `candidate-au.localhost:${port}`, ...headers },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

function purgeCommand(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(path.join(root, 'node_modules/.bin/node'), ['scripts/purge.mjs', ...args], {
      cwd: root,
      env: { ...process.env, PURGE_POLL_MS: '200', ...env },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('npm run purge', () => {
  it(
    'purges an entry shown on many pages and prints its progress until complete',
    { timeout: 120_000 },
    async () => {
      for (const page of pages) await get(page);
      // Stored (fresh, or stale from an earlier run of the site's state).
      for (const page of pages)
        expect((await get(page)).headers['x-page-cache'], page).toMatch(/^(hit|stale)$/);

      const site = `http://127.0.0.1:${port}`;
      const { code, output } = await purgeCommand([
        '--env',
        'development',
        '--url',
        site,
        '--entry',
        section,
      ]);
      expect(code, output).toBe(0);
      const id = /Purge ([0-9a-f-]{36}) started on /.exec(output)?.[1];
      expect(id, output).toBeDefined();
      expect(output).toMatch(/Complete.*: (\d+) cached responses deleted/);
      const deleted = Number(/Complete.*: (\d+) cached responses deleted/.exec(output)?.[1]);
      expect(deleted).toBeGreaterThanOrEqual(pages.length);

      for (const page of pages) expect((await get(page)).headers['x-page-cache'], page).toBe('miss');
      const token = await devVar('ADMIN_PURGE_TOKEN');
      const record = await get(`/admin/purge/${id}`, { authorization: `Bearer ${token}` });
      expect(JSON.parse(record.body)).toMatchObject({ id, complete: true, scope: { entryIds: [section] } });
      expect((await get(`/admin/purge/${id}`)).status).toBe(401);
    },
  );

  it(
    'says clearly when the token is refused or the site cannot be reached',
    { timeout: 60_000 },
    async () => {
      const site = `http://127.0.0.1:${port}`;
      const refused = await purgeCommand(['--env', 'development', '--url', site, '--all'], {
        ADMIN_PURGE_TOKEN: 'not-the-token',
      });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(
        'refused the admin token (401): check ADMIN_PURGE_TOKEN for development',
      );
      const unreachable = await purgeCommand([
        '--env',
        'development',
        '--url',
        'http://127.0.0.1:18999',
        '--all',
      ]);
      expect(unreachable.code).toBe(1);
      expect(unreachable.output).toContain('Could not reach http://127.0.0.1:18999: ECONNREFUSED');
    },
  );
});

// The Node baseline: a plain node:http server answering `/<name>` with the bytes of <dir>/<name>.html, read
// once at start. Run as its own process (static-baseline.mjs) so its CPU time is its own.
import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

const [dir, port] = process.argv.slice(2);
const pages = new Map();
for (const file of await readdir(dir)) {
  if (file.endsWith('.html')) pages.set(`/${file.slice(0, -5)}`, await readFile(path.join(dir, file)));
}
http
  .createServer((req, res) => {
    const body = pages.get(req.url);
    if (!body) {
      res.writeHead(404).end('not found');
      return;
    }
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length })
      .end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('listening'));

/**
 * CMS-studio stand-in (worker/preview/README.md "Preview inside the CMS"): a page on its own origin that frames
 * the site's preview as Hygraph Studio's side panel does, so the framed preview runs offline. Its origin is
 * wrangler.toml's development PREVIEW_FRAME_ANCESTORS (port 8811, moved by the stand-ins' offset).
 *
 * `GET /?site=<site origin>&path=/<page path>` frames `<site>/preview/enter?secret=<entry secret>&path=<path>`,
 * the entry secret derived from .dev.vars' PREVIEW_SIGNING_SECRET as an editor's preview URL carries it;
 * `GET /?src=<any URL>` frames that address as it is (to see that a public page refuses to be framed).
 */
import { createHmac } from 'node:crypto';

import { devVar } from '../lib/dev-vars.mjs';

import { HttpError, route } from './http.mjs';

const escape = (text) => String(text).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function httpUrl(text, what) {
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // refused below
  }
  throw new HttpError(400, `${what} must be an http(s) address`);
}

const page = (src, path) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>CMS studio (local stand-in)</title>
    <style>
      body { margin: 0; font-family: sans-serif; display: grid; grid-template-columns: 1fr 60%; height: 100vh; }
      main { padding: 1rem; border-right: 1px solid #ccc; }
      iframe { width: 100%; height: 100%; border: 0; }
    </style>
  </head>
  <body>
    <main>
      <h1>Content editor</h1>
      <p>Entry at <code>${escape(path)}</code>: the side panel shows its preview.</p>
    </main>
    <iframe id="preview" title="Preview" src="${escape(src)}"></iframe>
  </body>
</html>
`;

/** @type {import('./server.mjs').ServiceDefinition} */
export default {
  name: 'cms-studio',
  port: 8811,
  create() {
    return [
      route('GET', '/', async ({ url }) => {
        const direct = url.searchParams.get('src');
        let src;
        let path = url.searchParams.get('path') ?? '/';
        if (direct) {
          src = httpUrl(direct, 'src').href;
          path = new URL(src).pathname;
        } else {
          const site = httpUrl(url.searchParams.get('site') ?? 'http://candidate-au.localhost:8787', 'site');
          if (!path.startsWith('/')) throw new HttpError(400, 'path must start with /');
          const signing = await devVar('PREVIEW_SIGNING_SECRET');
          const secret = createHmac('sha256', signing).update('preview-entry.v1').digest('base64url');
          const enter = new URL('/preview/enter', site.origin);
          enter.searchParams.set('secret', secret);
          enter.searchParams.set('path', path);
          src = enter.href;
        }
        return { status: 200, raw: page(src, path), headers: { 'content-type': 'text/html; charset=utf-8' } };
      }),
    ];
  },
};

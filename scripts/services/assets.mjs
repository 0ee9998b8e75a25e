/**
 * CMS asset host stand-in (DESIGN §6 "asset host"; Hygraph serves assets at `https://<region>.graphassets.com/
 * <handle>` and resized images at `…/resize=fit:crop,width:480,height:320/<handle>`). The asset records come
 * from kv-seed/content/assets.json:
 * - a document (the Data Lab research reports, written by the corpus generator) answers `GET /<handle>` with
 *   its mime type and as an attachment named after its file name, so a link to it downloads;
 * - an image answers `GET /<handle>` and `GET /<resize>/<handle>` with its bytes at the asked size, rendered by
 *   asset-images.mjs from its illustration (or its own file) and kept in memory.
 * An unknown handle, or a seeded asset with no file here, answers 404 with the handle; a resize that is not
 * one (or of a document) 400 with the reason. The Worker points asset URLs here with `CMS_ASSET_HOST`
 * (development only, wrangler.toml).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { parseResize, renderCache, renderImage } from './asset-images.mjs';
import { DEFAULT_ASSET_FILES_DIR } from './content/corpus/data-lab-reports.mjs';
import { DEFAULT_CONTENT_DIR } from './content/store.mjs';
import { HttpError, route } from './http.mjs';

/**
 * @typedef {{ handle: string, fileName: string, mimeType?: string | null, width?: number | null,
 *   height?: number | null }} AssetFields
 */

/** `attachment; filename="…"` with an ASCII fallback and the RFC 6266 UTF-8 form. */
const attachment = (fileName) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** @type {import('./server.mjs').ServiceDefinition} */
export default {
  name: 'assets',
  port: 8809,
  async create() {
    /** @type {{ fields: AssetFields }[]} */
    const records = JSON.parse(await readFile(join(DEFAULT_CONTENT_DIR, 'assets.json'), 'utf8'));
    const byHandle = new Map(records.map(({ fields }) => [fields.handle, fields]));
    /** @type {ReturnType<typeof renderCache<{ body: Buffer, type: string } | null>>} */
    const images = renderCache(300);

    return [
      route('GET', /^\/(?:(?<resize>[^/]+)\/)?(?<handle>[A-Za-z0-9]{20})$/, async ({ params }) => {
        const asset = byHandle.get(params.handle ?? '');
        const notFound = () => new HttpError(404, 'Asset not found', { handle: params.handle });
        if (!asset) throw notFound();
        const resize = params.resize ? parseResize(params.resize) : null;
        if (asset.mimeType?.startsWith('image/')) {
          const key = `${params.resize ?? ''}/${asset.handle}`;
          const image = await images.get(key, () => renderImage(asset, resize, DEFAULT_ASSET_FILES_DIR));
          if (!image) throw notFound();
          return {
            status: 200,
            raw: image.body,
            headers: { 'content-type': image.type, 'cache-control': 'public, max-age=31536000, immutable' },
          };
        }
        if (resize)
          throw new HttpError(400, 'Invalid resize', { resize: params.resize, reason: 'not an image' });
        const file = await readFile(join(DEFAULT_ASSET_FILES_DIR, asset.fileName)).catch(() => null);
        if (!file) throw notFound();
        return {
          status: 200,
          raw: file,
          headers: {
            'content-type': asset.mimeType ?? 'application/octet-stream',
            'content-disposition': attachment(asset.fileName),
            'cache-control': 'public, max-age=3600',
          },
        };
      }),
    ];
  },
};

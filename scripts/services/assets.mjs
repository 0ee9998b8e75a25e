/**
 * CMS asset host stand-in (DESIGN §6 "asset host"; Hygraph serves assets at `https://<region>.graphassets.com/
 * <handle>`): `GET /<handle>` answers the seeded asset whose file is in kv-seed/assets/ (today the Data Lab
 * research reports, written by the corpus generator), with its mime type and as an attachment named after the
 * asset's file name, so a link to it downloads. The asset records come from kv-seed/content/assets.json; an
 * unknown handle, or a seeded asset with no file here (the images), answers 404 with the handle.
 * The Worker points document links here with `CMS_ASSET_HOST` (development only, wrangler.toml).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { DEFAULT_ASSET_FILES_DIR } from './content/corpus/data-lab-reports.mjs';
import { DEFAULT_CONTENT_DIR } from './content/store.mjs';
import { HttpError, route } from './http.mjs';

/** @typedef {{ handle: string, fileName: string, mimeType?: string | null }} AssetFields */

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

    return [
      route('GET', /^\/(?<handle>[A-Za-z0-9]{20})$/, async ({ params }) => {
        const asset = byHandle.get(params.handle ?? '');
        const notFound = () => new HttpError(404, 'Asset not found', { handle: params.handle });
        if (!asset) throw notFound();
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

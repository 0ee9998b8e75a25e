/**
 * Image bytes for the asset host stand-in (assets.mjs): Hygraph's resize segment parsed, and a seeded image
 * rendered at that size with sharp. The source of an image asset is its file in kv-seed/assets/ when there is
 * one (a real photo), else its illustration (kv-seed/assets/images/<name>.svg, written by the corpus
 * generator), drawn at the asset's own width and height. Raster assets answer in their own format (JPEG, PNG,
 * WebP); SVG assets (the logos) answer as SVG, which scales by itself. Rendered images are kept in memory.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import sharp from 'sharp';

import { imageSourceFile } from './content/corpus/illustrations.mjs';
import { HttpError } from './http.mjs';

/** The largest side a resize may ask for (Hygraph refuses larger transformations too). */
export const MAX_SIDE = 4000;

/** Hygraph's fits as sharp's: crop fills the box, max and clip fit inside it (max never enlarges), scale stretches. */
const FITS = {
  crop: { fit: 'cover' },
  max: { fit: 'inside', withoutEnlargement: true },
  clip: { fit: 'inside' },
  scale: { fit: 'fill' },
};

/** @typedef {{ fit: keyof typeof FITS, width: number, height: number }} Resize */

/**
 * The resize of a `resize=fit:crop,width:480,height:320` segment; 400 with the reason when it is not one.
 * @param {string} segment
 * @returns {Resize}
 */
export function parseResize(segment) {
  const bad = (reason) => new HttpError(400, 'Invalid resize', { resize: segment, reason });
  if (!segment.startsWith('resize=')) throw bad('only resize transformations are supported');
  /** @type {Record<string, string>} */
  const options = {};
  for (const part of segment.slice('resize='.length).split(',')) {
    const [name, value, ...rest] = part.split(':');
    if (!name || value === undefined || rest.length) throw bad(`'${part}' is not name:value`);
    options[name] = value;
  }
  const fit = options.fit ?? 'clip';
  if (!(fit in FITS)) throw bad(`fit must be one of ${Object.keys(FITS).join(', ')}`);
  const side = (name) => {
    const raw = options[name];
    if (raw === undefined) return undefined;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > MAX_SIDE)
      throw bad(`${name} must be a whole number from 1 to ${MAX_SIDE}`);
    return value;
  };
  const width = side('width');
  const height = side('height');
  if (width === undefined && height === undefined) throw bad('width or height is required');
  if (fit === 'crop' && (width === undefined || height === undefined))
    throw bad('fit:crop needs both width and height');
  return /** @type {Resize} */ ({ fit, width, height });
}

const FORMATS = {
  'image/jpeg': (image) => image.jpeg({ quality: 80, mozjpeg: true }),
  'image/png': (image) => image.png({ compressionLevel: 9, palette: true }),
  'image/webp': (image) => image.webp({ quality: 80 }),
};

/**
 * @typedef {{ fileName: string, mimeType?: string | null, width?: number | null, height?: number | null }} ImageAsset
 */

/**
 * The bytes and content type of an image asset, resized when asked; null when it has no source here.
 * @param {ImageAsset} asset
 * @param {Resize | null} resize
 * @param {string} dir kv-seed/assets/
 */
export async function renderImage(asset, resize, dir) {
  const source =
    (await readFile(join(dir, asset.fileName)).catch(() => null)) ??
    (await readFile(join(dir, imageSourceFile(asset.fileName))).catch(() => null));
  if (!source) return null;
  const type = asset.mimeType ?? 'application/octet-stream';
  if (type === 'image/svg+xml') return { body: source, type };
  const encode = FORMATS[/** @type {keyof typeof FORMATS} */ (type)];
  if (!encode) return null;
  let image = sharp(source);
  if (resize) image = image.resize(resize.width, resize.height, FITS[resize.fit]);
  return { body: await encode(image).toBuffer(), type };
}

/**
 * Remembers up to `limit` rendered images, the oldest forgotten first; a render in flight is shared.
 * @template T
 * @param {number} limit
 */
export function renderCache(limit) {
  /** @type {Map<string, Promise<T>>} */
  const entries = new Map();
  return {
    /**
     * @param {string} key
     * @param {() => Promise<T>} render
     */
    get(key, render) {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const pending = render();
      entries.set(key, pending);
      pending.catch(() => entries.delete(key));
      while (entries.size > limit) entries.delete(/** @type {string} */ (entries.keys().next().value));
      return pending;
    },
  };
}

/**
 * Reads the seed datasets the stand-ins answer from (kv-seed/datasets, formats in its README.md).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** kv-seed/datasets of this repository. */
export const DEFAULT_DATASETS_DIR = fileURLToPath(new URL('../../kv-seed/datasets/', import.meta.url));

/**
 * @param {string} datasetsDir
 * @param {string} file a JSON file name inside datasetsDir
 * @returns {Promise<any>}
 */
export async function loadDataset(datasetsDir, file) {
  const path = join(datasetsDir, file);
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot load dataset ${path}: ${/** @type {Error} */ (error).message}`, { cause: error });
  }
}

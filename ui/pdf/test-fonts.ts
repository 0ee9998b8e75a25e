import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { pdfFontFiles } from '../../scripts/lib/pdf-fonts.mjs';

import { pdfFontsPath } from './fonts';

/**
 * For tests: the site's answer to a request for one of the PDF fonts (/fonts/…), read from node_modules as the
 * built site serves the copies scripts/build.mjs makes of them; null for any other address.
 */
export async function fontFileResponse(url: string): Promise<Response | null> {
  const { pathname } = new URL(url);
  const file = pdfFontFiles.find((f) => pathname === `${pdfFontsPath}/${path.basename(f)}`);
  return file ? new Response(await readFile(path.join('node_modules', file))) : null;
}

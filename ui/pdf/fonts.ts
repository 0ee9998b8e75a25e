import type { PdfRenderer } from './load';

// Self-hosted Noto Sans files, copied from @fontsource into the static assets by the build (scripts/build.mjs,
// `pdfFontFiles`); no CDN at run time (DESIGN §2). react-pdf reads TTF/WOFF, not WOFF2.
export const pdfFontsPath = '/fonts';

/** One family per script: fontsource ships subsets, so the Thai file holds Thai glyphs only. */
export const pdfFonts = {
  latin: {
    family: 'Noto Sans',
    files: { 400: 'noto-sans-latin-400-normal.woff', 700: 'noto-sans-latin-700-normal.woff' },
  },
  thai: {
    family: 'Noto Sans Thai',
    files: { 400: 'noto-sans-thai-thai-400-normal.woff', 700: 'noto-sans-thai-thai-700-normal.woff' },
  },
} as const;

export type PdfFontFamily = string | string[];

const thaiScript = /\p{Script=Thai}/u;

/**
 * Thai writes no spaces between words, so react-pdf sees a whole sentence as one word and cannot wrap it:
 * break Thai runs at the word boundaries the browser knows; other scripts keep react-pdf's own hyphenation.
 */
export function breakThaiWords(word: string, hyphenate: (word: string) => string[] = (w) => [w]): string[] {
  if (!thaiScript.test(word) || typeof Intl.Segmenter !== 'function') return hyphenate(word);
  return [...new Intl.Segmenter('th', { granularity: 'word' }).segment(word)].map((s) => s.segment);
}

const registered = new WeakSet<PdfRenderer['Font']>();

function registerAll(font: PdfRenderer['Font']): void {
  if (registered.has(font)) return;
  for (const { family, files } of Object.values(pdfFonts)) {
    font.register({
      family,
      fonts: Object.entries(files).map(([weight, file]) => ({
        // Absolute, so that the renderer fetches it from the site (a bare path would be read as a file name).
        src: new URL(`${pdfFontsPath}/${file}`, location.href).href,
        fontWeight: Number(weight),
      })),
    });
  }
  font.registerHyphenationCallback(breakThaiWords);
  registered.add(font);
}

/**
 * Registers the self-hosted fonts with the loaded renderer (once) and returns the `fontFamily` style for a
 * page language: Thai text falls back glyph by glyph from Noto Sans to Noto Sans Thai (spec §9: a Thai font for
 * th-TH); English and Bahasa use Noto Sans.
 */
export function pdfFontFamily(pdf: Pick<PdfRenderer, 'Font'>, lang: string): PdfFontFamily {
  registerAll(pdf.Font);
  const latin = pdfFonts.latin.family;
  return lang.toLowerCase().startsWith('th') ? [latin, pdfFonts.thai.family] : latin;
}

type PdfDocumentElement = Parameters<PdfRenderer['pdf']>[0];

/** Lets the next document fetch again the font files that did not load (react-pdf keeps a failed load). */
function forgetFailedLoads(font: PdfRenderer['Font']): void {
  for (const { family } of Object.values(pdfFonts)) {
    for (const source of font.getRegisteredFonts()[family]?.sources ?? []) {
      if (!source.data) source.loadResultPromise = null;
    }
  }
}

/**
 * The document as a file. react-pdf keeps a font's failed load for the page, so when making it fails (a font
 * file that did not arrive) the fonts that failed are forgotten: trying again (spec §8: the button stays)
 * fetches them again instead of failing the same way.
 */
export async function pdfBlob(
  pdf: Pick<PdfRenderer, 'Font' | 'pdf'>,
  document: PdfDocumentElement,
): Promise<Blob> {
  try {
    return await pdf.pdf(document).toBlob();
  } catch (error) {
    forgetFailedLoads(pdf.Font);
    throw error;
  }
}

// The font files the browser's PDF renderer registers (ui/pdf/fonts.ts), copied by the build from the
// @fontsource packages to dist/public/fonts/ so they are served by the site itself, never by a CDN (DESIGN §2).
// WOFF, not WOFF2: react-pdf's font reader takes TTF/WOFF.
export const pdfFontFiles = [
  '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
  '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
  '@fontsource/noto-sans-thai/files/noto-sans-thai-thai-400-normal.woff',
  '@fontsource/noto-sans-thai/files/noto-sans-thai-thai-700-normal.woff',
];

/** The public folder the fonts are served from. */
export const pdfFontsFolder = 'fonts';

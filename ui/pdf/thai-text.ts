/**
 * Thai SARA AM (U+0E33) is drawn as NIKHAHIT + SARA AA; react-pdf's shaper splits it so, and then maps the SARA AA
 * glyph back to SARA AM in the PDF's text layer, so copied or extracted text loses every later SARA AA. Writing
 * the two characters it is made of (its Unicode compatibility decomposition) draws the same and keeps the text.
 */
export function pdfThaiText(text: string): string {
  return text.replaceAll('\u0E33', '\u0E4D\u0E32');
}

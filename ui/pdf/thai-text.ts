/**
 * Every text given to react-pdf goes through this. Thai SARA AM (U+0E33) is one character but the shaper draws it
 * as two glyphs, NIKHAHIT + SARA AA; react-pdf's text layout (textkit 4.9) slices each line by string positions
 * while its glyph-to-string index map has one more entry per SARA AM, so a line loses one glyph at its end for
 * every SARA AM in it ('บริษัท จำกัด' prints as 'บริษัท จำกั'; react-pdf issues #1982, #3295). The renderer also
 * maps the SARA AA glyph back to SARA AM in the text layer, so extracted text loses later SARA AAs. Writing the
 * two characters SARA AM is made of (its Unicode compatibility decomposition, NFKC-equal) draws the same, keeps
 * one glyph per character, and extracts as written. Every text of every PDF made on a page must go through it: the
 * loaded font keeps its glyphs between documents, so one raw SARA AM spoils the texts of the PDFs made after it.
 */
export function pdfThaiText(text: string): string {
  return text.replaceAll('\u0E33', '\u0E4D\u0E32');
}

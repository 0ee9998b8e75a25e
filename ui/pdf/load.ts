// The PDF renderer is ~520 KB gzipped and cannot run in workerd (DESIGN §2): it is imported only here,
// dynamically, when a reader asks for a PDF, so esbuild keeps it in its own chunk out of every eager bundle.
export type PdfRenderer = typeof import('@react-pdf/renderer');

let pending: Promise<PdfRenderer> | undefined;

/** Loads `@react-pdf/renderer` once; later calls share the same import. A failed import may be retried. */
export function loadPdfRenderer(): Promise<PdfRenderer> {
  pending ??= import('@react-pdf/renderer').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

import { saveBlob } from '../../pdf/download';
import { pdfBlob, pdfFontFamily } from '../../pdf/fonts';
import { loadPdfRenderer } from '../../pdf/load';
import { pdfThaiText } from '../../pdf/thai-text';

import type { BuilderQuestion } from './chosen';

export interface InterviewPdfTexts {
  title: string;
  /** 'Page {page} of {pages}' in the page's language. */
  pageLabel: (page: number, pages: number) => string;
}

/**
 * The chosen questions as an A4 PDF with 'Page n of m' on every page (spec §2, §9), made in the browser with the
 * lazily loaded renderer and the self-hosted fonts (Noto Sans Thai for Thai pages). Loaded only on a click.
 */
export async function makeInterviewPdf(
  questions: readonly BuilderQuestion[],
  texts: InterviewPdfTexts,
  language: string,
): Promise<Blob> {
  const pdf = await loadPdfRenderer();
  const fontFamily = pdfFontFamily(pdf, language);
  const { Document, Page, Text, View, StyleSheet } = pdf;
  const styles = StyleSheet.create({
    page: {
      fontFamily,
      fontSize: 11,
      paddingTop: 48,
      paddingBottom: 64,
      paddingHorizontal: 56,
      color: '#1c1c1c',
    },
    title: { fontSize: 20, fontWeight: 700, marginBottom: 24 },
    question: { flexDirection: 'row', marginBottom: 12 },
    number: { width: 24, fontWeight: 700 },
    text: { flex: 1, lineHeight: 1.5 },
    notes: {
      marginLeft: 24,
      marginBottom: 20,
      height: 56,
      borderBottomWidth: 1,
      borderBottomColor: '#d0d0d0',
    },
    footer: {
      position: 'absolute',
      bottom: 28,
      left: 56,
      right: 56,
      fontSize: 9,
      textAlign: 'center',
      color: '#5a5a5a',
    },
  });
  const document = (
    <Document title={texts.title} language={language}>
      <Page size="A4" style={styles.page}>
        <Text style={styles.title}>{pdfThaiText(texts.title)}</Text>
        {questions.map((question, i) => (
          <View key={question.id} wrap={false}>
            <View style={styles.question}>
              <Text style={styles.number}>{i + 1}.</Text>
              <Text style={styles.text}>{pdfThaiText(question.text)}</Text>
            </View>
            <View style={styles.notes} />
          </View>
        ))}
        <Text
          style={styles.footer}
          fixed
          render={({ pageNumber, totalPages }) =>
            pdfThaiText(texts.pageLabel(pageNumber, totalPages ?? pageNumber))
          }
        />
      </Page>
    </Document>
  );
  return pdfBlob(pdf, document);
}

/** Makes the PDF and hands it to the browser as `fileName`. */
export async function downloadInterviewPdf(
  questions: readonly BuilderQuestion[],
  texts: InterviewPdfTexts,
  language: string,
  fileName: string,
  ready: Promise<void>,
): Promise<void> {
  const blob = await makeInterviewPdf(questions, texts, language);
  await ready;
  saveBlob(blob, fileName);
}

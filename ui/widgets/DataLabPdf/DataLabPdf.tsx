import { useState } from 'react';

import { useTranslations } from '../../i18n';
import translations from '../../i18n/data-lab.vocab';
import { levelLabels } from '../../pages/DataLabPage/levels';
import { saveBlob } from '../../pdf/download';
import { pdfBlob, pdfFontFamily } from '../../pdf/fonts';
import { loadPdfRenderer } from '../../pdf/load';

import * as styles from './DataLabPdf.css';
import type { DataLabPdfProps, PdfTexts } from './types';

export type { DataLabPdfProps } from './types';

type PdfState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'failed'; error: string };

const reason = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error));

/**
 * Download PDF (spec §2, §4 "Data Lab PDF download", §8 messages): on click the renderer and the document are
 * imported, the A2 snapshot is made in the browser and saved; 'Loading ...' meanwhile, 'Something went wrong:
 * {error}' when it fails (the button stays, to try again).
 */
export function DataLabPdf(props: DataLabPdfProps) {
  const { t } = useTranslations(translations);
  const [state, setState] = useState<PdfState>({ kind: 'idle' });
  const loading = state.kind === 'loading';

  const texts = (): PdfTexts => ({
    eyebrow: t('Talent Attraction Lab'),
    heading: t('What attracts candidates'),
    summary: `${t('Results for', { selection: props.selection ?? t('All respondents') })} · ${t('{count} respondents', { count: props.respondents })}`,
    importance: t('Importance'),
    levels: {
      must: t(levelLabels.must),
      delight: t(levelLabels.delight),
      neutral: t(levelLabels.neutral),
      putOff: t(levelLabels.putOff),
    },
    topDrivers: t('Top drivers'),
    allRespondents: t('All respondents'),
    whoAnswered: t('Who answered'),
    period: props.period,
    respondents: (count) => t('{count} respondents', { count }),
    percent: (percent) => t('{percent} percent', { percent }),
    smallSample: t('Small sample'),
    noData: t('No data yet'),
  });

  const download = async () => {
    if (loading) return;
    setState({ kind: 'loading' });
    try {
      const [renderer, { dataLabDocument }] = await Promise.all([
        loadPdfRenderer(),
        import('./DataLabDocument'),
      ]);
      const fontFamily = pdfFontFamily(renderer, props.language);
      const blob = await pdfBlob(renderer, dataLabDocument(renderer, fontFamily, texts(), props));
      saveBlob(blob, props.fileName);
      setState({ kind: 'idle' });
    } catch (error) {
      console.error('Data Lab PDF failed', error);
      setState({ kind: 'failed', error: reason(error) });
    }
  };

  return (
    <div className={styles.wrap}>
      <button
        type="button"
        className={styles.button}
        aria-disabled={loading || undefined}
        onClick={() => void download()}
      >
        {loading ? t('PDF loading') : t('Download PDF')}
      </button>
      <p role="status" className={styles.error}>
        {state.kind === 'failed' ? t('PDF failed', { error: state.error }) : ''}
      </p>
    </div>
  );
}

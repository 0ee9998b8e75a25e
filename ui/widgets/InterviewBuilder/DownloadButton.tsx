import { useEffect, useRef, useState } from 'react';

import { useLanguage, useTranslations } from '../../i18n';

import translations from './builder.vocab';
import type { BuilderQuestion } from './chosen';
import * as styles from './InterviewBuilder.css';

/** Spec §4, §9: 'Downloading' shows for 3 s; the file is handed over after 2 s (or when ready, if later). */
export const DOWNLOADING_MS = 3000;
export const FILE_AFTER_MS = 2000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Downloads the chosen questions as a PDF. The PDF code (and the ~520 KB renderer) is imported only on the
 * click; an empty list does nothing (spec §4).
 */
export function DownloadButton({ questions }: { questions: readonly BuilderQuestion[] }) {
  const { t } = useTranslations(translations);
  const { language } = useLanguage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const download = async () => {
    if (!questions.length || busy) return;
    setBusy(true);
    setError('');
    const shown = wait(DOWNLOADING_MS);
    try {
      const { downloadInterviewPdf } = await import('./interview-pdf');
      await downloadInterviewPdf(
        questions,
        {
          title: t('Interview questions'),
          pageLabel: (page, pages) =>
            t('Page {page} of {pages}', { page: String(page), pages: String(pages) }),
        },
        language,
        'interview-questions.pdf',
        wait(FILE_AFTER_MS),
      );
      await shown;
    } catch (cause) {
      if (mounted.current)
        setError(
          t('Something went wrong: {error}', {
            error: cause instanceof Error ? cause.message : String(cause),
          }),
        );
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  return (
    <div className={styles.download}>
      <button
        type="button"
        className={styles.primaryButton}
        aria-disabled={questions.length === 0 || busy}
        onClick={() => void download()}
      >
        {busy ? t('Downloading') : t('Download PDF')}
      </button>
      <p className={styles.error} role="status">
        {error}
      </p>
    </div>
  );
}

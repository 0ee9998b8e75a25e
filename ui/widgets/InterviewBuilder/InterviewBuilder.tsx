import { useMemo, useState } from 'react';

import { useTranslations } from '../../i18n';
import { useIslandId } from '../../islands/island-id';

import translations from './builder.vocab';
import { CategoryPanel, type BuilderCategory } from './CategoryPanel';
import { addCustomQuestion, addQuestion, moveQuestion, removeQuestion, type BuilderQuestion } from './chosen';
import { ChosenList } from './ChosenList';
import { DownloadButton } from './DownloadButton';
import * as styles from './InterviewBuilder.css';
import { useSavedList } from './saved-list';

export type { BuilderCategory } from './CategoryPanel';

export interface InterviewBuilderProps {
  categories: BuilderCategory[];
  /** Where the chosen list is kept in local storage: one list per site and language. */
  storageKey: string;
}

/**
 * The interview template builder (spec §2, §4): the chosen questions on the left, in an order the reader drags
 * or sorts by keyboard, and the categories to add from on the right; on phones a 'Preview' / 'Add more
 * questions' toggle shows one panel at a time. The list lives in local storage (saved-list.ts), so it survives a
 * reload; it is changed only by the pure functions of chosen.ts, which keeps every rule testable without React.
 */
export function InterviewBuilder({ categories, storageKey }: InterviewBuilderProps) {
  const { t } = useTranslations(translations);
  const [view, setView] = useState<'edit' | 'preview'>('edit');
  const [announcement, setAnnouncement] = useState('');
  const panelId = useIslandId('panels');

  const builtIn = useMemo(
    () =>
      new Map(categories.flatMap((c) => c.questions.map((q) => [q.id, { ...q, category: c.key }] as const))),
    [categories],
  );
  const [state, setState] = useSavedList(storageKey, builtIn);

  const chosenIds = useMemo(() => new Set(state.chosen.map((q) => q.id)), [state.chosen]);
  const add = (question: BuilderQuestion) => {
    setState((s) => addQuestion(s, question));
    setAnnouncement(t('Added: {question}', { question: question.text }));
  };
  const addCustom = (text: string) => {
    setState((s) => addCustomQuestion(s, text));
    setAnnouncement(t('Added: {question}', { question: text.trim() }));
  };
  const remove = (question: BuilderQuestion) => {
    setState((s) => removeQuestion(s, question.id));
    setAnnouncement(t('Removed: {question}', { question: question.text }));
  };

  return (
    <div className={styles.root} data-view={view} id={panelId}>
      <button
        type="button"
        className={`${styles.secondaryButton} ${styles.toggle}`}
        aria-controls={panelId}
        onClick={() => setView(view === 'edit' ? 'preview' : 'edit')}
      >
        {view === 'edit' ? t('Preview') : t('Add more questions')}
      </button>
      <section className={styles.chosenPanel} aria-labelledby={`${panelId}-chosen`}>
        <div className={styles.header}>
          <h3 className={styles.panelHeading} id={`${panelId}-chosen`}>
            {t('Your interview questions')}
          </h3>
          <DownloadButton questions={state.chosen} />
        </div>
        <p className={styles.secondary}>
          {t('Questions chosen: {count}', { count: String(state.chosen.length) })}
        </p>
        <div className={styles.reorderArea} data-reorder-area="">
          {state.chosen.length ? (
            <ChosenList
              questions={state.chosen}
              onMove={(activeId, overId) => setState((s) => moveQuestion(s, activeId, overId))}
              onRemove={remove}
            />
          ) : (
            <p className={styles.secondary}>{t('Add questions from the categories, or write your own.')}</p>
          )}
        </div>
      </section>
      <section className={styles.categoriesPanel} aria-labelledby={`${panelId}-categories`}>
        <h3 className={styles.panelHeading} id={`${panelId}-categories`}>
          {t('Question categories')}
        </h3>
        <CategoryPanel
          categories={categories}
          custom={state.custom}
          chosenIds={chosenIds}
          onAdd={add}
          onAddCustom={addCustom}
        />
      </section>
      <p className={styles.visuallyHidden} aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

import { useState, type FormEvent } from 'react';

import { useTranslations } from '../../i18n';
import { useIslandId } from '../../islands/island-id';

import translations from './builder.vocab';
import type { BuilderQuestion, QuestionCategory } from './chosen';
import { CategoryIcon } from './icons';
import * as styles from './InterviewBuilder.css';
import { MAX_QUESTION_LENGTH } from './storage';

/** A built-in category as the page hands it over (spec §3: name, icon, description, questions). */
export interface BuilderCategory {
  key: Exclude<QuestionCategory, 'addQuestion'>;
  name: string;
  description: string;
  questions: { id: string; text: string }[];
}

interface CategoryPanelProps {
  categories: BuilderCategory[];
  custom: BuilderQuestion[];
  chosenIds: ReadonlySet<string>;
  onAdd: (question: BuilderQuestion) => void;
  onAddCustom: (text: string) => void;
}

function QuestionRow({
  question,
  chosen,
  onAdd,
}: {
  question: BuilderQuestion;
  chosen: boolean;
  onAdd: () => void;
}) {
  const { t } = useTranslations(translations);
  return (
    <li className={styles.questionRow}>
      <p className={styles.text}>{question.text}</p>
      <button
        type="button"
        className={styles.secondaryButton}
        disabled={chosen}
        aria-label={
          chosen
            ? t('Added: {question}', { question: question.text })
            : t('Add question: {question}', { question: question.text })
        }
        onClick={onAdd}
      >
        {chosen ? t('Added') : t('Add')}
      </button>
    </li>
  );
}

/** The reader's own question (spec §2): Add does nothing while the input is blank (spec §5). */
function CustomQuestionForm({ onAddCustom }: { onAddCustom: (text: string) => void }) {
  const { t } = useTranslations(translations);
  const inputId = useIslandId('custom-question');
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    onAddCustom(text);
    setText('');
  };
  return (
    <form className={styles.customForm} onSubmit={submit}>
      <label className={styles.label} htmlFor={inputId}>
        {t('Write your own question')}
      </label>
      <div className={styles.customRow}>
        <input
          id={inputId}
          className={styles.input}
          type="text"
          value={text}
          maxLength={MAX_QUESTION_LENGTH}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className={styles.primaryButton}>
          {t('Add')}
        </button>
      </div>
    </form>
  );
}

/** The right panel (spec §2): the four categories, each opening to its questions, and the reader's own. */
export function CategoryPanel({ categories, custom, chosenIds, onAdd, onAddCustom }: CategoryPanelProps) {
  const { t } = useTranslations(translations);
  return (
    <>
      {categories.map((category) => (
        <details key={category.key} className={styles.category} data-category={category.key}>
          <summary className={styles.summary}>
            <CategoryIcon category={category.key} className={styles.icon} />
            <span>
              <span className={styles.categoryName}>{category.name}</span>{' '}
              <span className={styles.secondary}>
                ({t('Questions: {count}', { count: String(category.questions.length) })})
              </span>
            </span>
          </summary>
          <div className={styles.categoryBody}>
            <p className={styles.secondary}>{category.description}</p>
            <ul className={styles.list}>
              {category.questions.map(({ id, text }) => (
                <QuestionRow
                  key={id}
                  question={{ id, text, category: category.key }}
                  chosen={chosenIds.has(id)}
                  onAdd={() => onAdd({ id, text, category: category.key })}
                />
              ))}
            </ul>
          </div>
        </details>
      ))}
      <CustomQuestionForm onAddCustom={onAddCustom} />
      {custom.length ? (
        <section className={styles.category} aria-label={t('Your own questions')} data-category="addQuestion">
          <div className={styles.summary}>
            <CategoryIcon category="addQuestion" className={styles.icon} />
            <span className={styles.categoryName}>{t('Your own questions')}</span>
          </div>
          <ul className={`${styles.list} ${styles.categoryBody}`}>
            {custom.map((question) => (
              <QuestionRow
                key={question.id}
                question={question}
                chosen={chosenIds.has(question.id)}
                onAdd={() => onAdd(question)}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

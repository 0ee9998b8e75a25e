import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';

import { useTranslations } from '../../i18n';
import { useIslandId } from '../../islands/island-id';

import translations from './builder.vocab';
import { cutQuestion, type BuilderQuestion } from './chosen';
import { HandleIcon } from './icons';
import * as styles from './InterviewBuilder.css';

/** Spec §9: a mouse drag starts after 5 px, a touch drag after holding 1 s. */
export const DRAG_DISTANCE_PX = 5;
export const TOUCH_DELAY_MS = 1000;

interface ChosenListProps {
  questions: BuilderQuestion[];
  onMove: (activeId: string, overId: string) => void;
  onRemove: (question: BuilderQuestion) => void;
}

function SortableQuestion({ question, onRemove }: { question: BuilderQuestion; onRemove: () => void }) {
  const { t } = useTranslations(translations);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: question.id });
  return (
    <li
      ref={setNodeRef}
      className={styles.chosenItem}
      data-question-id={question.id}
      data-dragging={isDragging}
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
      }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={styles.handle}
        {...attributes}
        {...listeners}
        aria-label={t('Reorder question: {question}', { question: question.text })}
      >
        <HandleIcon />
      </button>
      <p className={styles.questionText} title={question.text}>
        <span aria-hidden="true">{cutQuestion(question.text)}</span>
        <span className={styles.visuallyHidden}>{question.text}</span>
      </p>
      <button
        type="button"
        className={styles.secondaryButton}
        aria-label={t('Remove question: {question}', { question: question.text })}
        onClick={onRemove}
      >
        {t('Remove')}
      </button>
    </li>
  );
}

/**
 * The chosen questions in order (spec §2 left panel), sortable by mouse, touch and keyboard with dnd-kit, which
 * also speaks each pick-up, move and drop to screen readers in the page's language.
 */
export function ChosenList({ questions, onMove, onRemove }: ChosenListProps) {
  const { t } = useTranslations(translations);
  const dndId = useIslandId('dnd');
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: DRAG_DISTANCE_PX } }),
    useSensor(TouchSensor, { activationConstraint: { delay: TOUCH_DELAY_MS, tolerance: DRAG_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: UniqueIdentifier | undefined) => String(questions.findIndex((q) => q.id === id) + 1);
  const total = String(questions.length);
  const text = (id: UniqueIdentifier) => questions.find((q) => q.id === id)?.text ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('Picked up question {position} of {total}: {question}', {
        position: position(active.id),
        total,
        question: text(active.id),
      }),
    // dnd-kit reports the picked-up question over itself first: only a real move is spoken.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? t('Question moved to position {position} of {total}', { position: position(over.id), total })
        : undefined,
    onDragEnd: ({ active, over }) =>
      t('Question dropped at position {position} of {total}', {
        position: position(over?.id ?? active.id),
        total,
      }),
    onDragCancel: ({ active }) =>
      t('Sorting cancelled: the question is back at position {position}', { position: position(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  return (
    <DndContext
      id={dndId}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t(
            'To reorder a question, focus its handle and press Space or Enter. Use the arrow keys to move it, then Space or Enter to drop it, or Escape to cancel.',
          ),
        },
      }}
    >
      <SortableContext items={questions.map((q) => q.id)} strategy={verticalListSortingStrategy}>
        <ol className={styles.list}>
          {questions.map((question) => (
            <SortableQuestion key={question.id} question={question} onRemove={() => onRemove(question)} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

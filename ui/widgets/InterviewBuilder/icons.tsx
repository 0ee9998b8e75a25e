import type { QuestionCategory } from './chosen';

/** Each category's icon (spec §3: a category has a name, an icon, a description and its questions). */
const paths: Record<QuestionCategory, string> = {
  // A flag: what drives the candidate.
  motivation: 'M7 4v24M7 5h15l-3 5 3 5H7',
  // A clock turning back: what the candidate has done.
  behavioural: 'M6 16a10 10 0 1 0 3-7M6 4v5h5M16 10v6l4 3',
  // A signpost: what the candidate would do.
  situational: 'M16 4v24M8 8h14l3 3-3 3H8zM24 17H10l-3 3 3 3h14z',
  // A wrench: what the candidate can do.
  skillsBased: 'M20 5a6 6 0 0 0-6 8L5 22l5 5 9-9a6 6 0 0 0 8-6l-4 4-4-1-1-4z',
  // A pencil: the reader's own questions.
  addQuestion: 'M6 26l2-7L21 6l5 5-13 13zM18 9l5 5',
};

export function CategoryIcon({ category, className }: { category: QuestionCategory; className: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path
        d={paths[category]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function HandleIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {[6, 10, 14].flatMap((y) =>
        [7, 13].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" fill="currentColor" />),
      )}
    </svg>
  );
}

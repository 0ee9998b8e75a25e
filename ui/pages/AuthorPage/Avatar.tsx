import type { AuthorView } from '../../../model/author';
import { useTranslations } from '../../i18n';
import translations from '../../i18n/listing.vocab';

import * as styles from './AuthorPage.css';

/** 'Amanda Wright' → 'AW': the placeholder's letters. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words;
  return letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toUpperCase();
}

/** The author's photo, round and 96px; without one, a circle with their initials (spec §2, §9). */
export function Avatar({ author }: { author: Pick<AuthorView, 'name' | 'image'> }) {
  const { t } = useTranslations(translations);
  const size = styles.AVATAR_SIZE;
  if (author.image) {
    return (
      <img
        className={styles.avatar}
        src={author.image.url}
        alt={t('Photo of {name}', { name: author.name })}
        width={size}
        height={size}
      />
    );
  }
  return (
    <svg className={styles.avatar} viewBox="0 0 96 96" width={size} height={size} aria-hidden="true">
      <circle className={styles.placeholderCircle} cx="48" cy="48" r="48" />
      <text className={styles.initials} x="48" y="48" textAnchor="middle" dominantBaseline="central">
        {initialsOf(author.name)}
      </text>
    </svg>
  );
}

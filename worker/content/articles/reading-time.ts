import type { ArticleType, ReadingTimeUnit } from './types';

const units: Record<ArticleType, ReadingTimeUnit> = {
  Article: 'min read',
  Infographic: 'min read',
  Video: 'min watch',
  Podcast: 'min listen',
};

/** The unit after an article's reading time (spec §2): min watch for video, min listen for podcast. */
export function readingTimeUnit(articleType: ArticleType): ReadingTimeUnit {
  return units[articleType];
}

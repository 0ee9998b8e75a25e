/**
 * An article as a card or list item, as the shared components read it. ui/ never imports the worker, so the
 * shape is stated here; the worker's ArticleCard (worker/content/articles/types.ts) is assignable to it.
 */
export type ReadingTimeUnit = 'min read' | 'min watch' | 'min listen';

export interface CardImageModel {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
}

export interface ArticleCardModel {
  id: string;
  title: string;
  href: string;
  category: { name: string; href: string | null } | null;
  /** ISO date (YYYY-MM-DD) or null. */
  publishDate: string | null;
  timeToRead: number | null;
  readingTimeUnit: ReadingTimeUnit;
  /** Cropped to the card size, 480x320. */
  image: CardImageModel | null;
}

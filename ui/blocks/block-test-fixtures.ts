/** Values the block renderer tests share. */
import type { ArticleCard } from '../../model/article-card';
import type { RichTextContent } from '../../model/rich-text';

/** Rich text of one paragraph per line. */
export const rich = (...lines: string[]): RichTextContent => ({
  raw: { children: lines.map((text) => ({ type: 'paragraph', children: [{ text }] })) },
  text: lines.join('\n'),
});

/** The card of article `n`, in the Wellbeing category. */
export const articleCard = (n: number): ArticleCard => ({
  id: `a${n}`,
  title: `Article ${n}`,
  slug: `a${n}`,
  href: `/career-advice/article/a${n}`,
  locale: 'en',
  articleType: 'Article',
  category: { id: 'c', name: 'Wellbeing', slug: 'wellbeing', href: '/career-advice/category/wellbeing' },
  publishDate: `2025-0${n}-01`,
  timeToRead: 4,
  readingTimeUnit: 'min read',
  image: null,
  excerpt: null,
});

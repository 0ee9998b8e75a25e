/** Values the block renderer tests share. */
import type { ArticleCard } from '../../model/article-card';
import type { BlockView } from '../../model/blocks/registry';
import type { RichTextContent } from '../../model/rich-text';
import { renderWithStrings } from '../layout/test-render';

import { BlockItem } from './BlockItem';

/** Renders one block item as production pages do (no development notices). */
export const showBlock = (item: BlockView) =>
  renderWithStrings(<BlockItem item={item} environment="production" />);

/** A YouTube video as the model's video view gives it. */
export const youTubeVideo = {
  source: 'YouTube' as const,
  videoId: 'Xq3Kx6ozR1E',
  embedUrl: 'https://www.youtube-nocookie.com/embed/Xq3Kx6ozR1E',
};

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
  language: 'en',
  articleType: 'Article',
  category: { id: 'c', name: 'Wellbeing', slug: 'wellbeing', href: '/career-advice/category/wellbeing' },
  publishDate: `2025-0${n}-01`,
  timeToRead: 4,
  readingTimeUnit: 'min read',
  image: null,
  excerpt: null,
});

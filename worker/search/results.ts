/** Search API answers as the page and the search box show them (spec §2 "Search"). */
import { imageView, imageSizes } from '../../model/image';
import { articleHref, type SectionRef as SectionPath } from '../../model/links';
import type { Suggestion } from '../../model/search';
import type { ArticleCardModel } from '../../ui/components';
import type { Language } from '../site/sites';

import type { SearchResult, SuggestionData } from './schema';

/** The section of a result or suggestion as links need it; null: no section (/career-advice/article/…). */
function sectionOf(item: {
  sectionName: string | null;
  parentSectionName: string | null;
}): SectionPath | null {
  if (!item.sectionName) return null;
  // Names and slugs come from another service: encoded, they stay one path segment each.
  const parent = item.parentSectionName;
  return {
    sectionName: encodeURIComponent(item.sectionName),
    parentSection: parent ? { sectionName: encodeURIComponent(parent) } : null,
  };
}

/** The date part (YYYY-MM-DD) of an ISO timestamp; null when there is none. */
const isoDate = (timestamp: string | null): string | null =>
  /^\d{4}-\d{2}-\d{2}/.exec(timestamp ?? '')?.[0] ?? null;

/** A result as an article card: title linking to the article, category (unlinked) and publish date. */
export function resultCard(result: SearchResult, language: Language): ArticleCardModel {
  const image = result.featureImage;
  return {
    id: result.id,
    title: result.title,
    href: articleHref(encodeURIComponent(result.slug), sectionOf(result), language),
    // The search API names the category but not its slug, so the card shows it without a link.
    category: result.categoryName ? { name: result.categoryName, href: null } : null,
    publishDate: isoDate(result.publishedAt),
    timeToRead: null,
    readingTimeUnit: 'min read',
    image: image && imageView({ id: result.id, ...image }, imageSizes.card),
  };
}

/** A suggestion as the search box takes it: the title and the article's path (spec §2). */
export function suggestionLink(suggestion: SuggestionData, language: Language): Suggestion {
  return {
    title: suggestion.titleSuggestions,
    href: articleHref(encodeURIComponent(suggestion.slug), sectionOf(suggestion), language),
  };
}

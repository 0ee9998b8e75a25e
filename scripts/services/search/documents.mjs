/**
 * The searchable documents of one locale: the PUBLISHED articles of the content store read in the locale's
 * fallback order (the same view the content API gives), each with its category and section names. The
 * placeholder article titled '-', and articles without a title, slug or body text, are left out (spec §5).
 */
import { richText } from '../content/rich-text.mjs';

/**
 * @typedef {object} FeatureImage
 * @property {string} url
 * @property {string | null} alt
 * @property {number | null} width
 * @property {number | null} height
 */

/**
 * One article as the index sees it.
 * @typedef {object} SearchDocument
 * @property {string} id
 * @property {string} title
 * @property {string} slug
 * @property {string} excerpt
 * @property {string} body plain text of the rich-text content
 * @property {string | null} categoryName
 * @property {string | null} sectionName the category's relatedCategorySection
 * @property {string | null} parentSectionName that section's parentSection
 * @property {string | null} publishedAt ISO timestamp
 * @property {FeatureImage | null} featureImage the first feature image
 * @property {string[]} sites e.g. candidate_au
 */

/**
 * The part of the content store (../content/store.mjs) this module reads.
 * @typedef {object} ContentSource
 * @property {(model: string, scope: import('../content/store.mjs').Scope) => Record<string | symbol, any>[]} list
 * @property {(id: string, scope: import('../content/store.mjs').Scope) => Record<string | symbol, any> | null} get
 */

/** The placeholder title of an article that must never be listed (spec §5). */
export const PLACEHOLDER_TITLE = '-';

/**
 * @param {ContentSource} store
 * @param {string[] | null} locales fallback order, e.g. [th_TH, en_TH, default]; null: each entry's own
 * @returns {SearchDocument[]}
 */
export function readDocuments(store, locales) {
  /** @type {import('../content/store.mjs').Scope} */
  const scope = { stage: 'PUBLISHED', locales };
  /** Sections carry no localized field the index needs: read them in their own locales. */
  const sectionScope = /** @type {const} */ ({ stage: 'PUBLISHED', locales: null });
  /** @type {SearchDocument[]} */
  const documents = [];
  for (const article of store.list('Article', scope)) {
    const title = text(article.title).trim();
    const slug = text(article.slug).trim();
    const body = richText(article.content).trim();
    if (title === '' || title === PLACEHOLDER_TITLE || slug === '' || body === '') continue;
    const category = typeof article.category === 'string' ? store.get(article.category, scope) : null;
    const section = idOf(category?.relatedCategorySection, store, sectionScope);
    const parent = idOf(section?.parentSection, store, sectionScope);
    documents.push({
      id: article.id,
      title,
      slug,
      excerpt: text(article.excerpt),
      body,
      categoryName: category ? text(category.name) || null : null,
      sectionName: section ? text(section.sectionName) || null : null,
      parentSectionName: parent ? text(parent.sectionName) || null : null,
      publishedAt: article.publishedAt ?? null,
      featureImage: firstImage(article.featureImage, store, scope),
      sites: Array.isArray(article.sites) ? article.sites.map(String) : [],
    });
  }
  return documents;
}

/**
 * @param {unknown} id
 * @param {ContentSource} store
 * @param {import('../content/store.mjs').Scope} scope
 */
function idOf(id, store, scope) {
  return typeof id === 'string' ? store.get(id, scope) : null;
}

/**
 * @param {unknown} ids asset ids
 * @param {ContentSource} store
 * @param {import('../content/store.mjs').Scope} scope
 * @returns {FeatureImage | null}
 */
function firstImage(ids, store, scope) {
  const first = Array.isArray(ids) ? ids[0] : undefined;
  const asset = idOf(first, store, scope);
  if (!asset || typeof asset.url !== 'string') return null;
  return {
    url: asset.url,
    alt: typeof asset.alt === 'string' ? asset.alt : null,
    width: typeof asset.width === 'number' ? asset.width : null,
    height: typeof asset.height === 'number' ? asset.height : null,
  };
}

/** @param {unknown} value */
function text(value) {
  return typeof value === 'string' ? value : '';
}

/**
 * An inverted index over search documents, ranked with BM25F: per-field term frequencies (title, excerpt,
 * body) are length-normalised, weighted (title over excerpt over body), summed, and saturated once per term.
 * Every query word must match (AND); the last one also matches as the prefix of a longer word (as typed, not
 * stemmed: 'interv' finds 'interview').
 */
import { fold, queryTokens, tokenize } from './text.mjs';

/** The indexed fields, in the order of the frequency arrays. */
export const FIELDS = /** @type {const} */ (['title', 'excerpt', 'body']);
/** BM25F field weights: a title word counts three body words, an excerpt word two. */
export const FIELD_WEIGHTS = [3, 2, 1];
const K1 = 1.2;
const B = 0.75;
/** A word completed from a prefix scores a little below the word itself. */
const PREFIX_DISCOUNT = 0.8;
/** The shortest last word completed as a prefix, in characters. */
const MIN_PREFIX = 2;
/** At most this many query words are used; the rest are ignored. */
export const MAX_QUERY_WORDS = 32;

/**
 * @typedef {object} Hit
 * @property {import('./documents.mjs').SearchDocument} document
 * @property {number} score
 * @property {boolean} inTitle every query word matched the title
 */

export class SearchIndex {
  /**
   * @param {import('./documents.mjs').SearchDocument[]} documents
   * @param {import('./text.mjs').Language} language
   */
  constructor(documents, language) {
    this.documents = documents;
    this.language = language;
    /** @type {string[][]} document number → folded text per field, spaces removed (Thai only) */
    this.texts =
      language === 'th'
        ? documents.map((document) => FIELDS.map((field) => fold(document[field] ?? '').replace(/\s+/gu, '')))
        : [];
    /** @type {Map<string, Map<number, number[]>>} term → document number → frequency per field */
    this.postings = new Map();
    /** @type {number[][]} document number → length per field */
    this.lengths = [];
    documents.forEach((document, number) => {
      const fieldTokens = FIELDS.map((field) => tokenize(document[field], language));
      this.lengths.push(fieldTokens.map((tokens) => tokens.length));
      fieldTokens.forEach((tokens, field) => {
        for (const { term } of tokens) {
          let byDocument = this.postings.get(term);
          if (!byDocument) this.postings.set(term, (byDocument = new Map()));
          let frequencies = byDocument.get(number);
          if (!frequencies) byDocument.set(number, (frequencies = FIELDS.map(() => 0)));
          frequencies[field] = (frequencies[field] ?? 0) + 1;
        }
      });
    });
    this.averageLengths = FIELDS.map((_, field) => {
      const total = this.lengths.reduce((sum, lengths) => sum + (lengths[field] ?? 0), 0);
      return documents.length > 0 ? total / documents.length : 0;
    });
    /** Every term, sorted, for prefix lookups. */
    this.vocabulary = [...this.postings.keys()].sort();
  }

  /**
   * Documents matching every word of the query and accepted by the filter, best first (ties: newest first,
   * then by id, so the order is stable across pages).
   * @param {string} query
   * @param {(document: import('./documents.mjs').SearchDocument) => boolean} [accept]
   * @returns {Hit[]}
   */
  search(query, accept = () => true) {
    const tokens = queryTokens(query, this.language).slice(0, MAX_QUERY_WORDS);
    if (tokens.length === 0) return [];
    const hits = this.match(tokens, accept);
    return hits.length === 0 && this.language === 'th' ? this.matchText(query, accept) : hits;
  }

  /**
   * Thai is written without spaces, and a word typed halfway ('เรซู' of 'เรซูเม่') is segmented differently from
   * the whole word, so its pieces match nothing: when the words find nothing, a document matches if a field
   * holds the query as typed (folded, spaces ignored). Scored below any word match, by the fields holding it.
   * @param {string} query
   * @param {(document: import('./documents.mjs').SearchDocument) => boolean} accept
   * @returns {Hit[]}
   */
  matchText(query, accept) {
    const needle = fold(query).replace(/\s+/gu, '');
    if ([...needle].length < MIN_PREFIX) return [];
    /** @type {Hit[]} */
    const hits = [];
    this.documents.forEach((document, number) => {
      const texts = this.texts[number] ?? [];
      const found = FIELDS.map((_, field) => (texts[field] ?? '').includes(needle));
      if (!found.some(Boolean) || !accept(document)) return;
      const weight = found.reduce((sum, hit, field) => sum + (hit ? (FIELD_WEIGHTS[field] ?? 1) : 0), 0);
      hits.push({ document, score: PREFIX_DISCOUNT * (weight / (weight + K1)), inTitle: Boolean(found[0]) });
    });
    return hits.sort(byRank);
  }

  /**
   * @param {import('./text.mjs').Token[]} tokens every one must match; the last also as a prefix
   * @param {(document: import('./documents.mjs').SearchDocument) => boolean} accept
   * @returns {Hit[]}
   */
  match(tokens, accept) {
    /** @type {Map<number, { score: number, titleWords: number }>} */
    let matches = new Map();
    tokens.forEach((token, position) => {
      const asPrefix = position === tokens.length - 1;
      const scores = this.scoreWord(token, asPrefix);
      /** @type {typeof matches} */
      const next = new Map();
      for (const [number, { score, inTitle }] of scores) {
        const previous = position === 0 ? { score: 0, titleWords: 0 } : matches.get(number);
        if (!previous) continue;
        next.set(number, {
          score: previous.score + score,
          titleWords: previous.titleWords + (inTitle ? 1 : 0),
        });
      }
      matches = next;
    });
    /** @type {Hit[]} */
    const hits = [];
    for (const [number, match] of matches) {
      const document = this.documents[number];
      if (!document || !accept(document)) continue;
      hits.push({ document, score: match.score, inTitle: match.titleWords === tokens.length });
    }
    return hits.sort(byRank);
  }

  /**
   * The BM25F score of one query word in each document containing it (or, as a prefix, a word it starts).
   * @param {import('./text.mjs').Token} token
   * @param {boolean} asPrefix
   * @returns {Map<number, { score: number, inTitle: boolean }>}
   */
  scoreWord(token, asPrefix) {
    /** @type {Map<string, number>} term → weight */
    const variants = new Map([[token.term, 1]]);
    if (asPrefix && [...token.word].length >= MIN_PREFIX) {
      for (const term of this.termsStartingWith(token.word)) {
        if (!variants.has(term)) variants.set(term, PREFIX_DISCOUNT);
      }
    }
    /** @type {Map<number, { score: number, inTitle: boolean }>} */
    const best = new Map();
    for (const [term, weight] of variants) {
      const byDocument = this.postings.get(term);
      if (!byDocument) continue;
      const idf = Math.log(1 + (this.documents.length - byDocument.size + 0.5) / (byDocument.size + 0.5));
      for (const [number, frequencies] of byDocument) {
        const score = weight * idf * this.saturate(number, frequencies);
        const inTitle = (frequencies[0] ?? 0) > 0;
        const current = best.get(number) ?? { score: 0, inTitle: false };
        best.set(number, { score: Math.max(current.score, score), inTitle: current.inTitle || inTitle });
      }
    }
    return best;
  }

  /**
   * @param {number} number a document number
   * @param {number[]} frequencies per field
   * @returns {number}
   */
  saturate(number, frequencies) {
    let weighted = 0;
    frequencies.forEach((frequency, field) => {
      if (frequency === 0) return;
      const length = this.lengths[number]?.[field] ?? 0;
      const average = this.averageLengths[field] || 1;
      weighted += ((FIELD_WEIGHTS[field] ?? 1) * frequency) / (1 - B + (B * length) / average);
    });
    return weighted / (K1 + weighted);
  }

  /**
   * @param {string} prefix
   * @returns {string[]}
   */
  termsStartingWith(prefix) {
    const terms = this.vocabulary;
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((terms[middle] ?? '') < prefix) low = middle + 1;
      else high = middle;
    }
    /** @type {string[]} */
    const found = [];
    for (let i = low; i < terms.length && (terms[i] ?? '').startsWith(prefix); i++)
      found.push(terms[i] ?? '');
    return found;
  }
}

/**
 * @param {Hit} a
 * @param {Hit} b
 */
function byRank(a, b) {
  return (
    b.score - a.score ||
    (b.document.publishedAt ?? '').localeCompare(a.document.publishedAt ?? '') ||
    a.document.id.localeCompare(b.document.id)
  );
}

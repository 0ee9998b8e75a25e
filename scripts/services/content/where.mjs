/**
 * Hygraph-style list arguments over entry views: `where` filters with suffixed operators (`title_not`,
 * `slug_in`, `sites_contains_some`, `authors_some`, `AND`/`OR`/`NOT` …), `orderBy: field_DIRECTION`, and the
 * `skip`/`first`/`after` window with the page info of connections.
 */
import { GraphQLError } from 'graphql';

import { models } from './models.mjs';
import { parseType } from './schema.mjs';
import { SCOPE } from './store.mjs';

/** Hygraph answers at most this many entries when `first` is not given. */
export const DEFAULT_PAGE_SIZE = 100;
const MAX_PAGE_SIZE = 1000;

/**
 * @typedef {object} Resolver how a filter reaches related entries
 * @property {(ids: unknown, scope: import('./store.mjs').Scope) => Record<string | symbol, any>[]} refs
 * @property {(entry: Record<string | symbol, any>, field: string) => Record<string | symbol, any>[]} reverse
 */

/**
 * @param {Record<string | symbol, any>} entry
 * @param {Record<string, unknown> | null | undefined} where
 * @param {Resolver} resolver
 * @returns {boolean}
 */
export function matches(entry, where, resolver) {
  if (!where) return true;
  return Object.entries(where).every(([key, expected]) => matchKey(entry, key, expected, resolver));
}

/**
 * @param {Record<string | symbol, any>} entry
 * @param {string} key
 * @param {any} expected
 * @param {Resolver} resolver
 * @returns {boolean}
 */
function matchKey(entry, key, expected, resolver) {
  if (key === 'AND') return (expected ?? []).every((/** @type {any} */ w) => matches(entry, w, resolver));
  if (key === 'OR') {
    return expected == null || expected.some((/** @type {any} */ w) => matches(entry, w, resolver));
  }
  if (key === 'NOT') return !(expected ?? []).some((/** @type {any} */ w) => matches(entry, w, resolver));
  if (key === '_search')
    return expected == null || searchText(entry).includes(String(expected).toLowerCase());
  const split = key.indexOf('_');
  const field = split === -1 ? key : key.slice(0, split);
  const op = split === -1 ? 'eq' : key.slice(split + 1);
  const model = models[entry.__typename];
  const reverse = model?.reverse?.[field];
  const type = reverse ? { name: reverse[0], list: true } : parseType(model?.fields[field] ?? 'String');
  if (type.name in models) {
    if (expected === null || expected === undefined) return op === 'eq' ? entry[field] == null : true;
    const related = reverse ? resolver.reverse(entry, field) : resolver.refs(entry[field], entry[SCOPE]);
    const hits = related.filter((other) => matches(other, expected, resolver));
    if (op === 'eq') return hits.length > 0;
    if (op === 'some') return hits.length > 0;
    if (op === 'none') return hits.length === 0;
    if (op === 'every') return hits.length === related.length;
    throw new GraphQLError(`Unknown filter ${key}`);
  }
  return compare(entry[field], op, expected, key);
}

/**
 * @param {any} actual
 * @param {string} op
 * @param {any} expected
 * @param {string} key
 * @returns {boolean}
 */
function compare(actual, op, expected, key) {
  // A null filter value is no filter at all, except plain equality, which tests for null (Hygraph).
  if (expected === undefined) return true;
  if (expected === null && !['eq', 'not'].includes(op)) return true;
  const value = actual ?? null;
  const list = Array.isArray(value) ? value : [];
  switch (op) {
    case 'eq':
      return Array.isArray(expected) ? sameSet(list, expected) : value === expected;
    case 'not':
      return Array.isArray(expected) ? !sameSet(list, expected) : value !== expected;
    case 'in':
      return expected.includes(value);
    case 'not_in':
      return !expected.includes(value);
    case 'contains':
      return typeof value === 'string' && value.toLowerCase().includes(String(expected).toLowerCase());
    case 'not_contains':
      return !(typeof value === 'string' && value.toLowerCase().includes(String(expected).toLowerCase()));
    case 'starts_with':
      return typeof value === 'string' && value.toLowerCase().startsWith(String(expected).toLowerCase());
    case 'not_starts_with':
      return !(typeof value === 'string' && value.toLowerCase().startsWith(String(expected).toLowerCase()));
    case 'lt':
      return value !== null && value < expected;
    case 'lte':
      return value !== null && value <= expected;
    case 'gt':
      return value !== null && value > expected;
    case 'gte':
      return value !== null && value >= expected;
    case 'contains_all':
      return expected.every((/** @type {unknown} */ item) => list.includes(item));
    case 'contains_some':
      return expected.some((/** @type {unknown} */ item) => list.includes(item));
    case 'contains_none':
      return !expected.some((/** @type {unknown} */ item) => list.includes(item));
    case 'empty':
      return (list.length === 0) === Boolean(expected);
    default:
      throw new GraphQLError(`Unknown filter ${key}`);
  }
}

/**
 * @param {unknown[]} a
 * @param {unknown[]} b
 */
function sameSet(a, b) {
  return a.length === b.length && a.every((item) => b.includes(item));
}

/** @param {Record<string | symbol, any>} entry */
function searchText(entry) {
  return Object.values(entry)
    .filter((value) => typeof value === 'string')
    .join(' ')
    .toLowerCase();
}

/**
 * Sorts by `field_ASC` / `field_DESC`; nulls last; ties keep corpus order.
 * @param {Record<string | symbol, any>[]} entries
 * @param {string | undefined} orderBy
 * @returns {Record<string | symbol, any>[]}
 */
export function order(entries, orderBy) {
  if (!orderBy) return entries;
  const [, field, direction] = /^(.+)_(ASC|DESC)$/.exec(orderBy) ?? [];
  if (!field) return entries;
  const sign = direction === 'DESC' ? -1 : 1;
  return [...entries].sort((a, b) => {
    const x = a[field] ?? null;
    const y = b[field] ?? null;
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    if (typeof x === 'string' && typeof y === 'string') return sign * x.localeCompare(y, 'en');
    return sign * (x < y ? -1 : 1);
  });
}

/**
 * The `skip`/`after`/`first` window of a sorted list, with what a connection reports about it.
 * @param {Record<string | symbol, any>[]} entries
 * @param {{ skip?: number | null, first?: number | null, after?: string | null }} args
 */
export function paginate(entries, { skip, first, after }) {
  if ((skip ?? 0) < 0) throw new GraphQLError('skip must be a non-negative integer');
  if ((first ?? 0) < 0) throw new GraphQLError('first must be a non-negative integer');
  if ((first ?? 0) > MAX_PAGE_SIZE) throw new GraphQLError(`first must not exceed ${MAX_PAGE_SIZE}`);
  const afterIndex = after ? entries.findIndex((entry) => entry.id === after) + 1 : 0;
  const start = afterIndex + (skip ?? 0);
  const page = entries.slice(start, start + (first ?? DEFAULT_PAGE_SIZE));
  return {
    page,
    pageInfo: {
      hasNextPage: start + page.length < entries.length,
      hasPreviousPage: start > 0,
      startCursor: page[0]?.id ?? null,
      endCursor: page.at(-1)?.id ?? null,
      pageSize: page.length,
    },
    count: entries.length,
  };
}

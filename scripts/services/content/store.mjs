/**
 * The entries of kv-seed/content (format in its README.md) and how one entry looks in a stage and a list of
 * locales: DRAFT overlays the entry's `draft` part, PUBLISHED hides unpublished entries; localized fields come
 * from the first locale of the list that has a value, and an entry with none of the locales is not visible.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { models } from './models.mjs';

/** kv-seed/content of this repository. */
export const DEFAULT_CONTENT_DIR = fileURLToPath(new URL('../../../kv-seed/content/', import.meta.url));

/** Hidden keys of an entry view: the record it came from and the scope it was read in. */
export const RECORD = Symbol('record');
export const SCOPE = Symbol('scope');

/**
 * @typedef {object} EntryRecord one entry as stored in kv-seed/content
 * @property {string} __typename a model of models.mjs
 * @property {string} id
 * @property {boolean} [published] false: the entry exists only in DRAFT
 * @property {string} [createdAt]
 * @property {string} [updatedAt]
 * @property {string} [publishedAt]
 * @property {Record<string, unknown>} [fields] values shared by every locale
 * @property {Record<string, Record<string, unknown>>} [localizations] per locale, values of localized fields
 * @property {{ fields?: Record<string, unknown>, localizations?: Record<string, Record<string, unknown>> }} [draft]
 */

/**
 * @typedef {object} Scope how an entry is read
 * @property {'DRAFT' | 'PUBLISHED'} stage
 * @property {string[] | null} locales fallback order; null: the entry's own order (`default` first)
 */

/**
 * Reads every `*.json` file of the directory: each is an array of entry records.
 * @param {string} [dir]
 * @returns {Promise<Store>}
 */
export async function loadStore(dir = DEFAULT_CONTENT_DIR) {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.json')).sort();
  /** @type {EntryRecord[]} */
  const records = [];
  for (const file of files) {
    const parsed = JSON.parse(await readFile(join(dir, file), 'utf8'));
    if (!Array.isArray(parsed)) throw new Error(`${file}: expected an array of entries`);
    records.push(...parsed);
  }
  return new Store(records);
}

export class Store {
  /** @param {EntryRecord[]} records */
  constructor(records) {
    /** @type {Map<string, EntryRecord>} */
    this.byId = new Map();
    /** @type {Map<string, EntryRecord[]>} */
    this.byType = new Map(Object.keys(models).map((model) => [model, []]));
    for (const record of records) {
      if (!(record.__typename in models))
        throw new Error(`Entry ${record.id}: unknown model ${record.__typename}`);
      if (this.byId.has(record.id)) throw new Error(`Duplicate entry id ${record.id}`);
      this.byId.set(record.id, record);
      this.byType.get(record.__typename)?.push(record);
    }
  }

  /**
   * Every visible entry of a model, in corpus order.
   * @param {string} model
   * @param {Scope} scope
   * @returns {Record<string | symbol, any>[]}
   */
  list(model, scope) {
    return (this.byType.get(model) ?? [])
      .map((record) => view(record, scope))
      .filter((entry) => entry !== null);
  }

  /**
   * @param {string} id
   * @param {Scope} scope
   * @returns {Record<string | symbol, any> | null}
   */
  get(id, scope) {
    const record = this.byId.get(id);
    return record ? view(record, scope) : null;
  }
}

/**
 * The record's values in a stage, or null when it does not exist in that stage.
 * @param {EntryRecord} record
 * @param {'DRAFT' | 'PUBLISHED'} stage
 * @returns {{ fields: Record<string, unknown>, localizations: Record<string, Record<string, unknown>> | null } | null}
 */
export function inStage(record, stage) {
  const fields = record.fields ?? {};
  const localizations = record.localizations ?? null;
  if (stage === 'PUBLISHED') return record.published === false ? null : { fields, localizations };
  const draft = record.draft ?? {};
  const merged = localizations ? { ...localizations } : null;
  for (const [locale, values] of Object.entries(draft.localizations ?? {})) {
    if (merged) merged[locale] = { ...merged[locale], ...values };
  }
  return { fields: { ...fields, ...draft.fields }, localizations: merged };
}

/**
 * The locales of an entry in a stage, in its own order with `default` first.
 * @param {EntryRecord} record
 * @param {'DRAFT' | 'PUBLISHED'} stage
 * @returns {string[]}
 */
export function localesOf(record, stage) {
  const values = inStage(record, stage);
  if (!values?.localizations) return [];
  const own = Object.keys(values.localizations);
  return own.includes('default') ? ['default', ...own.filter((l) => l !== 'default')] : own;
}

/**
 * One entry as the API shows it in a scope, or null when it is not visible there.
 * @param {EntryRecord} record
 * @param {Scope} scope
 * @returns {Record<string | symbol, any> | null}
 */
export function view(record, scope) {
  const values = inStage(record, scope.stage);
  if (!values) return null;
  /** @type {Record<string | symbol, any>} */
  const entry = {
    __typename: record.__typename,
    id: record.id,
    stage: scope.stage,
    createdAt: record.createdAt ?? '2024-01-01T00:00:00.000Z',
    updatedAt: record.updatedAt ?? record.createdAt ?? '2024-01-01T00:00:00.000Z',
    publishedAt: scope.stage === 'PUBLISHED' ? (record.publishedAt ?? record.updatedAt ?? null) : null,
    ...values.fields,
  };
  if (values.localizations) {
    const order = scope.locales ?? localesOf(record, scope.stage);
    const available = order.filter((locale) => locale in /** @type {object} */ (values.localizations));
    if (available.length === 0) return null;
    entry.locale = available[0];
    // Field by field, the first locale of the list that has a value wins (spec §4 locale fallback).
    for (const locale of [...available].reverse()) {
      for (const [key, value] of Object.entries(values.localizations[locale] ?? {})) {
        if (value !== null && value !== undefined) entry[key] = value;
      }
    }
  } else {
    entry.locale = scope.locales?.[0] ?? 'default';
  }
  // System fields are the entry's own, whatever a stored value says.
  Object.assign(entry, { __typename: record.__typename, id: record.id, stage: scope.stage });
  entry[RECORD] = record;
  entry[SCOPE] = scope;
  return entry;
}

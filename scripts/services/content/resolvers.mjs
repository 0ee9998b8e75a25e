/**
 * Executes GraphQL requests against the store: root fields per model (list, single, connection), `entities`,
 * and one generic field resolver that turns stored ids into entries of the parent's scope (stage + locales),
 * applies list arguments to relations, and derives rich text, localizations and reverse references.
 */
import { getNamedType, getNullableType, graphql, GraphQLError, isCompositeType, isListType } from 'graphql';

import { models } from './models.mjs';
import { embeddedIds, richHtml, richMarkdown, richText } from './rich-text.mjs';
import { createSchema, isReference, pluralField, singleField } from './schema.mjs';
import { localesOf, RECORD, SCOPE, view } from './store.mjs';
import { matches, order, paginate } from './where.mjs';

/** @typedef {Record<string | symbol, any>} Entry */
/** @typedef {import('./store.mjs').Scope} Scope */

/**
 * @typedef {object} RequestContext
 * @property {boolean} canPreview the request proved it may read the DRAFT stage
 * @property {Map<string, Entry | null>} views entries already built for this request
 */

/**
 * @typedef {object} GraphQLRequest
 * @property {string} query
 * @property {Record<string, unknown>} [variables]
 * @property {string} [operationName]
 * @property {boolean} canPreview
 */

/**
 * Builds the schema once and returns the function that executes one request.
 * @param {import('./store.mjs').Store} store
 * @returns {(request: GraphQLRequest) => Promise<import('graphql').ExecutionResult>}
 */
export function createExecutor(store) {
  const schema = createSchema();

  /**
   * @param {RequestContext} ctx
   * @param {import('./store.mjs').EntryRecord} record
   * @param {Scope} scope
   * @returns {Entry | null}
   */
  function entryOf(ctx, record, scope) {
    const key = `${record.id}|${scope.stage}|${scope.locales?.join(',') ?? '*'}`;
    if (!ctx.views.has(key)) ctx.views.set(key, view(record, scope));
    return ctx.views.get(key) ?? null;
  }

  /**
   * @param {RequestContext} ctx
   * @param {string} model
   * @param {Scope} scope
   * @returns {Entry[]}
   */
  function listOf(ctx, model, scope) {
    return (store.byType.get(model) ?? []).map((r) => entryOf(ctx, r, scope)).filter((e) => e !== null);
  }

  /**
   * Stored references (an id, inline object, or a list of them) as entries of the scope; invisible ones dropped.
   * @param {RequestContext} ctx
   * @param {unknown} value
   * @param {Scope} scope
   * @param {string} [typeName] the field's type, given to inline objects that do not name theirs
   * @returns {Entry[]}
   */
  function refsOf(ctx, value, scope, typeName) {
    const items = Array.isArray(value) ? value : value == null ? [] : [value];
    return items
      .map((item) => {
        if (typeof item !== 'string') return item?.[RECORD] ? item : inline(item, scope, typeName);
        const record = store.byId.get(item);
        return record ? entryOf(ctx, record, scope) : null;
      })
      .filter((entry) => entry !== null);
  }

  /**
   * @param {RequestContext} ctx
   * @param {Entry} entry
   * @param {string} field a reverse field of the entry's model
   * @returns {Entry[]}
   */
  function reverseOf(ctx, entry, field) {
    const [target, back] = models[entry.__typename]?.reverse?.[field] ?? [];
    if (!target || !back) return [];
    return listOf(ctx, target, entry[SCOPE]).filter((other) => {
      const ref = other[back];
      return Array.isArray(ref) ? ref.includes(entry.id) : ref === entry.id;
    });
  }

  /** @param {RequestContext} ctx */
  const filterResolver = (ctx) => ({
    refs: (/** @type {unknown} */ ids, /** @type {Scope} */ scope) => refsOf(ctx, ids, scope),
    reverse: (/** @type {Entry} */ entry, /** @type {string} */ field) => reverseOf(ctx, entry, field),
  });

  /**
   * @param {RequestContext} ctx
   * @param {Entry[]} entries
   * @param {Record<string, any>} args
   */
  function window(ctx, entries, args) {
    const resolver = filterResolver(ctx);
    const found = entries.filter((entry) => matches(entry, args.where, resolver));
    return paginate(order(found, args.orderBy), args);
  }

  /** @type {Record<string, (args: any, ctx: RequestContext) => unknown>} */
  const rootValue = {};
  for (const model of Object.keys(models)) {
    const plural = pluralField(model);
    rootValue[plural] = (args, ctx) => window(ctx, listOf(ctx, model, scopeOf(args, ctx)), args).page;
    rootValue[`${plural}Connection`] = (args, ctx) => {
      const { page, pageInfo, count } = window(ctx, listOf(ctx, model, scopeOf(args, ctx)), args);
      return { edges: page.map((node) => ({ node, cursor: node.id })), pageInfo, aggregate: { count } };
    };
    rootValue[singleField(model)] = (args, ctx) => {
      const record = store.byId.get(args.where.id ?? '');
      if (!record || record.__typename !== model) return null;
      return entryOf(ctx, record, scopeOf(args, ctx));
    };
  }
  rootValue.entities = (/** @type {any} */ args, /** @type {RequestContext} */ ctx) =>
    args.where
      .map((/** @type {any} */ where) => {
        const record = store.byId.get(where.id);
        if (!record || record.__typename !== where.typename) return null;
        const locales = where.locale ? [where.locale, ...(args.locales ?? [])] : args.locales;
        return entryOf(ctx, record, scopeOf({ stage: where.stage, locales }, ctx));
      })
      .filter((/** @type {Entry | null} */ entry) => entry !== null);

  /** @type {import('graphql').GraphQLFieldResolver<any, RequestContext>} */
  function fieldResolver(source, args, ctx, info) {
    const field = info.fieldName;
    const value = source[field];
    if (typeof value === 'function') return value(args, ctx, info);
    const scope = source[SCOPE];
    const parent = info.parentType.name;
    if (parent === 'RichText') return richTextField(ctx, source, field);
    const record = source[RECORD];
    if (record && field === 'localizations') return localizations(ctx, source, args);
    if (record && field === 'documentInStages') return documentInStages(ctx, source, args);
    const nullable = getNullableType(info.returnType);
    const named = getNamedType(info.returnType);
    const many = isListType(nullable);
    if (record && models[parent]?.reverse?.[field])
      return window(ctx, reverseOf(ctx, source, field), args).page;
    if (value == null) return many ? [] : null;
    if (named.name === 'RichText') return { raw: value, [SCOPE]: scope };
    if (isReference(named.name)) {
      const entries = refsOf(ctx, value, scope, named.name);
      return many ? window(ctx, entries, args).page : (entries[0] ?? null);
    }
    if (isCompositeType(named)) {
      return many
        ? value.map((/** @type {any} */ item) => inline(item, scope, named.name))
        : inline(value, scope, named.name);
    }
    return value;
  }

  /**
   * @param {RequestContext} ctx
   * @param {{ raw: any }} source
   * @param {string} field
   */
  function richTextField(ctx, source, field) {
    switch (field) {
      case 'text':
        return richText(source.raw);
      case 'html':
        return richHtml(source.raw);
      case 'markdown':
        return richMarkdown(source.raw);
      case 'references':
        return refsOf(ctx, embeddedIds(source.raw), /** @type {any} */ (source)[SCOPE]);
      default:
        return source.raw;
    }
  }

  /**
   * @param {RequestContext} ctx
   * @param {Entry} entry
   * @param {{ locales?: string[] | null, includeCurrent: boolean }} args
   */
  function localizations(ctx, entry, { locales, includeCurrent }) {
    const { stage } = entry[SCOPE];
    return localesOf(entry[RECORD], stage)
      .filter((locale) => !locales || locales.includes(locale))
      .filter((locale) => includeCurrent || locale !== entry.locale)
      .map((locale) => entryOf(ctx, entry[RECORD], { stage, locales: [locale] }))
      .filter((other) => other !== null);
  }

  /**
   * @param {RequestContext} ctx
   * @param {Entry} entry
   * @param {{ stages: string[], includeCurrent: boolean }} args
   */
  function documentInStages(ctx, entry, { stages, includeCurrent }) {
    const scope = entry[SCOPE];
    return stages
      .filter((stage) => includeCurrent || stage !== scope.stage)
      .map((stage) => entryOf(ctx, entry[RECORD], scopeOf({ stage, locales: scope.locales }, ctx)))
      .filter((other) => other !== null);
  }

  return async ({ query, variables, operationName, canPreview }) =>
    graphql({
      schema,
      source: query,
      rootValue,
      contextValue: { canPreview, views: new Map() },
      variableValues: variables,
      operationName,
      fieldResolver,
    });
}

/**
 * An inline value (component, or an entry stored inside another) read in its parent's scope.
 * @param {any} item
 * @param {Scope} scope
 * @param {string} [typeName]
 * @returns {Entry}
 */
function inline(item, scope, typeName) {
  if (item === null || typeof item !== 'object') return item;
  const __typename = item.__typename ?? typeName;
  const entryLike =
    __typename in models ? { stage: scope.stage, locale: scope.locales?.[0] ?? 'default' } : {};
  return { __typename, ...entryLike, ...item, [SCOPE]: scope };
}

/**
 * The scope of a root field, refusing DRAFT to a request without the preview token.
 * @param {{ stage?: string, locales?: string[] | null }} args
 * @param {RequestContext} ctx
 * @returns {Scope}
 */
function scopeOf({ stage = 'PUBLISHED', locales }, ctx) {
  if (stage === 'DRAFT' && !ctx.canPreview) {
    throw new GraphQLError(
      'Reading the DRAFT stage needs a preview token: send Authorization: Bearer <token>',
      {
        extensions: { code: 'FORBIDDEN' },
      },
    );
  }
  return {
    stage: /** @type {'DRAFT' | 'PUBLISHED'} */ (stage),
    locales: locales ? [...new Set(locales)] : null,
  };
}

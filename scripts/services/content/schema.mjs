/**
 * Builds the GraphQL schema of the local content API from models.mjs, in Hygraph's conventions: a list, a
 * single and a connection root field per model, `stage` and `locales` arguments, `XWhereInput` filters with
 * suffixed operators, `XOrderByInput` enums and the `entities` query. `node schema.mjs` prints the SDL.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { assertValidSchema, buildSchema } from 'graphql';

import { components, enums, models, scalars, unions } from './models.mjs';

const STRING_OPS = ['not', 'in', 'not_in', 'contains', 'not_contains', 'starts_with', 'not_starts_with'];
const ORDERED_OPS = ['not', 'in', 'not_in', 'lt', 'lte', 'gt', 'gte'];
const SYSTEM_FIELDS = { id: 'ID!', createdAt: 'DateTime!', updatedAt: 'DateTime!', publishedAt: 'DateTime' };

/**
 * The plural a root list field uses: Category → categories, Article → articles.
 * @param {string} model
 * @returns {string}
 */
export function pluralField(model) {
  const lower = model[0].toLowerCase() + model.slice(1);
  return lower.endsWith('y') ? `${lower.slice(0, -1)}ies` : `${lower}s`;
}

/**
 * The single-entry root field: Article → article.
 * @param {string} model
 * @returns {string}
 */
export function singleField(model) {
  return model[0].toLowerCase() + model.slice(1);
}

/**
 * @param {string} type e.g. '[Asset!]!'
 * @returns {{ name: string, list: boolean }}
 */
export function parseType(type) {
  return { name: type.replace(/[[\]!]/g, ''), list: type.startsWith('[') };
}

/**
 * @param {string} name
 * @returns {boolean} whether values of this type are stored as ids of entries
 */
export function isReference(name) {
  return name in models || (name in unions && unions[name].some((member) => member in models));
}

const listArgs = (model) =>
  `(where: ${model}WhereInput, orderBy: ${model}OrderByInput, skip: Int, first: Int, after: String)`;
const rootArgs = (model) =>
  `(where: ${model}WhereInput, orderBy: ${model}OrderByInput, skip: Int, after: String, first: Int, ` +
  `stage: Stage! = PUBLISHED, locales: [Locale!])`;

/**
 * @param {string} model
 * @param {Record<string, string>} fields
 * @returns {string}
 */
function fieldLines(model, fields) {
  return Object.entries(fields)
    .map(([field, type]) => {
      const { name, list } = parseType(type);
      return list && name in models ? `  ${field}${listArgs(name)}: ${type}` : `  ${field}: ${type}`;
    })
    .join('\n');
}

/**
 * @param {string} model
 * @returns {string}
 */
function modelType(model) {
  const { fields, reverse = {} } = models[model];
  const reverseLines = Object.entries(reverse).map(
    ([field, [target]]) => `  ${field}${listArgs(target)}: [${target}!]!`,
  );
  return `type ${model} implements Entity {
${fieldLines(model, SYSTEM_FIELDS)}
  stage: Stage!
  locale: Locale!
  localizations(locales: [Locale!], includeCurrent: Boolean! = false): [${model}!]!
  documentInStages(stages: [Stage!]!, includeCurrent: Boolean! = false): [${model}!]!
${fieldLines(model, fields)}
${reverseLines.join('\n')}
}`;
}

/**
 * @param {string} field
 * @param {string} type
 * @returns {string[]}
 */
function whereLines(field, type) {
  const { name, list } = parseType(type);
  if (name in models) {
    return list
      ? ['every', 'some', 'none'].map((op) => `  ${field}_${op}: ${name}WhereInput`)
      : [`  ${field}: ${name}WhereInput`];
  }
  if (name in unions || name in components || ['Json', 'RichTextAST', 'RichText'].includes(name)) return [];
  if (list) {
    return [
      `  ${field}: [${name}!]`,
      `  ${field}_not: [${name}!]`,
      ...['contains_all', 'contains_some', 'contains_none'].map((op) => `  ${field}_${op}: [${name}!]`),
      `  ${field}_empty: Boolean`,
    ];
  }
  const ops =
    name === 'Boolean'
      ? ['not']
      : name === 'String' || name === 'ID'
        ? STRING_OPS
        : name in enums
          ? ['not', 'in', 'not_in']
          : ORDERED_OPS;
  return [
    `  ${field}: ${name}`,
    ...ops.map((op) => `  ${field}_${op}: ${op.endsWith('in') ? `[${name}]` : name}`),
  ];
}

/**
 * @param {string} model
 * @returns {string}
 */
function modelInputs(model) {
  const { fields, reverse = {} } = models[model];
  const all = { ...SYSTEM_FIELDS, ...fields };
  const where = [
    '  _search: String',
    `  AND: [${model}WhereInput!]`,
    `  OR: [${model}WhereInput!]`,
    `  NOT: [${model}WhereInput!]`,
    ...Object.entries(all).flatMap(([field, type]) => whereLines(field, type)),
    ...Object.entries(reverse).flatMap(([field, [target]]) => whereLines(field, `[${target}!]`)),
  ];
  const orderable = Object.entries(all).filter(([, type]) => {
    const { name, list } = parseType(type);
    return !list && (scalars.includes(name) || name in enums) && !['Json', 'RichTextAST'].includes(name);
  });
  const plural = pluralField(model);
  const Plural = plural[0].toUpperCase() + plural.slice(1);
  return `input ${model}WhereInput {
${where.join('\n')}
}
input ${model}WhereUniqueInput {
  id: ID
}
enum ${model}OrderByInput {
${orderable.flatMap(([field]) => [`  ${field}_ASC`, `  ${field}_DESC`]).join('\n')}
}
type ${model}Edge {
  node: ${model}!
  cursor: String!
}
type ${Plural}Connection {
  pageInfo: PageInfo!
  edges: [${model}Edge!]!
  aggregate: Aggregate!
}`;
}

/** @returns {string} the whole SDL */
export function buildSdl() {
  const names = Object.keys(models);
  const root = names.flatMap((model) => {
    const plural = pluralField(model);
    const Plural = plural[0].toUpperCase() + plural.slice(1);
    return [
      `  ${plural}${rootArgs(model)}: [${model}!]!`,
      `  ${singleField(model)}(where: ${model}WhereUniqueInput!, stage: Stage! = PUBLISHED, locales: [Locale!]): ${model}`,
      `  ${plural}Connection${rootArgs(model)}: ${Plural}Connection!`,
    ];
  });
  return [
    'scalar Date\nscalar DateTime\nscalar Json\nscalar RichTextAST',
    ...Object.entries(enums).map(([name, values]) => `enum ${name} {\n  ${values.join('\n  ')}\n}`),
    `enum EntityTypeName {\n  ${names.join('\n  ')}\n}`,
    'interface Entity {\n  id: ID!\n  stage: Stage!\n}',
    'input EntityWhereInput {\n  id: ID!\n  typename: EntityTypeName!\n  stage: Stage!\n  locale: Locale\n}',
    'type PageInfo {\n  hasNextPage: Boolean!\n  hasPreviousPage: Boolean!\n  startCursor: String\n  endCursor: String\n  pageSize: Int\n}',
    'type Aggregate {\n  count: Int!\n}',
    `type RichText {
  raw: RichTextAST!
  json: RichTextAST!
  html: String!
  markdown: String!
  text: String!
  references: [RichTextEmbeddedTypes!]!
}`,
    ...Object.entries(unions).map(([name, members]) => `union ${name} = ${members.join(' | ')}`),
    ...Object.entries(components).map(([name, fields]) => `type ${name} {\n${fieldLines(name, fields)}\n}`),
    ...names.map((model) => `${modelType(model)}\n${modelInputs(model)}`),
    `type Query {\n${root.join('\n')}\n  entities(where: [EntityWhereInput!]!, locales: [Locale!]): [Entity!]\n}`,
  ].join('\n\n');
}

/** @returns {import('graphql').GraphQLSchema} */
export function createSchema() {
  const schema = buildSchema(buildSdl());
  assertValidSchema(schema);
  return schema;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(buildSdl());
}

import * as v from 'valibot';

/** A value that survives JSON.stringify unchanged: what view models are made of. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** A Hygraph rich-text AST, kept as JSON for the rich-text renderer. */
export interface RichTextAst {
  children: JsonValue[];
}

/** Rich text as the CMS answers it: the AST and its plain text. */
export interface RichText {
  raw: RichTextAst;
  text: string;
}

function isObject(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}

/** Any JSON value (the CMS's Json fields). */
export const jsonSchema = v.custom<JsonValue>((input) => input !== undefined, 'Expected a JSON value');

/** A JSON object, e.g. a block item or a rich-text reference, passed through to the renderers. */
export const jsonObjectSchema = v.custom<JsonObject>(isObject, 'Expected an object');

const astSchema = v.custom<RichTextAst>(
  (input) => isObject(input) && Array.isArray(input.children),
  'Expected a rich-text AST',
);

/** Rich text without references. */
export const richTextSchema = v.object({ raw: astSchema, text: v.string() });

/** A JSON object naming its GraphQL type, e.g. a block item: `{ __typename: 'Heading', … }`. */
export type TypedJsonObject = JsonObject & { __typename: string };

export const typedJsonObjectSchema = v.custom<TypedJsonObject>(
  (input) => isObject(input) && typeof input.__typename === 'string',
  'Expected an object with a __typename',
);

/** JSON values as the CMS answers its Json fields and as view models are made: they survive JSON.stringify. */
import * as v from 'valibot';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** A JSON object naming its GraphQL type, e.g. a block item: `{ __typename: 'Heading', … }`. */
export type TypedJsonObject = JsonObject & { __typename: string };

export function isObject(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}

/** Any JSON value (the CMS's Json fields). */
export const jsonSchema = v.custom<JsonValue>((input) => input !== undefined, 'Expected a JSON value');

export const typedJsonObjectSchema = v.custom<TypedJsonObject>(
  (input) => isObject(input) && typeof input.__typename === 'string',
  'Expected an object with a __typename',
);

/** Types of schema.mjs for TypeScript callers (tests); the JSDoc there is the reference. */
import type { GraphQLSchema } from 'graphql';

export declare function buildSdl(): string;
export declare function createSchema(): GraphQLSchema;
export declare function pluralField(model: string): string;
export declare function singleField(model: string): string;

/** Types of aggregate.mjs for TypeScript callers (tests); the JSDoc there is the reference. */
export declare const LEVELS: readonly ['must', 'delight', 'neutral', 'putOff'];
export declare class SurveyInputError extends Error {}
export declare function percentages(counts: number[]): number[];
export declare function countrySurvey(dataset: unknown, country: string): unknown;

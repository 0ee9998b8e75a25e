/** Types of lib.mjs for TypeScript callers (tests); the JSDoc there is the reference. */
export declare function idFor(key: string): string;
export declare function handleFor(key: string): string;
export declare function rich(lines: (string | { embed: string; type: string })[]): { children: unknown[] };
export declare function daysAgo(days: number): string;

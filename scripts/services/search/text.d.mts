/** Types of text.mjs for TypeScript callers (tests); the JSDoc there is the reference. */
export type Language = 'en' | 'th' | 'id';

export interface Token {
  word: string;
  term: string;
}

export declare function fold(segment: string): string;
export declare function tokenize(text: string, language: Language): Token[];
export declare function queryTokens(text: string, language: Language): Token[];
export declare function stem(word: string, language: Language): string;
export declare function porterStep1(word: string): string;

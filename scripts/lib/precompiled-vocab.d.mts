import type { Plugin } from 'esbuild';

/** The browser build's plugin: Vocab translation files arrive parsed, and the ICU parser stays out. */
export function precompiledVocab(root: string): Plugin;

/** A generated Vocab translation file's messages by language, as written in it. */
export function messagesByLanguage(file: string): Promise<Record<string, Record<string, string>>>;

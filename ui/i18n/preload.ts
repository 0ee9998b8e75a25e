import common from './common.vocab';
import type { Language } from './languages';

type Loadable = { load: (language: Language) => Promise<void> };

/** Translation folders shared by every page; a page may pass its own folders as well. */
const shared: Loadable[] = [common];

/**
 * Makes a language's messages synchronously available to `useTranslations`. With Vocab's
 * default runtime (`vocab compile` output bundled by esbuild) every language is inlined and
 * this resolves at once; it matters if a bundler plugin ever splits languages into lazy chunks.
 */
export const preloadTranslations = async (
  language: Language,
  files: readonly Loadable[] = [],
): Promise<void> => {
  await Promise.all([...shared, ...files].map((file) => file.load(language)));
};

import translations from '../../i18n/article.vocab';
import { islandTexts } from '../../i18n/island-text-props';

/** The texts the share bar shows, passed in its props in the page's language (server side only). */
export const shareBarTextKeys = [
  'Share this article',
  'Share on Facebook',
  'Share on X',
  'Share on LinkedIn',
  'Share by email',
  'Copy link',
  'Print',
  'Link copied',
  'Could not copy the link',
] as const;

export type ShareBarTextKey = (typeof shareBarTextKeys)[number];

export const shareBarTexts = (language: string) => islandTexts(translations, language, shareBarTextKeys);

export { RichText, type RichTextProps } from './RichText';
export { isSafeUrl, sanitiseHtml } from './sanitise-html';
export { textOf } from './nodes';
export type { EmbedRenderer, RichTextDocument, RichTextReference } from './types';

import { useMemo } from 'react';

import { renderBlocks } from './render';
import type { EmbedRenderer, RenderContext, RichTextDocument, RichTextReference } from './types';

export interface RichTextProps {
  /** The AST (`raw`) as the CMS answers it. */
  content: RichTextDocument | null | undefined;
  /** The entries and assets the AST embeds (`references`). */
  references?: readonly RichTextReference[];
  /** Renders embedded entries (blocks); assets are rendered here. */
  renderEmbed?: EmbedRenderer;
  /** Space between top-level blocks. */
  space?: 'medium' | 'large';
}

function referenceMap(references: readonly RichTextReference[]): Map<string, RichTextReference> {
  const map = new Map<string, RichTextReference>();
  for (const reference of references) if (typeof reference.id === 'string') map.set(reference.id, reference);
  return map;
}

/**
 * Hygraph rich text with Braid typography (spec §5, §9). A pure function of its props, usable on the
 * server and inside islands. Unknown node types and missing embed data are warned about, never fatal.
 */
export function RichText({ content, references = [], renderEmbed, space = 'medium' }: RichTextProps) {
  const map = useMemo(() => referenceMap(references), [references]);
  if (!content || !Array.isArray(content.children)) return null;
  const ctx: RenderContext = { references: map, renderEmbed, numberedDepth: 0, inLink: false };
  return renderBlocks(content.children, ctx, space);
}

import type { ReactNode } from 'react';

/** A text leaf of Hygraph's rich-text AST, with its marks. */
export interface TextLeaf {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  code?: boolean;
}

/** An element node: `type` names it (paragraph, heading-two, link, embed …); other keys are its data. */
export interface ElementNode {
  type: string;
  children: RichTextNode[];
  [key: string]: unknown;
}

export type RichTextNode = TextLeaf | ElementNode;

/** The AST as the CMS answers it (`content.raw`): checked node by node while rendering. */
export interface RichTextDocument {
  children: readonly unknown[];
}

/** An entry or asset the AST embeds by id (`content.references`), JSON as the CMS answers it. */
export type RichTextReference = { readonly [key: string]: unknown };

/** Renders an embedded entry (a block) the rich-text renderer does not know; undefined when it cannot. */
export type EmbedRenderer = (reference: RichTextReference, inline: boolean) => ReactNode | undefined;

/** What every node renderer receives besides its node. */
export interface RenderContext {
  references: ReadonlyMap<string, RichTextReference>;
  renderEmbed?: EmbedRenderer;
  /** Depth of numbered lists around this node: 0 outside any. */
  numberedDepth: number;
  /** Inside a link: e-mail tokens are not linked again. */
  inLink: boolean;
}

/** Renders inline content (text leaves, links, inline embeds). */
export type InlineRenderer = (nodes: readonly unknown[], ctx: RenderContext) => ReactNode;

/** Renders block content; `space` is the gap between the blocks. */
export type BlocksRenderer = (
  nodes: readonly unknown[],
  ctx: RenderContext,
  space?: 'medium' | 'large',
) => ReactNode;

/** How a container node renders its children: handed down by the dispatcher (render.tsx). */
export interface ChildRenderers {
  renderInline: InlineRenderer;
  renderBlocks: BlocksRenderer;
}

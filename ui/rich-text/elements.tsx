import { Box, Text, TextLink } from 'braid-design-system';
import type { ReactNode } from 'react';

import { renderEmbed, renderImageNode, renderVideoNode } from './embeds';
import { headingTypes, renderHeading } from './headings';
import { renderList } from './lists';
import { isTextLeaf, stringField, textOf } from './nodes';
import * as styles from './RichText.css';
import { isSafeUrl } from './sanitise-html';
import { renderTable } from './table';
import type { ChildRenderers, ElementNode, RenderContext } from './types';

type Renderer = (node: ElementNode, ctx: RenderContext) => ReactNode;

/** The renderers of element nodes, inline and block, by node type. */
export interface ElementRenderers {
  inline: Record<string, Renderer>;
  block: Record<string, Renderer>;
}

const renderCode: Renderer = (node) => (
  <pre className={styles.codeBlock}>
    <code>{textOf(node)}</code>
  </pre>
);

/**
 * The element renderers, given how children are rendered: links, quotes, lists, tables and class wrappers
 * render their children through the dispatcher that calls them (render.tsx), which passes itself down.
 */
export function elementRenderers({ renderInline, renderBlocks }: ChildRenderers): ElementRenderers {
  function renderLink(node: ElementNode, ctx: RenderContext): ReactNode {
    const href = stringField(node, 'href');
    const content = renderInline(node.children, { ...ctx, inLink: true });
    if (!href || !isSafeUrl(href)) {
      console.warn(`Rich text: a link has no usable href (${String(node.href)})`);
      return <>{content}</>;
    }
    const newTab = node.openInNewTab === true;
    return (
      <TextLink
        href={href}
        target={newTab ? '_blank' : undefined}
        rel={newTab ? 'noopener noreferrer' : undefined}
      >
        {content}
      </TextLink>
    );
  }

  function renderQuote(node: ElementNode, ctx: RenderContext): ReactNode {
    const inline = node.children.every((child) => isTextLeaf(child) || child.type === 'link');
    return (
      <Box component="blockquote" className={styles.quote} paddingLeft="medium" paddingY="xsmall">
        {inline ? (
          <Text tone="secondary">{renderInline(node.children, ctx)}</Text>
        ) : (
          renderBlocks(node.children, ctx)
        )}
      </Box>
    );
  }

  return {
    inline: { link: renderLink, embed: renderEmbed },
    block: {
      paragraph: (node, ctx) => <Text component="p">{renderInline(node.children, ctx)}</Text>,
      ...Object.fromEntries(
        headingTypes.map((type) => [type, (node, ctx) => renderHeading(node, ctx, renderInline)]),
      ),
      'bulleted-list': (node, ctx) => renderList(node, ctx, renderInline),
      'numbered-list': (node, ctx) => renderList(node, ctx, renderInline),
      'block-quote': renderQuote,
      'code-block': renderCode,
      image: renderImageNode,
      video: renderVideoNode,
      embed: renderEmbed,
      table: (node, ctx) => renderTable(node, ctx, renderBlocks),
      // A CSS class wrapper from the editor: its content, without the class.
      class: (node, ctx) => renderBlocks(node.children, ctx),
    },
  };
}

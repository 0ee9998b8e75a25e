import { List, Stack, Text } from 'braid-design-system';
import type { ReactElement } from 'react';

import { asNodes, isElement } from './nodes';
import type { ElementNode, InlineRenderer, RenderContext } from './types';

/** Nested numbered lists count number, then alpha, then roman, and round again (spec §9). */
export const numberingStyles = ['number', 'alpha', 'roman'] as const;

export const numberingStyle = (depth: number) => numberingStyles[depth % numberingStyles.length]!;

const isList = (node: unknown): node is ElementNode =>
  isElement(node) && (node.type === 'bulleted-list' || node.type === 'numbered-list');

function listItem(item: ElementNode, ctx: RenderContext, renderInline: InlineRenderer): ReactElement {
  const parts = asNodes(item.children).map((child, i) => {
    if (isList(child))
      return (
        <Stack key={i} space="none">
          {renderList(child, ctx, renderInline)}
        </Stack>
      );
    // list-item-child holds the item's text; a bare leaf is treated the same way.
    const inline = isElement(child) && child.type === 'list-item-child' ? child.children : [child];
    return <Text key={i}>{renderInline(inline, ctx)}</Text>;
  });
  return <Stack space="small">{parts}</Stack>;
}

/** A bulleted or numbered list; numbered lists inside numbered lists change their numbering style. */
export function renderList(
  node: ElementNode,
  ctx: RenderContext,
  renderInline: InlineRenderer,
): ReactElement {
  const numbered = node.type === 'numbered-list';
  const inner: RenderContext = numbered ? { ...ctx, numberedDepth: ctx.numberedDepth + 1 } : ctx;
  const items = asNodes(node.children).filter((child): child is ElementNode => {
    if (isElement(child) && child.type === 'list-item') return true;
    console.warn('Rich text: a list holds something other than list items', child);
    return false;
  });
  return (
    <List type={numbered ? numberingStyle(ctx.numberedDepth) : 'bullet'}>
      {items.map((item, i) => (
        <Stack key={i} space="none">
          {listItem(item, inner, renderInline)}
        </Stack>
      ))}
    </List>
  );
}

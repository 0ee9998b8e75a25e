import { Box, Stack, Text } from 'braid-design-system';
import { Fragment, type ReactElement, type ReactNode } from 'react';

import { elementRenderers } from './elements';
import { headingLevel } from './headings';
import { Leaf } from './Leaf';
import { asNodes, isElement, isTextLeaf, textOf } from './nodes';
import type { ElementNode, RenderContext, RichTextNode } from './types';

/** Spec §9: a heading gets extra bottom padding only when the paragraph after it is 80+ characters. */
export const LONG_PARAGRAPH = 80;

const isInline = (node: RichTextNode): boolean =>
  isTextLeaf(node) || node.type === 'link' || (node.type === 'embed' && node.isInline === true);

// Function declarations are hoisted: the element renderers get the dispatcher below, with no import cycle.
const elements = elementRenderers({ renderInline, renderBlocks });

function warnUnknown(node: ElementNode): null {
  console.warn(`Rich text: unknown node type "${node.type}" was not rendered`);
  return null;
}

/** Inline content: text leaves, links and inline embeds. */
export function renderInline(nodes: readonly unknown[], ctx: RenderContext): ReactNode[] {
  return asNodes(nodes).map((node, i) => {
    if (isTextLeaf(node)) return <Leaf key={i} leaf={node} inLink={ctx.inLink} />;
    const render = elements.inline[node.type] ?? elements.block[node.type];
    return render ? <Fragment key={i}>{render(node, ctx)}</Fragment> : warnUnknown(node);
  });
}

/** Spec §9 "extra bottom padding only if paragraph text is 80 characters or longer": the paragraph after it. */
function headingNeedsSpace(node: ElementNode, next: RichTextNode | undefined): boolean {
  if (headingLevel(node.type) === undefined || next === undefined || !isElement(next)) return false;
  return next.type === 'paragraph' && textOf(next).length >= LONG_PARAGRAPH;
}

/** Block content; runs of inline nodes at block level are wrapped in a paragraph of text. */
export function renderBlocks(
  values: readonly unknown[],
  ctx: RenderContext,
  space: 'medium' | 'large' = 'medium',
) {
  const nodes = asNodes(values);
  const blocks: ReactElement[] = [];
  let run: RichTextNode[] = [];
  const flush = () => {
    if (run.length) blocks.push(<Text key={`inline-${blocks.length}`}>{renderInline(run, ctx)}</Text>);
    run = [];
  };
  nodes.forEach((node, i) => {
    if (isInline(node)) return void run.push(node);
    flush();
    const element = node as ElementNode;
    const render = elements.block[element.type];
    const block = render ? render(element, ctx) : warnUnknown(element);
    if (block === null || block === undefined) return;
    const spaced = headingNeedsSpace(element, nodes[i + 1]);
    blocks.push(
      <Box
        key={i}
        paddingBottom={spaced ? 'small' : undefined}
        data={spaced ? { 'heading-space': 'extra' } : undefined}
      >
        {block}
      </Box>,
    );
  });
  flush();
  return <Stack space={space}>{blocks}</Stack>;
}

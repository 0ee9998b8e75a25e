import { Heading } from 'braid-design-system';

import type { ElementNode, InlineRenderer, RenderContext } from './types';

type Level = '1' | '2' | '3' | '4';

const levels: Record<string, Level> = {
  'heading-one': '1',
  'heading-two': '2',
  'heading-three': '3',
  'heading-four': '4',
};

/** The Braid heading level of a heading node type (levels 1–4, spec §9), undefined for other types. */
export const headingLevel = (type: string): Level | undefined => levels[type];

export const headingTypes = Object.keys(levels);

/** A heading node; its inline children are rendered by `renderInline`. */
export function renderHeading(node: ElementNode, ctx: RenderContext, renderInline: InlineRenderer) {
  return <Heading level={headingLevel(node.type) ?? '4'}>{renderInline(node.children, ctx)}</Heading>;
}

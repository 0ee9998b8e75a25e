import type { ElementNode, RichTextNode, TextLeaf } from './types';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isTextLeaf = (node: unknown): node is TextLeaf =>
  isObject(node) && typeof node.text === 'string' && node.type === undefined;

export const isElement = (node: unknown): node is ElementNode =>
  isObject(node) && typeof node.type === 'string' && Array.isArray(node.children);

/** The nodes of a list of unknown JSON values, warning about (and dropping) what is not a node. */
export function asNodes(values: readonly unknown[]): RichTextNode[] {
  return values.filter((value): value is RichTextNode => {
    if (isTextLeaf(value) || isElement(value)) return true;
    console.warn('Rich text: skipped a value that is not a node', value);
    return false;
  });
}

/** The plain text of a node and its descendants. */
export function textOf(node: unknown): string {
  if (isTextLeaf(node)) return node.text;
  if (isElement(node)) return node.children.map(textOf).join('');
  return '';
}

/** A string field of a node, or undefined. */
export function stringField(node: ElementNode, key: string): string | undefined {
  const value = node[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A positive number field of a node, or undefined. */
export function numberField(node: ElementNode, key: string): number | undefined {
  const value = node[key];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

/** Builders of rich-text AST nodes for tests. */
export const text = (value: string, marks: Record<string, boolean> = {}) => ({ text: value, ...marks });
export const el = (type: string, children: unknown[], fields: Record<string, unknown> = {}) => ({
  type,
  children,
  ...fields,
});
export const p = (value: string) => el('paragraph', [text(value)]);
export const item = (value: string, ...nested: unknown[]) =>
  el('list-item', [el('list-item-child', [text(value)]), ...nested]);
export const doc = (...children: unknown[]) => ({ children });

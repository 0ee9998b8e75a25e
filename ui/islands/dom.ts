/**
 * An element for a plain island's script (plain-island.ts) to add to its markup: `tag` with `className` (none
 * when empty) and its children, texts as text nodes.
 */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const child of children)
    node.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
  return node;
}

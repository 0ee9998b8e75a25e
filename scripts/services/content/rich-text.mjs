/**
 * Hygraph rich text: the stored AST (`raw`) and what the API derives from it (`text`, `html`, `markdown`, the
 * ids of embedded entries). Nodes follow Hygraph's format: `{ type, children }` elements, `{ text, bold,
 * italic }` leaves, `link` with `href`, `embed` with `nodeId` and `nodeType`.
 */

/** @typedef {{ type?: string, text?: string, children?: RichNode[], href?: string, nodeId?: string, nodeType?: string, bold?: boolean, italic?: boolean, src?: string, title?: string }} RichNode */

const BLOCKS = new Set([
  'paragraph',
  'heading-one',
  'heading-two',
  'heading-three',
  'heading-four',
  'list-item',
  'block-quote',
]);
const HTML_TAGS = /** @type {Record<string, string>} */ ({
  paragraph: 'p',
  'heading-one': 'h1',
  'heading-two': 'h2',
  'heading-three': 'h3',
  'heading-four': 'h4',
  'bulleted-list': 'ul',
  'numbered-list': 'ol',
  'list-item': 'li',
  'list-item-child': '',
  'block-quote': 'blockquote',
});

/**
 * Plain text: leaves joined, one line per block (as Hygraph's `text`).
 * @param {{ children?: RichNode[] } | null | undefined} raw
 * @returns {string}
 */
export function richText(raw) {
  /** @param {RichNode} node */
  const walk = (node) => {
    if (typeof node.text === 'string') return node.text;
    const inner = (node.children ?? []).map(walk).join('');
    return BLOCKS.has(node.type ?? '') ? `${inner}\n` : inner;
  };
  return (raw?.children ?? []).map(walk).join('').replace(/\n+$/, '');
}

/**
 * @param {{ children?: RichNode[] } | null | undefined} raw
 * @returns {string}
 */
export function richHtml(raw) {
  /** @param {RichNode} node @returns {string} */
  const walk = (node) => {
    if (typeof node.text === 'string') {
      let html = escapeHtml(node.text);
      if (node.bold) html = `<b>${html}</b>`;
      if (node.italic) html = `<i>${html}</i>`;
      return html;
    }
    const inner = (node.children ?? []).map(walk).join('');
    if (node.type === 'link') return `<a href="${escapeHtml(node.href ?? '')}">${inner}</a>`;
    if (node.type === 'embed') return `<div data-gcms-embed-id="${escapeHtml(node.nodeId ?? '')}"></div>`;
    const tag = HTML_TAGS[node.type ?? ''];
    return tag ? `<${tag}>${inner}</${tag}>` : inner;
  };
  return (raw?.children ?? []).map(walk).join('');
}

/**
 * @param {{ children?: RichNode[] } | null | undefined} raw
 * @returns {string}
 */
export function richMarkdown(raw) {
  const prefix = /** @type {Record<string, string>} */ ({
    'heading-one': '# ',
    'heading-two': '## ',
    'heading-three': '### ',
    'heading-four': '#### ',
    'block-quote': '> ',
  });
  /** @param {RichNode} node @param {string} list @returns {string} */
  const walk = (node, list = '') => {
    if (typeof node.text === 'string') return node.bold ? `**${node.text}**` : node.text;
    if (node.type === 'bulleted-list' || node.type === 'numbered-list') {
      return (node.children ?? []).map((child) => walk(child, node.type ?? '')).join('') + '\n';
    }
    const inner = (node.children ?? []).map((child) => walk(child)).join('');
    if (node.type === 'list-item') return `${list === 'numbered-list' ? '1.' : '-'} ${inner.trim()}\n`;
    if (node.type === 'link') return `[${inner}](${node.href})`;
    if (BLOCKS.has(node.type ?? '')) return `${prefix[node.type ?? ''] ?? ''}${inner}\n\n`;
    return inner;
  };
  return (raw?.children ?? [])
    .map((node) => walk(node))
    .join('')
    .trim();
}

/**
 * Ids of the entries embedded in the AST, in document order.
 * @param {{ children?: RichNode[] } | null | undefined} raw
 * @returns {string[]}
 */
export function embeddedIds(raw) {
  /** @type {string[]} */
  const ids = [];
  /** @param {RichNode} node */
  const walk = (node) => {
    if (node.type === 'embed' && node.nodeId && !ids.includes(node.nodeId)) ids.push(node.nodeId);
    for (const child of node.children ?? []) walk(child);
  };
  for (const node of raw?.children ?? []) walk(node);
  return ids;
}

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

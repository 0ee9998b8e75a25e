/** Small builders of the corpus generator: Hygraph-like ids and handles, rich-text ASTs, entry records. */
import { createHash } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * @param {string} key
 * @param {number} length
 * @param {string} alphabet
 */
function hashed(key, length, alphabet) {
  const bytes = createHash('sha256').update(key).digest();
  let out = '';
  for (let i = 0; out.length < length; i += 1) out += alphabet[bytes[i % bytes.length] % alphabet.length];
  return out;
}

/**
 * A stable Hygraph-looking id (25 characters starting with 'cl') for a key.
 * @param {string} key
 */
export function idFor(key) {
  return `cl${hashed(`id:${key}`, 23, ALPHABET)}`;
}

/**
 * A stable asset handle (20 characters, mixed case) for a key.
 * @param {string} key
 */
export function handleFor(key) {
  return hashed(`handle:${key}`, 20, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789');
}

/**
 * A form field of the content model, required unless `extra` says otherwise; `idKey` names it in the seed
 * so its id stays the same from one generation to the next.
 * @param {string} idKey
 * @param {string} key
 * @param {string} kind
 * @param {string} label
 * @param {Record<string, unknown>} [extra]
 */
export function formField(idKey, key, kind, label, extra = {}) {
  return {
    id: idFor(`field:${idKey}`),
    key,
    kind,
    label,
    placeholder: null,
    required: true,
    locale: null,
    rowSpan: 1,
    validators: [],
    options: [],
    ...extra,
  };
}

/**
 * A rich-text AST from lines: '## ' heading, '- ' bullet (consecutive bullets form one list), else paragraph.
 * `{ embed: id, type }` entries become embed nodes.
 * @param {(string | { embed: string, type: string })[]} lines
 */
export function rich(lines) {
  /** @type {any[]} */
  const children = [];
  for (const line of lines) {
    if (typeof line !== 'string') {
      children.push({
        type: 'embed',
        nodeId: line.embed,
        nodeType: line.type,
        isInline: false,
        children: [{ text: '' }],
      });
    } else if (line.startsWith('## ')) {
      children.push({ type: 'heading-two', children: [{ text: line.slice(3) }] });
    } else if (line.startsWith('- ')) {
      const item = {
        type: 'list-item',
        children: [{ type: 'list-item-child', children: [{ text: line.slice(2) }] }],
      };
      const last = children.at(-1);
      if (last?.type === 'bulleted-list') last.children.push(item);
      else children.push({ type: 'bulleted-list', children: [item] });
    } else {
      children.push({ type: 'paragraph', children: [{ text: line }] });
    }
  }
  return { children };
}

/**
 * A date `days` before the corpus' reference day, as YYYY-MM-DD.
 * @param {number} days
 */
export function daysAgo(days) {
  const date = new Date(Date.UTC(2025, 6, 15) - days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

import { decodeEntities, tokenizeHtml } from './html-tokens';

/** Elements removed with everything inside them (spec §5: script, iframe, object, embed, form, and kin). */
const droppedWithContent = new Set([
  'script',
  'iframe',
  'object',
  'embed',
  'form',
  'style',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'frame',
  'frameset',
  'applet',
  'textarea',
  'select',
  'xmp',
  'plaintext',
  'title',
  'svg',
  'math',
  'head',
  'base',
  'link',
  'meta',
]);

/** Elements kept; any other tag is removed and its text kept (escaped). */
const allowedElements = new Set([
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
]);

const voidElements = new Set(['br', 'hr', 'img']);

/** Attributes kept; on* handlers, style, srcdoc, formaction and the like never are. */
const allowedAttributes = new Set([
  'href',
  'src',
  'alt',
  'title',
  'class',
  'id',
  'width',
  'height',
  'target',
  'rel',
  'colspan',
  'rowspan',
  'scope',
  'lang',
  'dir',
  'start',
  'type',
  'loading',
  'aria-label',
  'aria-hidden',
  'role',
]);

const urlAttributes = new Set(['href', 'src']);

/**
 * True for a URL safe in href/src: http(s), mailto, tel, or relative. Browsers ignore control characters
 * and whitespace inside a scheme (`java\tscript:`), so those are removed before the check.
 */
export function isSafeUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  const compact = decodeEntities(url).replace(/[\u0000-\u0020\u007f-\u009f\u200b-\u200d\ufeff]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (!scheme) return true;
  return ['http', 'https', 'mailto', 'tel'].includes(scheme[1]!.toLowerCase());
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function keptAttributes(attributes: [string, string][]): string {
  const seen = new Set<string>();
  let out = '';
  for (const [name, value] of attributes) {
    if (seen.has(name) || !allowedAttributes.has(name)) continue;
    if (urlAttributes.has(name) && !isSafeUrl(value)) continue;
    seen.add(name);
    out += ` ${name}="${escapeAttribute(value)}"`;
  }
  return out;
}

/**
 * Makes an embedded HTML snippet safe to insert (spec §5, DESIGN §8): removes script, iframe, object, embed
 * and form elements (with their content), every on* attribute and javascript:/data: URLs, keeps a small set
 * of formatting elements and re-serialises everything, so no markup survives that was not rebuilt here.
 */
export function sanitiseHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let dropping: string | null = null;
  let dropDepth = 0;
  for (const token of tokenizeHtml(html)) {
    if (dropping) {
      if (token.kind === 'start' && token.name === dropping && !token.selfClosing) dropDepth += 1;
      if (token.kind === 'end' && token.name === dropping && --dropDepth === 0) dropping = null;
      continue;
    }
    if (token.kind === 'text') {
      out += escapeText(token.text);
    } else if (token.kind === 'start') {
      if (droppedWithContent.has(token.name)) {
        if (!token.selfClosing && !voidElements.has(token.name)) [dropping, dropDepth] = [token.name, 1];
        continue;
      }
      if (!allowedElements.has(token.name)) continue;
      const attributes = keptAttributes(token.attributes);
      const rel = token.name === 'a' && /target=/.test(attributes) ? ' rel="noopener noreferrer"' : '';
      out += `<${token.name}${attributes.replace(/ rel="[^"]*"/, '')}${rel}>`;
      if (!voidElements.has(token.name)) open.push(token.name);
    } else if (allowedElements.has(token.name) && open.includes(token.name)) {
      while (open.length) {
        const name = open.pop()!;
        out += `</${name}>`;
        if (name === token.name) break;
      }
    }
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}

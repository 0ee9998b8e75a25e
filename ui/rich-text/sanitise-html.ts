import sanitize from 'sanitize-html';

/** Elements removed with everything inside them (spec §5: script, iframe, object, embed, form, and kin). */
const droppedWithContent = [
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
];

/** Elements kept; any other tag is removed and its text kept (escaped). */
const allowedElements = [
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
];

/** Attributes kept on any allowed element; on* handlers, style, srcdoc, formaction and the like never are. */
const allowedAttributes = [
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
];

/**
 * The allow-list of spec §5 as sanitize-html options: href and src keep http(s), mailto, tel and relative URLs
 * only (the library first removes what browsers ignore inside a scheme, `java\tscript:`, and decodes character
 * references); a link that opens a new window gets rel="noopener noreferrer" in place of its own rel.
 */
export const sanitiseOptions: sanitize.IOptions = {
  allowedTags: allowedElements,
  allowedAttributes: { '*': allowedAttributes },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
  nonTextTags: droppedWithContent,
  selfClosing: ['br', 'hr', 'img'],
  allowVulnerableTags: false,
  transformTags: {
    a: (tagName, attribs) => {
      if (attribs.target === undefined) return { tagName, attribs };
      return { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } };
    },
  },
};

/**
 * Makes an embedded HTML snippet safe to insert (spec §5, DESIGN §8) with sanitize-html: removes script,
 * iframe, object, embed and form elements (with their content), every on* attribute and javascript:/data:
 * URLs, keeps a small set of formatting elements and re-serialises everything, its tags balanced, so no markup
 * survives that the library did not rebuild and nothing closes an element of the page around it.
 */
export function sanitiseHtml(html: string): string {
  return sanitize(html, sanitiseOptions);
}

/**
 * True for a URL the sanitiser keeps in an href or src: http(s), mailto, tel or relative, judged by the same
 * rule, on the URL as an HTML attribute would hold it (character references decoded first).
 */
export function isSafeUrl(url: string): boolean {
  return sanitiseHtml(`<a href="${url.replace(/"/g, '&quot;')}"></a>`).startsWith('<a href=');
}

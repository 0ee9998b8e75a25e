/** A token of an HTML snippet, as far as the sanitiser needs to know. */
export type HtmlToken =
  | { kind: 'text'; text: string }
  | { kind: 'start'; name: string; attributes: [string, string][]; selfClosing: boolean }
  | { kind: 'end'; name: string };

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes character references, as a browser does before it reads a URL or a text. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    }
    return namedEntities[ref.toLowerCase()] ?? whole;
  });
}

const attributePattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/y;

function readAttributes(
  source: string,
  from: number,
): { attributes: [string, string][]; end: number; selfClosing: boolean } {
  const attributes: [string, string][] = [];
  let at = from;
  while (at < source.length) {
    const char = source[at]!;
    if (char === '>') return { attributes, end: at + 1, selfClosing: source[at - 1] === '/' };
    if (/[\s/]/.test(char)) {
      at += 1;
      continue;
    }
    attributePattern.lastIndex = at;
    const match = attributePattern.exec(source);
    if (!match) {
      at += 1;
      continue;
    }
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    attributes.push([match[1]!.toLowerCase(), decodeEntities(value)]);
    at = attributePattern.lastIndex;
  }
  return { attributes, end: source.length, selfClosing: false };
}

/**
 * Splits an HTML snippet into text, start and end tags. Comments, doctypes and processing instructions are
 * dropped. It need not match a browser's parser exactly: the sanitiser re-serialises every token itself, so
 * anything read differently ends up escaped text.
 */
export function tokenizeHtml(source: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let text = '';
  let at = 0;
  const flush = () => {
    if (text) tokens.push({ kind: 'text', text: decodeEntities(text) });
    text = '';
  };
  while (at < source.length) {
    const lt = source.indexOf('<', at);
    if (lt === -1) {
      text += source.slice(at);
      break;
    }
    text += source.slice(at, lt);
    const rest = source.slice(lt);
    const tag = /^<(\/?)([a-z][^\s/>]*)/i.exec(rest);
    if (rest.startsWith('<!--')) {
      flush();
      const close = source.indexOf('-->', lt + 4);
      at = close === -1 ? source.length : close + 3;
    } else if (/^<[!?]/.test(rest) || /^<\/[^a-z]/i.test(rest)) {
      flush();
      const close = source.indexOf('>', lt);
      at = close === -1 ? source.length : close + 1;
    } else if (tag) {
      flush();
      const name = tag[2]!.toLowerCase();
      const read = readAttributes(source, lt + tag[0].length);
      tokens.push(
        tag[1]
          ? { kind: 'end', name }
          : { kind: 'start', name, attributes: read.attributes, selfClosing: read.selfClosing },
      );
      at = read.end;
    } else {
      text += '<';
      at = lt + 1;
    }
  }
  flush();
  return tokens;
}

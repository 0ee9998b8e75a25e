/**
 * What a search engine reads of a page, from its HTML alone (no browser): the head's metadata, its JSON-LD,
 * its same-site links, and the text blocks whose language differs from the language they are marked with.
 */
import { Window, type Document, type Element } from 'happy-dom';

export interface PageHead {
  lang: string;
  title: string;
  description: string | null;
  robots: string | null;
  canonical: string | null;
  /** hreflang → absolute href. */
  alternates: Map<string, string>;
  /** Open Graph and Twitter properties by name (og:image, twitter:title …). */
  social: Map<string, string>;
  jsonLd: unknown[];
  /** Same-origin link targets (path and query, no fragment) of `<a href>`. */
  links: string[];
}

/** Parses HTML without running or loading anything. */
export function parseHtml(html: string): Document {
  const window = new Window({
    settings: {
      disableJavaScriptEvaluation: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      disableIframePageLoading: true,
      disableComputedStyleRendering: true,
      navigation: { disableMainFrameNavigation: true, disableChildFrameNavigation: true },
    },
  });
  window.document.write(html);
  return window.document;
}

/** The page's head as a search engine reads it; `url` resolves its links. */
export function readHead(document: Document, url: string): PageHead {
  const attr = (selector: string, name: string) =>
    document.querySelector(selector)?.getAttribute(name) ?? null;
  const origin = new URL(url).origin;
  const social = new Map<string, string>();
  for (const meta of document.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')) {
    const name = meta.getAttribute('property') ?? meta.getAttribute('name') ?? '';
    social.set(name, meta.getAttribute('content') ?? '');
  }
  const links = [...document.querySelectorAll('a[href]')].flatMap((a) => {
    const target = new URL(a.getAttribute('href') ?? '', url);
    return target.origin === origin ? [`${target.pathname}${target.search}`] : [];
  });
  return {
    lang: document.documentElement.getAttribute('lang') ?? '',
    title: document.title,
    description: attr('meta[name="description"]', 'content'),
    robots: attr('meta[name="robots"]', 'content'),
    canonical: attr('link[rel="canonical"]', 'href'),
    alternates: new Map(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang') ?? '',
        link.getAttribute('href') ?? '',
      ]),
    ),
    social,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? 'null'),
    ),
    links: [...new Set(links)],
  };
}

const THAI = /[\u0E00-\u0E7F]/;
const words = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];
// Words that are only function words of one language: a block using two of them is in that language.
const ENGLISH = new Set([
  'the',
  'and',
  'your',
  'you',
  'with',
  'for',
  'how',
  'what',
  'this',
  'are',
  'of',
  'to',
]);
const BAHASA = new Set(['yang', 'dan', 'untuk', 'dengan', 'anda', 'di', 'ke', 'dari', 'ini', 'atau', 'cara']);

/**
 * The language a block of text is written in, when it shows: 'th' (Thai script), 'en' or 'id' (two function
 * words of one of them), 'latin' (three Latin words, English or Bahasa), or null (a name, a number, a word).
 */
export function languageOfText(text: string): 'en' | 'th' | 'id' | 'latin' | null {
  if (THAI.test(text)) return 'th';
  // Addresses are in no language.
  const all = words(text.replace(/\S+@\S+|https?:\/\/\S+/g, ' '));
  const english = all.filter((word) => ENGLISH.has(word)).length;
  const bahasa = all.filter((word) => BAHASA.has(word)).length;
  if (english >= 2 && english > bahasa) return 'en';
  if (bahasa >= 2 && bahasa > english) return 'id';
  return all.filter((word) => word.length >= 3).length >= 3 ? 'latin' : null;
}

const TEXT_NODE = 3;

/** The language of the closest `lang` on or around an element: 'th' of th-TH. */
function markedLanguage(start: Element): string {
  let element: Element | null = start;
  while (element && !element.hasAttribute('lang')) element = element.parentElement;
  return (element?.getAttribute('lang') ?? '').split('-')[0]?.toLowerCase() ?? '';
}

/**
 * Blocks of text (each element's own text) in another language than the `lang` they sit under, e.g. an English
 * title on a Thai page with no `lang="en"` around it: the language a screen reader reads it in.
 */
export function textInUnmarkedLanguage(document: Document): string[] {
  const found: string[] = [];
  const walk = (element: Element) => {
    if (['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'svg'].includes(element.tagName)) return;
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (own) {
      const written = languageOfText(own);
      const marked = markedLanguage(element);
      // A Latin sentence is not Thai; whether it is English or Bahasa shows only with function words.
      const mismatch = written === 'latin' ? marked === 'th' : written !== null && written !== marked;
      if (mismatch) found.push(`"${own.slice(0, 60)}" (${written} under lang=${marked || 'none'})`);
    }
    for (const child of element.children) walk(child);
  };
  if (document.body) walk(document.body);
  return found;
}

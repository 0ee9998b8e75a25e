import type { Context } from 'hono';
import type { ReactElement } from 'react';

import { jsonText } from '../../model/read-only';
import { RobotCheckKeyProvider } from '../../ui/forms/robot-check-config';
import type { Language } from '../../ui/i18n';
import type { KeptElement, PartKeeper } from '../../ui/layout/prerendered';
import { BoundedLru } from '../cache/bounded-lru';
import type { AppEnv } from '../env';

import { criticalCss, markupClassValues } from './critical-css';
import { prerender } from './frame-markup';

/**
 * The bulk of a page below its header (an article, a home's or content page's containers, a listing, a Data
 * Lab answer) is the same HTML on every request until its content changes, and rendering it is most of the
 * page's render. A page part that is a function of its inputs
 * (`deps`: all of them, e.g. the rich text, its references and embed data) is rendered once per isolate on
 * its own, inside the page's providers with the island ids it takes at its place, and pages giving the same
 * inputs, language, reCAPTCHA key and island ids reuse that HTML (ui/layout/prerendered.tsx KeptPart). The
 * key is all of those as JSON (model/read-only.ts jsonText: the text of data the cache shares is written once),
 * so a changed entry, reference or embed is another key; nothing of the reader is in it. Drafts get no keeper: a preview renders its own parts and keeps none.
 * A part seen for the first time renders with its page as usual and is rendered on its own right after (once:
 * pages asking meanwhile render it too); one whose markup cannot stand for the page's (its HTML is not one
 * element, or React hoisted something other than image preloads, or it uses React's useId) is remembered as
 * such and renders with its pages, never tried again.
 */

/** At most this many parts are kept per isolate (the least recently used leave first). */
export const PART_MARKUP_ENTRIES = 200;
/** And at most this many UTF-16 code units of HTML and keys. */
export const PART_MARKUP_CHARS = 4_000_000;

/**
 * A kept part with the class attribute values in its HTML (read once for the page's CSS: ./markup-slots.ts), or
 * a part that cannot be kept (`html` null: it renders with its pages, never tried again).
 */
type Kept = ((KeptElement & { classValues: readonly string[] }) | { html: null; classValues?: undefined }) & {
  key: string;
};

const kept = new BoundedLru<Kept>({
  maxSize: PART_MARKUP_CHARS,
  maxEntries: PART_MARKUP_ENTRIES,
  sizeOf: (part) => (part.html?.length ?? 0) + part.key.length,
});
const rendering = new Set<string>();
let hits = 0;

/** Empties this isolate's kept parts (tests). */
export function forgetPartMarkup(): void {
  kept.clear();
  hits = 0;
}

/**
 * What this isolate keeps (parts that cannot be kept count as entries too), and how many parts it gave pages
 * since it was emptied (tests, diagnostics).
 */
export function partMarkupSize(): { entries: number; chars: number; hits: number } {
  const { entries, size } = kept.usage;
  return { entries, chars: size, hits };
}

// The root element's opening tag with at most a class attribute; its HTML must end with the matching close.
const ROOT = /^<([a-z]+)(?: class="([^"&<]*)")?>/;
// React's useId values (`_R_…_`): they depend on the place in the tree, which a part rendered alone has not.
const USE_ID = /_R_[0-9a-zA-Z]*_/;

/** Whether `inner` closes every `tag` it opens, never closing one it did not open. */
function balanced(inner: string, tag: string): boolean {
  const tags = new RegExp(`<${tag}[\\s>/]|</${tag}>`, 'g');
  let depth = 0;
  for (const [match] of inner.matchAll(tags)) {
    depth += match.startsWith('</') ? -1 : 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

/** `part` rendered on its own as one element, or undefined when its markup cannot stand for the page's. */
export function keepElement(
  part: ReactElement,
  language: Language,
  siteKey: string | null,
  firstId: number,
): KeptElement | undefined {
  const made = prerender(
    <RobotCheckKeyProvider siteKey={siteKey}>{part}</RobotCheckKeyProvider>,
    language,
    firstId,
  );
  if (!made || USE_ID.test(made.html)) return undefined;
  const root = ROOT.exec(made.html);
  if (!root) return undefined;
  const [open, tag] = root as unknown as [string, string, string | undefined];
  const close = `</${tag}>`;
  if (!made.html.endsWith(close)) return undefined;
  const html = made.html.slice(open.length, made.html.length - close.length);
  if (!balanced(html, tag)) return undefined;
  return { ...made, html, tag, className: root[2] };
}

/** The part keeper of this request: none for a draft, nor for a page answering a form (it shows the reader's answers). */
export function partKeeper(c: Context<AppEnv>): PartKeeper | undefined {
  if (c.get('preview') || c.get('formAnswer')) return undefined;
  const language = c.get('language');
  const siteKey = c.env.RECAPTCHA_SITE_KEY || null;
  return (part, deps, firstId) => {
    let key: string;
    try {
      key = jsonText([language, siteKey, firstId, deps]);
    } catch {
      return undefined;
    }
    const hit = kept.get(key);
    if (hit) {
      if (hit.html === null) return undefined;
      hits += 1;
      // A page whose render fills slots (render/page.tsx) gets a placeholder for the part's HTML.
      const slots = c.get('markupSlots');
      return slots ? { ...hit, html: slots.add(hit) } : hit;
    }
    if (rendering.has(key)) return undefined;
    rendering.add(key);
    // After the page's render has given back control (React's renderer is not on the stack).
    void Promise.resolve().then(() => {
      let made: KeptElement | undefined;
      try {
        made = keepElement(part, language, siteKey, firstId);
      } catch {
        made = undefined;
      } finally {
        rendering.delete(key);
      }
      const classValues = made && criticalCss ? markupClassValues(criticalCss, made.html) : [];
      kept.set(key, made ? { ...made, classValues, key } : { html: null, key });
    });
    return undefined;
  };
}

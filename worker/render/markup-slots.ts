/** Markup kept per isolate, with the class attribute values in it (critical-css.ts markupClassValues). */
export interface SlottedMarkup {
  html: string;
  classValues: readonly string[];
}

let token: string | undefined;

/**
 * The kept markup a page's render puts in (worker/render/part-markup.tsx), each as a short placeholder comment,
 * filled in once the render is done: React copies a few bytes instead of a part's HTML, and the page's CSS is
 * chosen from its own markup and the class values each part was read for once, when it was kept
 * (critical-css.ts withCriticalCss). The placeholder holds a random token of the isolate, which no content can
 * guess.
 */
export class MarkupSlots {
  private readonly parts: SlottedMarkup[] = [];

  /** The placeholder of `markup` in the page's HTML. */
  add(markup: SlottedMarkup): string {
    this.parts.push(markup);
    return this.placeholder(this.parts.length - 1);
  }

  /** `html` with each placeholder in it replaced by its markup, and the markups put in. */
  fill(html: string): { html: string; filled: SlottedMarkup[] } {
    const filled: SlottedMarkup[] = [];
    let out = html;
    this.parts.forEach((part, i) => {
      const placeholder = this.placeholder(i);
      const at = out.indexOf(placeholder);
      if (at < 0) return;
      out = out.slice(0, at) + part.html + out.slice(at + placeholder.length);
      filled.push(part);
    });
    return { html: out, filled };
  }

  private placeholder(i: number): string {
    // Made on first use: workerd gives no random values outside a request.
    token ??= crypto.randomUUID();
    return `<!--kept ${token} ${i}-->`;
  }
}

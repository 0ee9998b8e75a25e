import { describe, expect, it } from 'vitest';

import { MarkupSlots } from './markup-slots';

describe('MarkupSlots', () => {
  it('fills each placeholder with its markup, as written, and names the markups put in', () => {
    const slots = new MarkupSlots();
    const article = { html: '<p class="a">Costs $& more</p>', classValues: ['a'] };
    const footer = { html: '<small>$1</small>', classValues: [] };
    const page = `<main>${slots.add(article)}</main><footer>${slots.add(footer)}</footer>`;
    expect(page).not.toContain('Costs');
    expect(slots.fill(page)).toEqual({
      html: '<main><p class="a">Costs $& more</p></main><footer><small>$1</small></footer>',
      filled: [article, footer],
    });
  });

  it('leaves out a markup whose placeholder the page did not keep (the part rendered as usual)', () => {
    const slots = new MarkupSlots();
    slots.add({ html: '<p class="unused"></p>', classValues: ['unused'] });
    expect(slots.fill('<main>rendered</main>')).toEqual({ html: '<main>rendered</main>', filled: [] });
  });

  it('gives placeholders no content can write: a random token of the isolate', () => {
    const one = new MarkupSlots().add({ html: '', classValues: [] });
    expect(one).toMatch(/^<!--kept [0-9a-f-]{36} 0-->$/);
    expect(new MarkupSlots().fill(one).html).toBe(one);
  });
});

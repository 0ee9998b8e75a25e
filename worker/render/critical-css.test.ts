import { describe, expect, it } from 'vitest';

import { criticalCssIndex } from '../../scripts/lib/critical-css.mjs';

import {
  markupClassValues,
  PAGE_STYLE_CHARS,
  PAGE_STYLE_ENTRIES,
  pageClasses,
  pageStyleUsage,
  selectCss,
  withCriticalCss,
} from './critical-css';
import { MarkupSlots } from './markup-slots';

// The shapes esbuild's minified stylesheet has: element rules, atoms, variants in media and supports blocks,
// selectors needing two classes, negations, selector lists, keyframes, strings holding braces.
const css = [
  'html,body{margin:0}',
  '.a{color:red}',
  '.b{color:blue}',
  '.a:hover{color:green}',
  '.a .b{margin:1px}',
  '.c>.d{margin:2px}',
  'html:not(.dark) .e{color:black}',
  '.f,.g{padding:0}',
  '.h:after{content:"{x}"}',
  'img:where(:not(.i)){position:relative}',
  '@media screen and (min-width:740px){.a{color:pink}.c{color:gray}.b{color:navy}}',
  '@supports (display:grid){.b{display:grid}}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');

const index = criticalCssIndex(css);

describe('criticalCssIndex', () => {
  it('lists every rule in stylesheet order, the media and supports blocks as wraps', () => {
    expect(index.rules.map(([text]) => text)).toEqual([
      'html,body{margin:0}',
      '.a{color:red}',
      '.b{color:blue}',
      '.a:hover{color:green}',
      '.a .b{margin:1px}',
      '.c>.d{margin:2px}',
      'html:not(.dark) .e{color:black}',
      '.f,.g{padding:0}',
      '.h:after{content:"{x}"}',
      'img:where(:not(.i)){position:relative}',
      '.a{color:pink}',
      '.c{color:gray}',
      '.b{color:navy}',
      '.b{display:grid}',
      '@keyframes spin{to{transform:rotate(360deg)}}',
    ]);
    expect(index.wraps).toEqual([
      ['@media screen and (min-width:740px){', '}'],
      ['@supports (display:grid){', '}'],
    ]);
  });

  it('needs the classes outside negations and brackets, one list per selector', () => {
    const needs = Object.fromEntries(index.rules.map(([text, , n]) => [text, n]));
    expect(needs['html,body{margin:0}']).toBe(0);
    expect(needs['.a .b{margin:1px}']).toEqual([['a', 'b']]);
    expect(needs['html:not(.dark) .e{color:black}']).toEqual([['e']]);
    expect(needs['.f,.g{padding:0}']).toEqual([['f'], ['g']]);
    expect(needs['img:where(:not(.i)){position:relative}']).toBe(0);
    expect(needs['@keyframes spin{to{transform:rotate(360deg)}}']).toBe(0);
  });

  it('refuses a stylesheet that could close its inline style element', () => {
    expect(() => criticalCssIndex('.a:after{content:"</style>"}')).toThrow(/<\//);
  });
});

describe('selectCss', () => {
  it('keeps the rules a page with these classes can match, in order, within their blocks', () => {
    expect(selectCss(index, new Set(['a']))).toBe(
      'html,body{margin:0}.a{color:red}.a:hover{color:green}img:where(:not(.i)){position:relative}' +
        '@media screen and (min-width:740px){.a{color:pink}}@keyframes spin{to{transform:rotate(360deg)}}',
    );
    expect(selectCss(index, new Set(['a', 'b', 'd', 'g', 'e']))).toBe(
      'html,body{margin:0}.a{color:red}.b{color:blue}.a:hover{color:green}.a .b{margin:1px}' +
        'html:not(.dark) .e{color:black}.f,.g{padding:0}img:where(:not(.i)){position:relative}' +
        '@media screen and (min-width:740px){.a{color:pink}.b{color:navy}}@supports (display:grid){.b{display:grid}}' +
        '@keyframes spin{to{transform:rotate(360deg)}}',
    );
  });

  it('keeps only the rules that need no class on a page with none of the sheet', () => {
    expect(selectCss(index, new Set(['unknown']))).toBe(
      'html,body{margin:0}img:where(:not(.i)){position:relative}@keyframes spin{to{transform:rotate(360deg)}}',
    );
  });
});

describe('pageClasses', () => {
  it('reads every class of every class attribute', () => {
    const html =
      '<div class="a b"><p class="b  c">x</p><span data-class="z">class="</span><i class="d"></i></div>';
    expect([...pageClasses(html)].sort()).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('withCriticalCss', () => {
  const page =
    '<!DOCTYPE html><html lang="th"><head><title>หน้าแรก</title></head>' +
    '<body><div class="b">ภาษาไทย</div></body></html>';

  it('puts the page CSS before </head> and the scripts before </body></html>', () => {
    expect(withCriticalCss(index, page, '<script src="/h.js"></script>')).toBe(
      '<!DOCTYPE html><html lang="th"><head><title>หน้าแรก</title>' +
        '<style>html,body{margin:0}.b{color:blue}img:where(:not(.i)){position:relative}' +
        '@media screen and (min-width:740px){.b{color:navy}}@supports (display:grid){.b{display:grid}}' +
        '@keyframes spin{to{transform:rotate(360deg)}}</style></head>' +
        '<body><div class="b">ภาษาไทย</div><script src="/h.js"></script></body></html>',
    );
  });

  it('adds the rules of the classes a plain island on the page can add, and of no island elsewhere', () => {
    const own = { ...criticalCssIndex(css), islandClasses: { Menu: 'a' } };
    const withMenu = page.replace(
      '<div class="b">',
      '<div data-island="Menu" data-island-props="{}"><div class="b">',
    );
    expect(withCriticalCss(own, withMenu)).toContain('.a{color:red}');
    expect(withCriticalCss(own, page)).not.toContain('.a{color:red}');
    const otherIsland = page.replace('<div class="b">', '<div data-island="Other"><div class="b">');
    expect(withCriticalCss(own, otherIsland)).not.toContain('.a{color:red}');
  });

  it('fills in kept parts and chooses the rules for their class values as read when they were kept', () => {
    const own = { ...criticalCssIndex(css), islandClasses: { Menu: 'a' } };
    const part = '<div data-island="Menu"><i class="c d"></i></div>';
    const whole = page.replace('<div class="b">', `${part}<div class="b">`);
    const slots = new MarkupSlots();
    const placeholder = slots.add({ html: part, classValues: markupClassValues(own, part) });
    expect(markupClassValues(own, part)).toEqual(['c d', 'a']);
    expect(
      withCriticalCss(own, page.replace('<div class="b">', `${placeholder}<div class="b">`), '', slots),
    ).toBe(withCriticalCss(own, whole));
    expect(withCriticalCss(own, whole)).toContain('.c>.d{margin:2px}');
  });

  it('passes a document without a head through, scripts at its end', () => {
    expect(withCriticalCss(index, '<p class="a">x</p>', '<script></script>')).toBe(
      '<p class="a">x</p><script></script>',
    );
    expect(withCriticalCss(index, '')).toBe('');
  });
});

describe('the page styles an isolate keeps', () => {
  it('answers a page with the same class attributes from what it kept, the same text as a fresh selection', () => {
    const own = criticalCssIndex(css);
    const first = '<html><head></head><body><p class="a b">x</p><i class="c"></i></body></html>';
    const again = '<html><head></head><body><i class="c"></i><p class="a b">other text</p></body></html>';
    const expected = `<style>${selectCss(own, new Set(['a', 'b', 'c']))}</style>`;
    expect(withCriticalCss(own, first)).toContain(expected);
    expect(pageStyleUsage(own).entries).toBe(1);
    expect(withCriticalCss(own, again)).toBe(
      `<html><head>${expected}</head><body><i class="c"></i><p class="a b">other text</p></body></html>`,
    );
    expect(pageStyleUsage(own).entries).toBe(1);
    // Other class attributes are another entry, with their own rules.
    expect(withCriticalCss(own, '<html><head></head><body><p class="a">x</p></body></html>')).toContain(
      `<style>${selectCss(own, new Set(['a']))}</style>`,
    );
    expect(pageStyleUsage(own).entries).toBe(2);
  });

  it('keeps at most PAGE_STYLE_ENTRIES sets, the least recently used leaving first', () => {
    const own = criticalCssIndex(css);
    for (let i = 0; i < PAGE_STYLE_ENTRIES + 25; i += 1) {
      withCriticalCss(own, `<html><head></head><body><p class="a x${i}">x</p></body></html>`);
    }
    const { entries, size } = pageStyleUsage(own);
    expect(entries).toBe(PAGE_STYLE_ENTRIES);
    expect(size).toBeLessThanOrEqual(PAGE_STYLE_CHARS);
  });
});

import { describe, expect, it } from 'vitest';

import { isSafeUrl, sanitiseHtml } from './sanitise-html';
import { xssVectors } from './xss-vectors';

const forbiddenTags = [
  'script',
  'iframe',
  'object',
  'embed',
  'form',
  'style',
  'svg',
  'math',
  'base',
  'meta',
  'link',
];

/** Parses the sanitised output as a browser would and lists what could still run script. */
function dangers(html: string): string[] {
  const container = document.createElement('div');
  container.innerHTML = html;
  const found: string[] = [];
  for (const element of container.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (forbiddenTags.includes(tag)) found.push(`<${tag}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      if (/^on/i.test(name)) found.push(`${tag}[${name}]`);
      if (['style', 'srcdoc', 'formaction', 'background', 'action', 'data'].includes(name))
        found.push(`${tag}[${name}]`);
      if (['href', 'src'].includes(name) && !isSafeUrl(value)) found.push(`${tag}[${name}=${value}]`);
    }
  }
  return found;
}

describe('sanitiseHtml', () => {
  it('has a corpus of at least 30 known XSS vectors', () => {
    expect(xssVectors.length).toBeGreaterThanOrEqual(30);
  });

  it.each(xssVectors.map((vector) => [vector]))('neutralises %s', (vector) => {
    const clean = sanitiseHtml(vector);
    expect(dangers(clean)).toEqual([]);
    // Outside quoted (escaped) attribute values, no tag or handler may remain.
    const markup = clean.replace(/"[^"]*"/g, '""');
    expect(markup).not.toMatch(/<\s*(script|iframe|object|embed|form)\b/i);
    expect(markup).not.toMatch(/\son[a-z]+\s*=/i);
    expect(clean.toLowerCase()).not.toMatch(/(href|src)="\s*(javascript|data|vbscript):/);
  });

  it('keeps safe formatting, links and images', () => {
    const html =
      '<p>Read <a href="https://example.com/a?b=1&amp;c=2" target="_blank">this</a> and <strong>that</strong>.</p>' +
      '<img src="/x.png" alt="A chart" width="10"><ul><li>One</li></ul>';
    expect(sanitiseHtml(html)).toBe(
      '<p>Read <a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">this</a> and ' +
        '<strong>that</strong>.</p><img src="/x.png" alt="A chart" width="10"><ul><li>One</li></ul>',
    );
  });

  it('removes the content of dropped elements and keeps the text of unknown ones', () => {
    expect(sanitiseHtml('a<script>b<script>c</script>d</script>e')).toBe('ae');
    expect(sanitiseHtml('<custom-tag>hello</custom-tag> <font color=red>there</font>')).toBe('hello there');
    expect(sanitiseHtml('<form><label>Name</label><input name=a></form>after')).toBe('after');
  });

  it('escapes text and closes what was left open', () => {
    expect(sanitiseHtml('1 < 2 & <b>bold')).toBe('1 &lt; 2 &amp; <b>bold</b>');
    expect(sanitiseHtml('<p><em>x</p>')).toBe('<p><em>x</em></p>');
  });
});

describe('isSafeUrl', () => {
  it.each([
    ['https://example.com', true],
    ['/relative/path', true],
    ['#anchor', true],
    ['mailto:a@b.co', true],
    ['tel:+61 2 1234', true],
    ['javascript:alert(1)', false],
    [' java\nscript:alert(1)', false],
    ['data:text/html,x', false],
    ['&#106;avascript:x', false],
  ])('%s is %s', (url, safe) => {
    expect(isSafeUrl(url)).toBe(safe);
  });
});

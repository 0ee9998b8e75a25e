import sanitize from 'sanitize-html';
import { describe, expect, it } from 'vitest';

import { owaspXssVectors } from './owasp-xss-vectors';
import { isSafeUrl, sanitiseHtml, sanitiseOptions } from './sanitise-html';
import { xssVectors } from './xss-vectors';

/** Elements that run or load script, submit, or restyle the page, whatever their attributes. */
const executableElements = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'button',
  'input',
  'isindex',
  'style',
  'link',
  'meta',
  'base',
  'svg',
  'math',
  'template',
  'noscript',
]);

/** Attributes that load or run what they name (besides on* handlers and style). */
const executableAttributes = new Set([
  'srcdoc',
  'formaction',
  'action',
  'dynsrc',
  'lowsrc',
  'background',
  'data',
]);

// Browsers skip control characters and spaces inside a scheme: 'java\tscript:' is 'javascript:'.
// eslint-disable-next-line no-control-regex
const compact = (value: string) => value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
const scriptUrl = (value: string) => /^(javascript|vbscript|livescript|data):/.test(compact(value));
const scriptStyle = (value: string) => /expression|url\(|behavior|binding|javascript/.test(compact(value));

/**
 * Parses `html` as a browser parses an element's inner HTML and lists what could still run script: an
 * executable element, an on* handler, a script or data URL in any attribute, a style with an expression or
 * a URL. Character references are decoded by the parser, as the browser would.
 */
function executableParts(html: string): string[] {
  const container = document.createElement('div');
  container.innerHTML = html;
  const found: string[] = [];
  for (const element of container.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (executableElements.has(tag)) found.push(`<${tag}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      const dangerous =
        name.startsWith('on') ||
        executableAttributes.has(name) ||
        scriptUrl(value) ||
        (name === 'style' && scriptStyle(value));
      if (dangerous) found.push(`${tag}[${name}=${value}]`);
    }
  }
  return found;
}

const corpus = [...owaspXssVectors, ...xssVectors];

describe('sanitiseHtml', () => {
  it('has the public corpus and our own vectors', () => {
    expect(owaspXssVectors.length).toBeGreaterThanOrEqual(100);
    expect(xssVectors.length).toBeGreaterThanOrEqual(30);
  });

  it.each(corpus.map((vector) => [vector]))('neutralises %s', (vector) => {
    const clean = sanitiseHtml(vector);
    expect(executableParts(clean)).toEqual([]);
    // Outside quoted (escaped) attribute values, no tag or handler may remain.
    const markup = clean.replace(/"[^"]*"/g, '""');
    expect(markup).not.toMatch(/<\s*(script|iframe|object|embed|form|style|svg|meta|link|base)\b/i);
    expect(markup).not.toMatch(/\son[a-z]+\s*=/i);
  });

  it('is judged by a check that finds what a configuration allowing onerror and style lets through', () => {
    const broken: sanitize.IOptions = {
      ...sanitiseOptions,
      allowedAttributes: { '*': ['src', 'href', 'onerror', 'onmouseover', 'style'] },
    };
    const caught = corpus.filter((vector) => executableParts(sanitize(vector, broken)).length > 0);
    expect(caught).toContain('<img src=x onerror=alert(1)>');
    expect(caught).toContain('<IMG onmouseover="alert(\'xxs\')">');
    expect(caught).toContain('<DIV STYLE="width: expression(alert(\'XSS\'));">');
    expect(caught.length).toBeGreaterThan(20);
  });

  it('keeps safe formatting, links and images', () => {
    const html =
      '<p>Read <a href="https://example.com/a?b=1&amp;c=2" target="_blank">this</a> and <strong>that</strong>.</p>' +
      '<img src="/x.png" alt="A chart" width="10"><ul><li>One</li></ul>';
    expect(sanitiseHtml(html)).toBe(
      '<p>Read <a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">this</a> and ' +
        '<strong>that</strong>.</p><img src="/x.png" alt="A chart" width="10" /><ul><li>One</li></ul>',
    );
  });

  it('removes the content of dropped elements and keeps the text of unknown ones', () => {
    // A script ends at its first </script>, for the parser as for a browser: 'd' is text after it.
    expect(sanitiseHtml('a<script>b<script>c</script>d</script>e')).toBe('ade');
    expect(sanitiseHtml('<custom-tag>hello</custom-tag> <font color=red>there</font>')).toBe('hello there');
    expect(sanitiseHtml('<form><label>Name</label><input name=a></form>after')).toBe('after');
  });

  it('escapes text and closes what was left open', () => {
    expect(sanitiseHtml('1 < 2 & <b>bold')).toBe('1 &lt; 2 &amp; <b>bold</b>');
    expect(sanitiseHtml('<p><em>x</p>')).toBe('<p><em>x</em></p>');
    expect(sanitiseHtml('<a href="/jobs">open link')).toBe('<a href="/jobs">open link</a>');
  });

  it('never closes an element of the page around the snippet', () => {
    expect(sanitiseHtml('</div></section></main><p>x</p>')).toBe('<p>x</p>');
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
    ['vbscript:msgbox(1)', false],
  ])('%s is %s', (url, safe) => {
    expect(isSafeUrl(url)).toBe(safe);
  });
});

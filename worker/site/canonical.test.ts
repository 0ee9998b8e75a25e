import { describe, expect, it } from 'vitest';

import { canonicalAddress, canonicalHref, canonicalOrigin } from './canonical';

const address = (url: string) => canonicalAddress(url, 'candidate-au.localhost');
const href = (url: string) => canonicalHref(address(url));

describe('canonicalAddress', () => {
  it('normalises the path as the routes read it (spec §2, §5)', () => {
    const base = 'http://candidate-au.localhost:8787';
    expect(href(`${base}/%61bout/`)).toBe(`${base}/about`);
    expect(href(`${base}/about/investors/1`)).toBe(`${base}/about/investors`);
    expect(href(`${base}/about/investors/0`)).toBe(`${base}/about/investors`);
    expect(href(`${base}/about/investors/2.7`)).toBe(`${base}/about/investors/2`);
    expect(href(`${base}/about/investors/2024`)).toBe(`${base}/about/investors/2024`);
    expect(href(`${base}/career-advice/category/x/999999`)).toBe(`${base}/career-advice/category/x/999999`);
    expect(href(`${base}/`)).toBe(`${base}/`);
    expect(href('http://candidate-th.localhost/th/')).toBe('http://candidate-th.localhost/th');
  });

  it('keeps only the parameters routes read, first value as the route reads it, in a fixed order', () => {
    const base = 'http://employer-au.localhost';
    expect(href(`${base}/x?nativeEmbed=true&nativeEmbed=false`)).toBe(`${base}/x?nativeEmbed=true`);
    expect(href(`${base}/x?nativeEmbed=false&nativeEmbed=true`)).toBe(`${base}/x`);
    expect(href(`${base}/x?year=abc&q=1&utm_content=${'a'.repeat(30_000)}`)).toBe(`${base}/x`);
    expect(href(`${base}/x?nativeEmbed&year=2023.9`)).toBe(`${base}/x?year=2023&nativeEmbed=true`);
    expect(address(`${base}/x?year=99999`).storable).toBe(false);
    const dataLab = `${base}/au/talent-attraction-lab/data-lab`;
    expect(href(`${dataLab}?primaryDriverOptions=A_B&x=1&primaryDriver=Industry`)).toBe(
      `${dataLab}?primaryDriver=Industry&primaryDriverOptions=A_B`,
    );
    expect(href(dataLab)).toBe(dataLab);
    expect(href(`${dataLab}?primaryDriver=`)).toBe(`${dataLab}?primaryDriver=`);
    expect(address(`${dataLab}?primaryDriver=Industry&primaryDriverOptions=A,B`).storable).toBe(false);
  });

  it('keys the salary and job-growth page by a known industry, on that page only (spec §2, §3 industry ids)', () => {
    const base = 'http://candidate-au.localhost';
    const salary = `${base}/market-insights/salary-insights`;
    expect(href(`${salary}?industry=1200&utm=x`)).toBe(`${salary}?industry=1200`);
    const thai = 'http://candidate-th.localhost/th/market-insights/salary-insights';
    expect(href(`${thai}?industry=6362`)).toBe(`${thai}?industry=6362`);
    // All industries is the page itself.
    expect(href(`${salary}?industry=-1`)).toBe(salary);
    expect(address(`${salary}?industry=-1`).storable).toBe(true);
    // An industry nobody has: answered as all industries, never stored.
    expect(href(`${salary}?industry=01200`)).toBe(`${salary}?industry=1200`);
    for (const unknown of ['9999', 'abc', '1200.5']) {
      expect(href(`${salary}?industry=${unknown}`)).toBe(salary);
      expect(address(`${salary}?industry=${unknown}`).storable).toBe(false);
    }
    // Other pages do not read it.
    expect(href(`${base}/market-insights?industry=1200`)).toBe(`${base}/market-insights`);
    expect(address(`${base}/market-insights?industry=9999`).storable).toBe(true);
  });

  it('names the default host for a Host the sites table lacks', () => {
    expect(canonicalOrigin('http://attacker.example:8787/x', 'candidate-au.localhost')).toBe(
      'http://candidate-au.localhost:8787',
    );
    expect(canonicalOrigin('https://talent.seek.com.au/x', 'www.seek.com.au')).toBe(
      'https://talent.seek.com.au',
    );
  });
});

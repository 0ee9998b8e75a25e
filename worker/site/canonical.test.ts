import { describe, expect, it } from 'vitest';

import { canonicalAddress, canonicalHref, canonicalLink, canonicalOrigin } from './canonical';
import { routeQueryReader } from './route-queries';

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
    expect(href('http://candidate-th.localhost:8787/th/')).toBe('http://candidate-th.localhost:8787/th');
  });

  it('names the site host in lower case, without a trailing dot, and never the port the request names', () => {
    const canonical = 'http://candidate-au.localhost:8787/about';
    for (const url of [
      'http://candidate-au.localhost:4444/about',
      'http://CANDIDATE-AU.localhost/about',
      'http://candidate-au.localhost.:8787/about',
      'http://candidate-au.localhost./about',
    ]) {
      expect(href(url), url).toBe(canonical);
      expect(address(url).host).toBe('candidate-au.localhost');
    }
    // The port of local hosts is the one the site is configured to listen on (LOCAL_PORT).
    expect(canonicalHref(canonicalAddress('http://candidate-au.localhost:4444/about', 'x', '18790'))).toBe(
      'http://candidate-au.localhost:18790/about',
    );
  });

  it('keeps only the parameters the route reads, as it reads them, in a fixed order', () => {
    const base = 'http://employer-au.localhost:8787';
    expect(href(`${base}/x?nativeEmbed=true&nativeEmbed=false`)).toBe(`${base}/x?nativeEmbed=true`);
    expect(href(`${base}/x?nativeEmbed=false&nativeEmbed=true`)).toBe(`${base}/x`);
    expect(href(`${base}/x?year=abc&q=1&utm_content=${'a'.repeat(30_000)}`)).toBe(`${base}/x`);
    expect(href(`${base}/x?nativeEmbed&year=2023.9`)).toBe(`${base}/x?year=2023&nativeEmbed=true`);
    expect(address(`${base}/x?year=99999`).storable).toBe(false);
    // The canonical link names what the page shows, not the frame's flag.
    expect(canonicalLink(address(`${base}/x?nativeEmbed&year=2023`))).toBe(`${base}/x?year=2023`);
  });

  it('keeps `year` only on the routes that read it: content pages, not articles, lists or the home', () => {
    const base = 'http://candidate-au.localhost:8787';
    for (const path of [
      '/career-advice/article/how-to-write-a-resume',
      '/careers/life-at-seek/article/x',
      '/career-advice/category/career-development',
      '/career-advice/category/career-development/2',
      '/author/amanda-wright',
      '/author/amanda-wright/2',
      '/page/view/abc',
      '/',
    ]) {
      expect(href(`${base}${path}?year=2024&nativeEmbed=1`), path).toBe(`${base}${path}?nativeEmbed=true`);
    }
    expect(href(`${base}/about/investors/2?year=2024`)).toBe(`${base}/about/investors/2?year=2024`);
    expect(href('http://candidate-th.localhost:8787/th/career-advice/article/x?year=2024')).toBe(
      'http://candidate-th.localhost:8787/th/career-advice/article/x',
    );
  });

  it('reads a Data Lab selection as the route reads it: trimmed, each option once, sorted, dependents cleared', () => {
    const dataLab = 'http://employer-au.localhost:8787/au/talent-attraction-lab/data-lab';
    const one = `${dataLab}?primaryDriver=Industry&primaryDriverOptions=Accounting`;
    for (const query of [
      'primaryDriverOptions=Accounting&x=1&primaryDriver=Industry',
      'primaryDriver=Industry&primaryDriverOptions=Accounting_',
      'primaryDriver=Industry&primaryDriverOptions=_Accounting__',
      'primaryDriver=+Industry+&primaryDriverOptions=+Accounting',
      'primaryDriver=Industry&primaryDriverOptions=Accounting&primaryDriverOptions=Accounting',
      'primaryDriver=Industry&primaryDriverOptions=Accounting&secondaryDriver=null',
      'primaryDriver=Industry&primaryDriverOptions=Accounting&secondaryDriver=Industry',
      'primaryDriver=Industry&primaryDriver=Gender&primaryDriverOptions=Accounting',
    ]) {
      expect(href(`${dataLab}?${query}`), query).toBe(one);
    }
    expect(href(`${dataLab}?primaryDriver=Industry&primaryDriverOptions=Construction_Accounting`)).toBe(
      `${dataLab}?primaryDriver=Industry&primaryDriverOptions=Accounting_Construction`,
    );
    expect(
      href(
        `${dataLab}?primaryDriver=Industry&primaryDriverOptions=Construction&primaryDriverOptions=Accounting`,
      ),
    ).toBe(`${dataLab}?primaryDriver=Industry&primaryDriverOptions=Accounting_Construction`);
    // All respondents is the page without a query; options of a disabled driver are cleared.
    expect(href(`${dataLab}?primaryDriver=All&primaryDriverOptions=Accounting`)).toBe(dataLab);
    expect(href(dataLab)).toBe(dataLab);
    expect(href(`${dataLab}?primaryDriver=`)).toBe(`${dataLab}?primaryDriver=`);
    expect(address(`${dataLab}?primaryDriver=Industry&primaryDriverOptions=A,B`).storable).toBe(false);
    expect(address(`${dataLab}?primaryDriver=${'x'.repeat(201)}`).storable).toBe(false);
    // The Thai page is /th/th/…; on the th site /th/talent-attraction-lab/… is the English page of country th.
    const thai = 'http://employer-th.localhost:8787/th/th/talent-attraction-lab/data-lab';
    expect(href(`${thai}?primaryDriverOptions=B_A&primaryDriver=Industry`)).toBe(
      `${thai}?primaryDriver=Industry&primaryDriverOptions=A_B`,
    );
    const english = 'http://employer-th.localhost:8787/th/talent-attraction-lab/data-lab';
    expect(href(`${english}?primaryDriver=Industry&primaryDriverOptions=A`)).toBe(
      `${english}?primaryDriver=Industry&primaryDriverOptions=A`,
    );
  });

  it('finds the route of every page type of the route table', () => {
    const route = (path: string) => routeQueryReader(path)(new URLSearchParams('year=2024')).params.length;
    expect(route('/about/investors')).toBe(1);
    expect(route('/th/about')).toBe(1);
    expect(route('/page/hiring-outlook')).toBe(1);
    expect(route('/career-advice/article/x')).toBe(0);
    expect(route('/id/hiring-advice/category/x/3')).toBe(0);
    expect(route('/th')).toBe(0);
  });

  it('keys the salary and job-growth page by a known industry, on that page only (spec §2, §3 industry ids)', () => {
    const base = 'http://candidate-au.localhost:8787';
    const salary = `${base}/market-insights/salary-insights`;
    expect(href(`${salary}?industry=1200&utm=x`)).toBe(`${salary}?industry=1200`);
    const thai = 'http://candidate-th.localhost:8787/th/market-insights/salary-insights';
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
});

describe('canonicalOrigin', () => {
  it('names the default host for a Host the sites table lacks', () => {
    expect(canonicalOrigin('http://attacker.example:8787/x', 'candidate-au.localhost')).toBe(
      'http://candidate-au.localhost:8787',
    );
  });

  it('names a production host over https without a port, whatever the request came in on', () => {
    for (const url of [
      'https://talent.seek.com.au/x',
      'http://talent.seek.com.au/x',
      'https://talent.seek.com.au:8443/x',
      'https://TALENT.seek.com.au./x',
    ]) {
      expect(canonicalOrigin(url, 'www.seek.com.au', '8787'), url).toBe('https://talent.seek.com.au');
    }
  });
});

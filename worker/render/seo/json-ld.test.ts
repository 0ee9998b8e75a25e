import { describe, expect, it } from 'vitest';

import { sites } from '../../site/sites';

import { withXDefault } from './alternates';
import { breadcrumbListLd, scriptSafeJson } from './json-ld';

const candidateTh = sites.find((s) => s.name === 'candidate-th')!;

describe('scriptSafeJson', () => {
  it('cannot close its script element or open a comment, and is still the same JSON', () => {
    const value = { headline: '</script><script>alert(1)</script> <!-- & \u2028' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('breadcrumbListLd', () => {
  it('follows the visible breadcrumbs; the unlinked last one has no address', () => {
    expect(
      breadcrumbListLd(
        [
          { text: 'Career advice', href: '/th/career-advice' },
          { text: 'พัฒนาอาชีพ', href: null },
        ],
        'https://th.jobsdb.com',
      ),
    ).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 1,
            name: 'Career advice',
            item: 'https://th.jobsdb.com/th/career-advice',
          },
          { '@type': 'ListItem', position: 2, name: 'พัฒนาอาชีพ' },
        ],
      },
    ]);
  });

  it('is left out for a trail of one, which Google does not take as breadcrumbs', () => {
    expect(breadcrumbListLd([{ text: 'About', href: null }], 'https://th.jobsdb.com')).toEqual([]);
  });
});

describe('withXDefault', () => {
  it("adds x-default at the site's default language version", () => {
    const links = [
      { hreflang: 'th-TH', href: 'https://th.jobsdb.com/th/about' },
      { hreflang: 'en-TH', href: 'https://th.jobsdb.com/about' },
    ];
    expect(withXDefault(links, candidateTh)).toEqual([
      ...links,
      { hreflang: 'x-default', href: 'https://th.jobsdb.com/about' },
    ]);
  });

  it('gives a page in one language, or none, no set', () => {
    const thaiOnly = [{ hreflang: 'th-TH', href: 'https://th.jobsdb.com/th/x' }];
    expect(withXDefault(thaiOnly, candidateTh)).toEqual([]);
    expect(withXDefault([], candidateTh)).toEqual([]);
  });
});

import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { forgetNotFound } from '../../cache/not-found';
import { withContext } from '../test-context';

import { loadSection } from './load-section';

describe('loadSection', () => {
  it('reads a section with its header: logo, links with sub-links resolved to routes', async () => {
    const { result, error } = await withContext('http://candidate-th.localhost/x', (c) =>
      loadSection(c, 'career-advice'),
    );
    expect(error).toBeUndefined();
    expect(result).toMatchObject({
      sectionName: 'career-advice',
      displayName: 'Career advice',
      theme: 'seekJobs',
      parentSection: null,
    });
    const header = result!.headerOptions!;
    expect(header.hideHeader).toBe(false);
    expect(header.logo?.url?.startsWith(`${env.CMS_ASSET_HOST}/resize=fit:max`)).toBe(true);
    expect(header.links.map((l) => [l.text, l.href])).toEqual([
      ['Job search', 'https://th.jobsdb.com/jobs'],
      ['Career advice', '/career-advice'],
      ['Market insights', '/market-insights'],
    ]);
    expect(header.links[1]!.subLinks[0]).toMatchObject({
      text: 'Career development',
      href: '/career-advice/category/career-development',
    });
  });

  it('skips footer links of another locale when skipDefaultLocale is set', async () => {
    const english = await withContext('http://candidate-th.localhost/x', (c) =>
      loadSection(c, 'career-advice'),
    );
    const englishLinks = english.result!.footerOptions!.links;
    expect(englishLinks.map((l) => l.text)).toContain('English privacy notice');
    expect(englishLinks.every((l) => l.locale === 'en_TH')).toBe(true);

    const thai = await withContext('http://candidate-th.localhost/th/x', (c) =>
      loadSection(c, 'career-advice'),
    );
    const thaiLinks = thai.result!.footerOptions!.links;
    expect(thaiLinks.every((l) => l.locale === 'th_TH')).toBe(true);
    expect(thaiLinks.map((l) => l.text).slice(0, 4)).toEqual([
      'เกี่ยวกับเรา',
      'ข้อกำหนดและเงื่อนไข',
      'ศูนย์ช่วยเหลือ',
      'นโยบายความเป็นส่วนตัว',
    ]);
    expect(thaiLinks.map((l) => l.text)).not.toContain('English privacy notice');
    // Internal links get the /th prefix on Thai pages.
    expect(thai.result!.headerOptions!.links[1]!.href).toBe('/th/career-advice');
  });

  it('reads the header and section name in the language of the page', async () => {
    const { result } = await withContext('http://candidate-th.localhost/th/x', (c) =>
      loadSection(c, 'career-advice'),
    );
    expect(result!.displayName).toBe('คำแนะนำด้านอาชีพ');
    expect(result!.headerOptions!.links.map((l) => l.text)[0]).toBe('หางาน');
    expect(result!.headerOptions!.links[1]!.subLinks[0]).toMatchObject({
      text: 'พัฒนาอาชีพ',
      href: '/th/career-advice/category/career-development',
    });
  });

  it('keeps every footer link when skipDefaultLocale is not set', async () => {
    const { result } = await withContext('http://candidate-au.localhost/x', (c) => loadSection(c, 'about'));
    expect(result!.footerOptions!.links.length).toBeGreaterThan(0);
  });

  it('answers null for a section the site does not have, remembered by the isolate only, never in KV', async () => {
    const first = await withContext('http://employer-ph.localhost/x', (c) =>
      loadSection(c, 'no-such-section'),
    );
    expect(first.result).toBeNull();
    expect(first.cache).toBe('miss');
    // Asked again within NOT_FOUND_SECONDS, the isolate answers from memory (worker/cache/not-found.ts)…
    const second = await withContext('http://employer-ph.localhost/x', (c) =>
      loadSection(c, 'no-such-section'),
    );
    expect(second.result).toBeNull();
    expect(second.cache).toBe('hit');
    // …but nothing was stored: once the isolate forgets, the CMS is asked again.
    forgetNotFound();
    const third = await withContext('http://employer-ph.localhost/x', (c) =>
      loadSection(c, 'no-such-section'),
    );
    expect(third.cache).toBe('miss');
  });
});

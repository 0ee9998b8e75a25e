import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { createApp } from '../app';

const app = createApp();
const page = async (url: string) => {
  const res = await app.request(url, {}, env);
  return { res, html: await res.text() };
};
const title = (html: string) => html.match(/<title>(.*?)<\/title>/)?.[1];
const h1 = (html: string) => html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1];

describe('GET / (home page from the CMS)', () => {
  it('renders the candidate-au home: title, blocks and the candidate header and footer', async () => {
    const { res, html } = await page('http://candidate-au.localhost:8787/');
    expect(res.status).toBe(200);
    expect(title(html)).toBe('Home | SEEK');
    // The hero's heading is the one h1; the CMS title 'Home' names nothing (it stays the <title>).
    expect(h1(html)).toBe('Find your next step');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('<header');
    expect(html).toContain('aria-label="Main navigation"');
    expect(html).toContain('Interview tips');
    expect(html).toContain('data-island="Accordion"');
    expect(html).toContain('<footer');
    expect(html).not.toContain('Post a job ad');
    expect(html).not.toContain('aria-label="Language"');
    expect(html).toContain('<meta name="description" content="Career advice, tools and insights."/>');
    // The newest article has an empty body (spec §5: not found): the latest articles leave it out.
    expect(html).not.toContain('salary-guide-coming-soon');
    expect(html.match(/href="\/career-advice\/article\//g)?.length ?? 0).toBeGreaterThanOrEqual(4);
  });

  it('renders the employer-au home with the employer header and its call to action', async () => {
    const { res, html } = await page('http://employer-au.localhost:8787/');
    expect(res.status).toBe(200);
    expect(title(html)).toBe('Home | SEEK Employer');
    expect(html).toMatch(
      /<a[^>]*href="https:\/\/www\.seek\.com\.au\/employer\/post-a-job"[^>]*>.*?Post a job ad/s,
    );
    // The logo link reads 'SEEK Employer' and, visually hidden, 'Home'.
    expect(html).toMatch(/<a[^>]*href="\/"><img[^>]*alt="SEEK"[^>]*\/> <span[^>]*>Employer<\/span>/);
  });

  it('renders the Thai home under /th with Thai title, lang and the language switcher', async () => {
    const { res, html } = await page('http://candidate-th.localhost:8787/th/');
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="th-TH"');
    expect(title(html)).toBe('หน้าแรก | Jobsdb');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>English<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/th\/"[^>]*aria-current="page"[^>]*>ภาษาไทย<\/a>/);
    expect(html).not.toContain('Bahasa');
  });

  it('writes the Thai and Indonesian homes in their language: banners, cards, footer', async () => {
    const th = (await page('http://candidate-th.localhost:8787/th/')).html;
    for (const text of [
      'ก้าวต่อไปในอาชีพของคุณ',
      'รู้คุณค่าของตัวเอง',
      'สำรวจ',
      'อ่านเพิ่มเติม',
      '© Jobsdb 2025 สงวนลิขสิทธิ์',
    ]) {
      expect(th).toContain(text);
    }
    for (const text of [
      'Find your next step',
      'Know your worth',
      'Explore',
      'Read more',
      'All rights reserved',
    ]) {
      expect(th).not.toContain(`>${text}<`);
    }
    const id = (await page('http://candidate-id.localhost:8787/id/')).html;
    for (const text of [
      'Temukan langkah Anda berikutnya',
      'Jelajahi',
      'Hak cipta dilindungi undang-undang',
    ]) {
      expect(id).toContain(text);
    }
    expect(id).not.toContain('>© Jobstreet 2025. All rights reserved.<');
    // The English home of the same site stays English.
    expect((await page('http://candidate-th.localhost:8787/')).html).toContain('Find your next step');
  });

  it('offers Bahasa on the Indonesian site', async () => {
    const { html } = await page('http://candidate-id.localhost:8787/');
    expect(html).toMatch(/<a[^>]*href="\/id\/"[^>]*>Bahasa<\/a>/);
  });

  it('gives the root candidate site no header (nor its islands), a copyright footer and the page-view analytics', async () => {
    const { res, html } = await page('http://candidate.localhost:8787/');
    expect(res.status).toBe(200);
    expect(html).not.toContain('<header');
    expect(html).toMatch(/<footer[^>]*>.*Copyright © \d{4} SEEK\. All rights reserved\..*<\/footer>/s);
    // No header islands; the page view is sent on every page type.
    const islands = [...html.matchAll(/data-island="(\w+)"/g)].map(([, name]) => name);
    expect(islands).toContain('PageViewTracker');
    expect(islands).not.toContain('MobileMenu');
    expect(islands).not.toContain('AccountHeader');
  });

  it('hides header and footer with the native-embed flag', async () => {
    const { res, html } = await page('http://candidate-au.localhost:8787/?nativeEmbed=true');
    expect(res.status).toBe(200);
    expect(html).not.toContain('<header');
    expect(html).not.toContain('<footer');
    expect(h1(html)).toBe('Find your next step');
    // No header islands; the page view is sent on every page type.
    const islands = [...html.matchAll(/data-island="(\w+)"/g)].map(([, name]) => name);
    expect(islands).toContain('PageViewTracker');
    expect(islands).not.toContain('MobileMenu');
    expect(islands).not.toContain('AccountHeader');
  });

  it('links the language versions with hreflang, a canonical URL and Open Graph tags', async () => {
    const { html } = await page('http://candidate-th.localhost:8787/th/?utm_source=x');
    expect(html).toContain('<link rel="canonical" href="http://candidate-th.localhost:8787/th/"/>');
    expect(html).toContain(
      '<link rel="alternate" hrefLang="en-TH" href="http://candidate-th.localhost:8787/"/>',
    );
    expect(html).toContain(
      '<link rel="alternate" hrefLang="th-TH" href="http://candidate-th.localhost:8787/th/"/>',
    );
    expect(html).toContain('<meta property="og:type" content="website"/>');
    expect(html).toContain('<meta property="og:title" content="หน้าแรก | Jobsdb"/>');
    expect(html).toContain('<meta property="og:url" content="http://candidate-th.localhost:8787/th/"/>');
    // Every page has a sharing image (the brand's when the entry has none): a large card.
    expect(html).toMatch(/<meta property="og:image" content="[^"]+"\/>/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  });

  it('needs no hreflang on a site with one language', async () => {
    const { html } = await page('http://candidate-au.localhost:8787/');
    expect(html).not.toContain('rel="alternate"');
    expect(html).toContain('<link rel="canonical" href="http://candidate-au.localhost:8787/"/>');
  });
});

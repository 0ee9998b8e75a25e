import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { createApp } from '../app';
import { previewCookie } from '../content/test-context';
import { PREVIEW_COOKIE } from '../preview/cookie';

const app = createApp();
const au = 'http://candidate-au.localhost:8787';

const jobAdArticle = 'clw6qwlry02bv9imt42gpcln7'; // employer_au; its draft has a new excerpt
const thaiJobAdArticle = 'clvlvn2ool1b2472tsl8xb5vn'; // employer_th, en_TH and th_TH
const draftOnlyCandidateArticle = 'cl12an06hjxmnuet5jgrmxcp5';
const aboutPage = 'cliyb1fjst44stcnoedboimgm'; // candidate_au
const adviceLandingPage = 'clwp6lsw0ln38iuu54jahqcp7'; // candidate_au, section career-advice

const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await app.request(`${au}${path}`, { headers }, env);
  return { res, html: await res.text() };
};

/** The links of the preview table, in order. */
const tableLinks = (html: string) =>
  [...html.matchAll(/<a href="([^"]+)"[^>]*target="_blank"[^>]*rel="noopener"/g)].map((m) =>
    m[1]!.replaceAll('&amp;', '&'),
  );

const expectEditorOnly = (res: Response) => {
  expect(res.headers.get('cache-control')).toMatch(/^private, no-store/);
  expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  expect(res.headers.get('vary')).toContain('Cookie');
};

describe('page/view/{id}: published preview list', () => {
  it('lists the published views of a page, never indexed nor stored', async () => {
    const { res, html } = await page(`/page/view/${aboutPage}`);
    expect(res.status).toBe(200);
    expectEditorOnly(res);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toMatch(/<h1[^>]*>Published View\(s\) are available for this Page\.<\/h1>/);
    expect(html).toContain('aria-label="Views of this entry"');
    expect(html).toMatch(/<th[^>]*scope="col"[^>]*>.*Locale/);
    expect(tableLinks(html)).toEqual([`${au}/about`]);
  });

  it('lists every locale of an article, on its own site, with no draft id', async () => {
    const { res, html } = await page(`/page/view/${thaiJobAdArticle}?draft=1`, await previewCookie());
    expect(res.status).toBe(200);
    expect(html).toContain('Published View(s) are available for this Article.');
    expect(tableLinks(html)).toEqual([
      'http://employer-th.localhost:8787/hiring-advice/article/how-to-write-a-job-ad',
      'http://employer-th.localhost:8787/th/hiring-advice/article/how-to-write-a-job-ad',
    ]);
    expect(res.headers.get('x-preview-entry-id')).toBeNull();
  });

  it('answers 404 with the id and every reason for an id that is not valid', async () => {
    const { res, html } = await page('/page/view/not-an-entry-id');
    expect(res.status).toBe(404);
    expectEditorOnly(res);
    expect(html).toContain('Preview is not available for this entry.');
    expect(html).toContain('not-an-entry-id');
    expect(html).toContain('Why is there no preview available?');
    expect(html).toMatch(/data-reason="invalid-id" data-current="true"/);
    expect(html).not.toContain('<table');
  });

  it('says nothing is published for an entry that exists only as a draft', async () => {
    const { res, html } = await page(`/page/view/${draftOnlyCandidateArticle}`);
    expect(res.status).toBe(404);
    expect(html).toMatch(/data-reason="not-published" data-current="true"/);
  });
});

describe('page/preview/{id}: draft preview list', () => {
  it('lists the draft views with the draft id on each link for an editor', async () => {
    const { res, html } = await page(`/page/preview/${jobAdArticle}`, await previewCookie());
    expect(res.status).toBe(200);
    expectEditorOnly(res);
    expect(res.headers.get('x-preview-entry-id')).toBe(jobAdArticle);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toMatch(/<h1[^>]*>Draft View\(s\) are available for this Article\.<\/h1>/);
    expect(tableLinks(html)).toEqual([
      `http://employer-au.localhost:8787/hiring-advice/article/how-to-write-a-job-ad?draft=${jobAdArticle}`,
    ]);
  });

  it('leaves the draft id off links in the career-advice section', async () => {
    const { res, html } = await page(`/page/preview/${adviceLandingPage}`, await previewCookie());
    expect(res.status).toBe(200);
    expect(html).toContain('Draft View(s) are available for this Page.');
    expect(tableLinks(html)).toEqual([`${au}/career-advice`]);
  });

  it('explains a draft candidate article has no preview list', async () => {
    const { res, html } = await page(`/page/preview/${draftOnlyCandidateArticle}`, await previewCookie());
    expect(res.status).toBe(200);
    expect(html).toMatch(/data-reason="candidate-article-or-sara-page" data-current="true"/);
  });

  it('answers the ordinary 404 with the id, reading no draft, without a valid preview token', async () => {
    const withoutToken: Record<string, string>[] = [{}, { cookie: `${PREVIEW_COOKIE}=forged.token` }];
    for (const headers of withoutToken) {
      const { res, html } = await page(`/page/preview/${jobAdArticle}?draft=1`, headers);
      expect(res.status).toBe(404);
      expectEditorOnly(res);
      // Only the published site section was read for the frame; a draft read would report 'bypass'.
      expect(res.headers.get('x-content-cache')).not.toBe('bypass');
      expect(html).toContain(jobAdArticle);
      expect(html).toContain('Page not found');
      expect(html).not.toContain('how-to-write-a-job-ad');
      expect(html).not.toContain('View(s) are available');
    }
    // The same answer for an id that names nothing: no oracle for which entries have drafts.
    const unknown = await page('/page/preview/clzzzzzzzzzzzzzzzzzzzzzzz');
    expect(unknown.res.status).toBe(404);
    expect(unknown.html.replaceAll('clzzzzzzzzzzzzzzzzzzzzzzz', jobAdArticle)).toBe(
      (await page(`/page/preview/${jobAdArticle}`)).html,
    );
  });

  it('is served under the language prefix, in the language', async () => {
    const res = await app.request(
      `http://employer-th.localhost:8787/th/page/preview/${thaiJobAdArticle}`,
      { headers: await previewCookie() },
      env,
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('มีมุมมองฉบับร่างสำหรับบทความนี้');
  });
});

import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { createApp } from '../app';
import { islandProps } from '../test/island-props';

/** Each interactive block type rendered from the seeded pages (kv-seed/content), as a reader's browser gets it. */
const app = createApp();
const get = async (url: string) => {
  const res = await app.request(url, { redirect: 'manual' }, env);
  return { res, html: await res.text() };
};
const candidateAu = 'http://candidate-au.localhost:8787';
const employerAu = 'http://employer-au.localhost:8787';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('interactive blocks from the seeded pages', () => {
  it('our team: counters at their numbers, team members with Show more, testimonials of three per slide', async () => {
    const { res, html } = await get(`${candidateAu}/about/our-team`);
    expect(res.status).toBe(200);
    const counters = islandProps(html, 'NumericalCounter');
    expect(counters.map((c) => [c.value, c.unit, c.durationMs, c.animate])).toEqual([
      [2.4, 'M', 2000, true],
      [350, '+', 1500, true],
      [92, '%', 2500, true],
    ]);
    // Rendered at the number, so readers without script and search engines see it.
    expect(text(html)).toContain('2.4M');
    expect(text(html)).toContain('Monthly visits');

    const members = islandProps(html, 'TeamMemberDescription');
    expect(members).toHaveLength(3);
    expect(html).toContain('Priya Natarajan');
    expect(text(html)).toContain('Show more');
    expect(html).toMatch(
      new RegExp(`<img[^>]*src="${env.CMS_ASSET_HOST}/resize=fit:crop,width:320,height:320/`),
    );

    const [carousel] = islandProps(html, 'TestimonialCarousel');
    const testimonials = carousel?.testimonials as { author: string }[];
    // The seeded testimonial without a company is left out (spec §5).
    expect(testimonials.map((t) => t.author)).toHaveLength(7);
    expect(testimonials.map((t) => t.author)).not.toContain('Anonymous');
    expect(html).toContain('aria-roledescription="carousel"');
    // Slide 1 of 3 shown, the others hidden, and no previous button on the first slide.
    const testimonialsHtml = html.slice(html.indexOf('aria-label="What readers tell us"'));
    expect(testimonialsHtml.match(/aria-roledescription="slide"/g)).toHaveLength(3);
    expect(testimonialsHtml).toMatch(/aria-label="Previous slide"[^>]*hidden=""/);
    // The office gallery is the carousel variant: three slides of three images, then one.
    const [gallery] = islandProps(html, 'GalleryCarousel');
    expect(gallery).toMatchObject({ label: 'Life at our Melbourne office', columns: 3 });
    expect(gallery?.images).toHaveLength(7);
  });

  it('videos and guides: video frames, the dialog group without the video it cannot embed, tabs and topics', async () => {
    const { res, html } = await get(`${candidateAu}/career-advice/videos-and-guides`);
    expect(res.status).toBe(200);
    const [frame] = islandProps(html, 'VideoFrame');
    expect(frame?.video).toEqual({
      source: 'Brightcove',
      videoId: '6312345678112',
      embedUrl:
        'https://players.brightcove.net/6087226211001/default_default/index.html?videoId=6312345678112',
    });
    const [dialog] = islandProps(html, 'VideoDialog');
    const videos = dialog?.videos as { title: string; video: { source: string; embedUrl: string } }[];
    expect(videos.map((v) => v.title)).toEqual([
      'Negotiating your salary with confidence',
      'Writing a resume that gets noticed',
      'Preparing for a video interview',
    ]);
    expect(videos[2]?.video.embedUrl).toBe('https://www.youtube-nocookie.com/embed/Xq3Kx6ozR1E');
    expect(html).not.toContain('Our webinar recording');

    // Tabs: every panel's rich text is in the page, each under its name (shown so where no script runs); only
    // the first is shown to a reader with script.
    expect(html).toContain('role="tablist"');
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Resume</);
    expect(text(html)).toContain('Tailor the first third to the job ad');
    expect(html).toMatch(
      /role="tabpanel"[^>]*hidden=""[^>]*>\s*<p[^>]*>Cover letter<\/p>\s*<div data-slot="[^"]+">.*Three short paragraphs/s,
    );

    // Topic list: the default topic is the first; its cards show category, date and reading time.
    const [topics] = islandProps(html, 'TopicList');
    expect(topics?.defaultTopicId).toBe((topics?.topics as { id: string }[])[0]?.id);
    expect(
      (topics?.topics as { name: string; articleCount: number }[]).map((t) => [t.name, t.articleCount]),
    ).toEqual([
      ['Getting the job', 5],
      ['Pay and progression', 4],
      ['Wellbeing at work', 3],
    ]);
    expect(html).toContain('href="/career-advice/article/how-to-write-a-resume"');
    expect(text(html)).toMatch(/\d+ min read/);
  });

  it('investors: the paginated document list with a year filter, and a short one without either, on the server', async () => {
    const { res, html } = await get(`${employerAu}/about/investors`);
    expect(res.status).toBe(200);
    expect(html).not.toContain('data-island="DocumentList"');
    const [reports, governance] = html
      .split('data-block=')
      .filter((part) => part.startsWith('"DocumentList"'))
      .map(text);
    // The first page: 20 documents, newest first, a link to page 2, the years newest first.
    expect(reports).toContain('Showing 1–20 of 39 documents');
    expect(reports).toMatch(/Third-quarter trading update 2025 .*15 Apr 2025/);
    expect(html).toContain('href="/about/investors/2"');
    expect(html).toContain('<option value="2021">2021</option>');
    expect(governance).toContain('Showing 1–5 of 5 documents');
    expect(governance).not.toContain('Year');
  });

  it('the research frame opens the research page, on the Thai site with its Thai title', async () => {
    const { html } = await get(`${candidateAu}/market-insights/research-report`);
    const [frame] = islandProps(html, 'ResearchFrame');
    expect(frame).toEqual({
      title: 'About the research',
      src: '/research/about-the-research.html',
      height: 900,
    });
    expect(html).toMatch(
      /<iframe[^>]*src="\/research\/about-the-research\.html"[^>]*title="About the research"/,
    );
    const thai = await get('http://candidate-th.localhost:8787/th/market-insights/research-report');
    expect(thai.res.status).toBe(200);
    expect(islandProps(thai.html, 'ResearchFrame')[0]?.title).toBe('เกี่ยวกับงานวิจัย');
  });

  it('the accordion group renders header buttons, collapsed, with the answers in the page', async () => {
    const { html } = await get(`${candidateAu}/about`);
    expect(islandProps(html, 'Accordion')[0]?.items).toEqual([
      { id: expect.any(String), label: 'How do I contact customer service?' },
      { id: expect.any(String), label: 'Where can I read about your privacy practices?' },
    ]);
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>How do I contact customer service\?/);
    expect(html).toMatch(/role="region"[^>]*hidden=""/);
    expect(text(html)).toContain('Use the contact form in our help centre');
  });
});

describe('GET /api/video/:videoId', () => {
  it("answers a Brightcove video's info with the poster on the video API's host", async () => {
    const res = await app.request('http://candidate-au.localhost:8787/api/video/6312345678112', {}, env);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('stale-if-error=86400');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ name: "How to answer 'Tell me about yourself'", duration: 214000 });
    expect(body.poster).toBe(`${env.VIDEO_API}/assets/videos/6312345678112/poster.jpg`);
  });

  it('answers 404 for an unknown video and 400 for an id that is not a number', async () => {
    const missing = await app.request('http://candidate-au.localhost:8787/api/video/1234', {}, env);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Video not found', videoId: '1234' });
    const bad = await app.request('http://candidate-au.localhost:8787/api/video/abc%3Cscript%3E', {}, env);
    expect(bad.status).toBe(400);
    const answer = await bad.text();
    expect(answer).toMatch(/Invalid video id/);
    expect(answer).not.toMatch(/abc|script|</); // the input is never echoed
  });
});

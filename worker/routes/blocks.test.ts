/**
 * A render test per block type that needs no JavaScript (spec §2 "Banners and blocks"), from the seeded corpus
 * through the content stand-in, the page loaders and the block renderers: each block is found on its page by
 * `data-block` with the text a reader sees. The blocks that hydrate have theirs in interactive-blocks.test.ts.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { blockTypenames } from '../../model/blocks/registry';
import { createApp } from '../app';

const app = createApp();
const get = async (site: string, path: string) => {
  const res = await app.request(`http://${site}.localhost:8787${path}`, {}, env);
  return { res, html: await res.text() };
};

// The markup of one block: from its data-block marker to the next one (or the end of the page).
function blockHtml(html: string, typename: string, containing: string): string | undefined {
  const parts = html.split(/(?=<div data-block=")/);
  return parts.find((part) => part.startsWith(`<div data-block="${typename}"`) && part.includes(containing));
}

// The block types whose renderer marks its markup with `data-block` (ui/blocks/renderers.tsx, `marked`).
const markedTypenames = [
  'Gallery',
  'ArticleBanner',
  'IconBlock',
  'IconBlockGroup',
  'ImageBlockGroup',
  'StepBlockGroup',
  'AccordionList',
  'Disclosure',
  'LatestArticlesByCategory',
  'CustomComponent',
  'Alert',
  'ProfileBio',
  'KeySteps',
  'BannerItemList',
  'TipsCardGroup',
  'BreadcrumbTrail',
  'CardBlock',
  'JobAdCardGroup',
  'ArticleCardGroup',
  'TopicArticleGroup',
  'CategorySection',
  'PodcastBanner',
  'LatestArticles',
  'EmbeddedItem',
];

const cases: [typename: string, site: string, path: string, text: string][] = [
  ['Gallery', 'employer-au', '/sara-awards', 'Last year’s winners'],
  ['ArticleBanner', 'candidate-au', '/', 'Read the guide'],
  ['IconBlock', 'employer-au', '/sara-awards', 'How entries are judged'],
  ['IconBlockGroup', 'candidate-au', '/', 'Why job seekers use SEEK'],
  ['ImageBlockGroup', 'candidate-au', '/market-insights', 'Fastest growing jobs'],
  ['StepBlockGroup', 'candidate-au', '/career-advice', 'Land your next role in four steps'],
  ['AccordionList', 'candidate-au', '/about', 'How do I reset my password?'],
  ['Disclosure', 'candidate-au', '/about', 'Read our history'],
  ['LatestArticlesByCategory', 'candidate-au', '/market-insights', 'More in Pay and salary'],
  ['CustomComponent', 'employer-au', '/', 'Explore the Data Lab'],
  ['Alert', 'candidate-au', '/market-insights', 'Data updated monthly'],
  ['ProfileBio', 'candidate-au', '/about', 'Ian Narev'],
  ['KeySteps', 'candidate-au', '/market-insights', 'Know the pay range'],
  ['BannerItemList', 'candidate-au', '/about', 'Media enquiries'],
  ['TipsCardGroup', 'employer-au', '/market-insights', 'Download the report'],
  ['BreadcrumbTrail', 'employer-au', '/sara-awards', '2025 finalists'],
  ['CardBlock', 'employer-au', '/', 'Need help choosing?'],
  ['JobAdCardGroup', 'employer-au', '/', 'Up to 80 candidate invitations'],
  ['ArticleCardGroup', 'candidate-au', '/career-advice', 'Editor&#x27;s picks'],
  ['TopicArticleGroup', 'candidate-au', '/career-advice', 'Resumes and cover letters'],
  ['CategorySection', 'candidate-au', '/', 'Browse by topic'],
  ['PodcastBanner', 'candidate-au', '/', 'Listen on Apple Podcasts'],
  ['LatestArticles', 'candidate-au', '/', 'Latest career advice'],
  ['EmbeddedItem', 'employer-au', '/', 'Compare Basic, Advanced and Premium ads'],
];

describe('blocks from the seeded corpus', () => {
  it('has a case for every block type drawn in a data-block marker, and only cases of registered types', () => {
    const typenames = cases.map(([typename]) => typename);
    expect(typenames).toEqual(expect.arrayContaining([...markedTypenames]));
    expect([...blockTypenames]).toEqual(expect.arrayContaining(typenames));
  });

  it.each(cases)('renders %s on %s%s', async (typename, site, path, text) => {
    const { res, html } = await get(site, path);
    expect(res.status).toBe(200);
    expect(blockHtml(html, typename, text)).toBeDefined();
  });

  it('lists real articles, newest first, in latest-articles blocks', async () => {
    const { html } = await get('candidate-au', '/');
    const block = blockHtml(html, 'LatestArticles', 'Latest career advice') ?? '';
    // Articles of every section: the careers subsection's article is among the newest.
    const links = [...block.matchAll(/href="(\/[\w/-]*\/article\/[^"]+)"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThanOrEqual(3);
    expect(block).not.toContain('placeholder-article');
    const dates = [...block.matchAll(/dateTime="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('hands the search box, share bar and forms to their islands', async () => {
    const home = await get('candidate-au', '/');
    expect(blockHtml(home.html, 'CustomComponent', 'data-island="SearchBox"')).toBeDefined();
    const insights = await get('candidate-au', '/market-insights');
    expect(blockHtml(insights.html, 'CustomComponent', 'data-island="ShareBar"')).toContain(
      'http://candidate-au.localhost:8787/market-insights',
    );
    const employer = await get('employer-au', '/market-insights');
    expect(blockHtml(employer.html, 'EmbeddedItem', 'data-island="CmsForm"')).toContain(
      'Get the latest hiring insights',
    );
  });

  it("gives the Data Lab embed the landing form, submitting to the results of the site's country", async () => {
    for (const [site, path, action] of [
      ['employer-au', '/', '/au/talent-attraction-lab/data-lab'],
      ['employer-th', '/th/', '/th/th/talent-attraction-lab/data-lab'],
    ] as const) {
      const { html } = await get(site, path);
      const block = blockHtml(html, 'CustomComponent', 'data-island="DataLabFilters"') ?? '';
      expect(block, site).toContain(`action="${action}"`);
      expect(block, site).toContain('name="primaryDriver"');
      expect(block, site).toContain(`href="${action}"`);
    }
  });

  it('sanitises an embedded HTML snippet', async () => {
    const { html } = await get('employer-au', '/market-insights');
    const block = blockHtml(html, 'EmbeddedItem', 'Employment snapshot') ?? '';
    expect(block).toContain('<td>Healthcare &amp; Medical</td>');
    expect(block).not.toMatch(/<script|onclick|hacked/);
  });

  it(
    'renders the employer and candidate tools on their seeded pages, no "coming soon" frame',
    { timeout: 30_000 },
    async () => {
      const pages: [string, string, string, RegExp][] = [
        [
          'candidate-au',
          '/market-insights',
          'data-widget="profileVisibilityCards"',
          /Standard \(recommended\).*?View CV.*?CV not available/s,
        ],
        [
          'employer-au',
          '/about',
          'data-form="bug-bounty"',
          /data-form="bug-bounty".*?data-island="CmsForm".*?Send report/s,
        ],
        ['employer-au', '/hiring-advice', 'data-widget="interviewBuilder"', /data-island="InterviewBuilder"/],
        [
          'employer-th',
          '/th/hiring-advice',
          'data-widget="interviewBuilder"',
          /data-island="InterviewBuilder"[^>]*อะไรที่ทำให้คุณสนใจ/,
        ],
        [
          'employer-au',
          '/',
          'data-widget="jobAdFeatureChart"',
          /<table[^>]*>.*?Candidate invitations.*?>20<.*?>30<.*?>80</s,
        ],
      ];
      for (const [site, path, marker, shows] of pages) {
        const { res, html } = await get(site, path);
        expect(res.status, `${site}${path}`).toBe(200);
        expect(html, `${site}${path}`).toContain(marker);
        expect(html, `${site}${path}`).toMatch(shows);
        expect(html, `${site}${path}`).not.toContain('This tool is coming soon');
      }
    },
  );

  it('renders inline banners with a video link and with a custom component', async () => {
    const employer = await get('employer-au', '/');
    expect(employer.html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(employer.html).toContain('Watch the video');
    const advice = await get('candidate-au', '/career-advice');
    expect(advice.html).toMatch(/Find advice for your situation.*?data-island="SearchBox"/s);
  });

  it('themes the awards pages of both themes', async () => {
    const sara = await get('employer-au', '/sara-awards');
    expect(sara.res.status).toBe(200);
    expect(sara.html).toContain('SARA: SEEK Annual Recruitment Awards');
    const star = await get('employer-my', '/star-awards');
    expect(star.res.status).toBe(200);
    expect(star.html).toContain('Best Candidate Experience');
  });

  it('renders custom article embeds by title, and -- for an unknown title', async () => {
    // The insights embeds (HIGHEST_PAYING_JOBS …) show their figures: worker/insights/insights.test.ts.
    const { html } = await get('candidate-au', '/career-advice/article/salary-negotiation');
    expect(html).toMatch(/>--</);
    const employer = await get('employer-au', '/hiring-advice/article/employer-brand-basics');
    expect(employer.html).toMatch(/data-island="DataLabFilters"[^>]*&quot;inline&quot;:true/);
    const trends = await get('employer-au', '/market-insights/article/hiring-trends');
    expect(trends.html).toMatch(/data-widget="JOBAD_FEATURE_CHART".*?<table[^>]*>.*?Premium/s);
  });

  it("renders an article's additional content and embedded accordion group through the blocks", async () => {
    const { html } = await get('candidate-au', '/career-advice/article/how-to-write-a-resume');
    expect(blockHtml(html, 'Alert', 'Tip: save it as a PDF')).toBeDefined();
    expect(blockHtml(html, 'KeySteps', 'Match it to the job ad')).toBeDefined();
    expect(html).toContain('How long should my resume be?');
    expect(html).toContain('Two to three pages suits most roles.');
  });

  it('gives every site a home with blocks of its audience', { timeout: 30_000 }, async () => {
    for (const site of ['candidate-nz', 'employer-hk', 'candidate-th', 'employer-id', 'candidate']) {
      const { res, html } = await get(site, '/');
      expect(res.status, site).toBe(200);
      expect(html, site).toContain('data-block="IconBlockGroup"');
      expect(html, site).toContain('data-block="LatestArticles"');
    }
  });
});

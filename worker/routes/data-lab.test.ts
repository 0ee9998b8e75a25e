import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createApp } from '../app';
import { PREVIEW_COOKIE } from '../preview/cookie';
import { signPreviewToken } from '../preview/token';

const app = createApp();
const path = (country: string) => `/${country}/talent-attraction-lab/data-lab`;
const host = (site: string) => `http://${site}.localhost`;

const get = async (url: string, envs: object = env) => {
  const res = await app.request(url, { redirect: 'manual' }, envs);
  return { res, html: await res.text() };
};

const entities: Record<string, string> = { lt: '<', gt: '>', quot: '"', amp: '&', '#x27': "'", '#39': "'" };
const decode = (raw: string) =>
  raw.replace(/&(lt|gt|quot|amp|#x27|#39);/g, (_, name: string) => entities[name]!);
/** The filter island's props, read back from its attribute. */
const filterProps = (html: string) => {
  const raw = /data-island="DataLabFilters"[^>]*data-island-props="([^"]*)"/.exec(html)?.[1];
  return raw && JSON.parse(decode(raw));
};
const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
/** The ranked drivers of the page, in order: the names of the tiles' first-level rows. */
const text = (html: string) => decode(html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Data Lab results', () => {
  it.each(['au', 'nz', 'hk', 'th', 'id', 'my', 'ph', 'sg'])(
    'serves %s on its candidate and employer sites, all respondents by default',
    async (country) => {
      for (const audience of ['candidate', 'employer']) {
        const { res, html } = await get(`${host(`${audience}-${country}`)}${path(country)}`);
        expect(res.status).toBe(200);
        expect(h1(html)).toBe('What attracts candidates');
        expect(html).toContain('data-island="DataLabFilters"');
        expect(html).toContain('data-island="DataLabShare"');
        const page = text(html);
        expect(page).toContain('All respondents');
        expect(page).toMatch(/Results for All respondents · [\d,]+ respondents/);
        for (const label of ['Must-have', 'Delighted-if', 'Not-bothered', 'Put-off'])
          expect(page).toContain(label);
        expect(page).toContain('Who answered');
        expect(page).toContain('Tips to attract these candidates');
        const period =
          country === 'au' || country === 'nz' ? 'January 2023 to February 2024' : 'April 2024 to May 2024';
        expect(page).toContain(`Survey conducted ${period}`);
        expect(html).toMatch(/href="\/market-insights\/loa-about-the-research" target="_blank"/);
        expect(filterProps(html)).toMatchObject({
          action: path(country),
          values: {
            primaryDriver: 'All',
            primaryDriverOptions: [],
            secondaryDriver: '',
            secondaryDriverOptions: [],
          },
          errors: {},
          draft: null,
        });
      }
    },
  );

  it('describes itself to search engines in the page language (meta description)', async () => {
    const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    const english = await get(`${host('candidate-au')}${path('au')}`);
    expect(description(english.html)).toBe(
      'See what candidates rate as must-haves, nice surprises and deal-breakers, and narrow it down to the people you want to hire.',
    );
    const thai = await get(`${host('candidate-th')}/th${path('th')}`);
    expect(thai.res.status).toBe(200);
    expect(description(thai.html)).toMatch(/^ดูว่าผู้สมัครงาน/);
  });

  it('shows the bars in the spec colours and ranks drivers by their must-have share', async () => {
    const { html } = await get(`${host('candidate-au')}${path('au')}`);
    const musts = [...text(html).matchAll(/\d+ ([A-Z][\w -]+?) Must-have (\d+)%/g)].map((m) => Number(m[2]));
    expect(musts.length).toBeGreaterThanOrEqual(8);
    const ranked = musts.slice(0, 8);
    expect([...ranked].sort((a, b) => b - a)).toEqual(ranked);
  });

  it('filters by two industries: one tile each, with the numbers the survey computed', async () => {
    const query = new URLSearchParams({
      primaryDriver: 'Industry',
      primaryDriverOptions: 'Accounting_Construction',
    });
    const { res, html } = await get(`${host('employer-au')}${path('au')}?${query}`);
    expect(res.status).toBe(200);
    const page = text(html);
    expect(page).toContain('Results for Industry: Accounting, Construction');
    expect(html).toMatch(/<h2[^>]*>Accounting<\/h2>/);
    expect(html).toMatch(/<h2[^>]*>Construction<\/h2>/);
    expect(filterProps(html).values).toEqual({
      primaryDriver: 'Industry',
      primaryDriverOptions: ['Accounting', 'Construction'],
      secondaryDriver: '',
      secondaryDriverOptions: [],
    });
    const all = text((await get(`${host('employer-au')}${path('au')}`)).html);
    const respondents = (s: string) => Number(/· ([\d,]+) respondents/.exec(s)?.[1]?.replace(',', ''));
    expect(respondents(page)).toBeLessThan(respondents(all));
    expect(respondents(page)).toBeGreaterThan(0);
  });

  it('shows the small-sample notice and the no-data notice for thin groups', async () => {
    const query =
      'primaryDriver=Industry&primaryDriverOptions=Mining+%26+Resources&secondaryDriver=Gender&secondaryDriverOptions=Female_Non-binary';
    const { res, html } = await get(`${host('employer-au')}${path('au')}?${query}`);
    expect(res.status).toBe(200);
    const page = text(html);
    expect(page).toContain('Sample size for selected filters is small, so there is greater margin of error.');
    expect(page).toContain(
      "No data available yet for selected filters. We'll show this when we have enough responses.",
    );
  });

  it('shows the empty state, with the AU employer note, when nobody matched', async () => {
    const query = 'primaryDriver=Industry&primaryDriverOptions=Farming+%26+Conservation';
    const employer = text((await get(`${host('employer-au')}${path('au')}?${query}`)).html);
    expect(employer).toContain(
      "We'll show this data when we have more responses from people who match your search.",
    );
    expect(employer).toContain('across Australia');
    expect(employer).not.toContain('Ranked drivers');
    const candidate = text((await get(`${host('candidate-au')}${path('au')}?${query}`)).html);
    expect(candidate).toContain("We'll show this data when we have more responses");
    expect(candidate).not.toContain('across Australia');
    const hk = text((await get(`${host('employer-hk')}${path('hk')}?${query}`)).html);
    expect(hk).not.toContain('across');
  });

  it('carries the draft parameter over into the form for an editor in preview', async () => {
    const token = await signPreviewToken(env.PREVIEW_SIGNING_SECRET, {
      exp: Math.floor(Date.now() / 1000) + 600,
    });
    const res = await app.request(
      `${host('candidate-sg')}${path('sg')}?draft=true`,
      {
        headers: { cookie: `${PREVIEW_COOKIE}=${token}` },
      },
      env,
    );
    const html = await res.text();
    expect(filterProps(html).draft).toBe('true');
    expect(html).toMatch(/<input type="hidden" name="draft" value="true"\/>/);
  });

  it('accepts the repeated parameters of the form without script', async () => {
    const query = 'primaryDriver=Generation&primaryDriverOptions=Gen+Z&primaryDriverOptions=Millennials';
    const { res, html } = await get(`${host('candidate-my')}${path('my')}?${query}`);
    expect(res.status).toBe(200);
    expect(filterProps(html).values.primaryDriverOptions).toEqual(['Gen Z', 'Millennials']);
  });

  it('clears disabled dependents: options of All, a secondary equal to the primary', async () => {
    const all = await get(
      `${host('candidate-au')}${path('au')}?primaryDriver=All&primaryDriverOptions=Accounting&secondaryDriver=Gender`,
    );
    expect(all.res.status).toBe(200);
    expect(filterProps(all.html).values).toEqual({
      primaryDriver: 'All',
      primaryDriverOptions: [],
      secondaryDriver: '',
      secondaryDriverOptions: [],
    });
    const same = await get(
      `${host('candidate-au')}${path('au')}?primaryDriver=Gender&primaryDriverOptions=Female&secondaryDriver=Gender&secondaryDriverOptions=Male`,
    );
    expect(same.res.status).toBe(200);
    expect(filterProps(same.html).values).toMatchObject({ secondaryDriver: '', secondaryDriverOptions: [] });
  });
});

describe('languages and sites', () => {
  it('serves Thai under /th with translated names and the prefixed research link', async () => {
    const { res, html } = await get(
      `${host('candidate-th')}/th${path('th')}?primaryDriver=Industry&primaryDriverOptions=Information+%26+Communication+Technology`,
    );
    expect(res.status).toBe(200);
    expect(h1(html)).toBe('อะไรดึงดูดผู้สมัครงาน');
    expect(html).toContain('href="/th/market-insights/loa-about-the-research"');
    expect(text(html)).toContain('เทคโนโลยีสารสนเทศและการสื่อสาร');
    expect(filterProps(html).action).toBe(`/th${path('th')}`);
    expect(filterProps(html).drivers[0]).toMatchObject({ name: 'Industry', label: 'อุตสาหกรรม' });
  });

  it('serves Bahasa under /id', async () => {
    const { res, html } = await get(`${host('employer-id')}/id${path('id')}`);
    expect(res.status).toBe(200);
    expect(text(html)).toContain('Gaji');
    expect(html).toContain('href="/id/market-insights/loa-about-the-research"');
  });

  it.each([
    ['candidate-au', path('nz')],
    ['employer-nz', path('au')],
    ['candidate-au', path('xx')],
    ['candidate-sg', `/th${path('sg')}`],
  ])('answers 404 naming the path on %s for %s', async (site, wrong) => {
    const { res, html } = await get(`${host(site)}${wrong}`);
    expect(res.status).toBe(404);
    expect(html).toContain('Page not found');
    expect(html).toContain(wrong.replace('/th', ''));
  });
});

describe('invalid filters (spec §5): 400 with the messages in the form', () => {
  const bad = async (query: string) => {
    const { res, html } = await get(`${host('candidate-au')}${path('au')}?${query}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain('data-island="DataLabFilters"');
    expect(html).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(text(html)).toContain("Some filters can't be applied.");
    return { props: filterProps(html), page: text(html) };
  };

  it('a list joined by another delimiter', async () => {
    for (const sep of [',', ';', '|']) {
      const { props, page } = await bad(
        `primaryDriver=Industry&primaryDriverOptions=Accounting${encodeURIComponent(sep)}Construction`,
      );
      expect(props.errors).toEqual({ primaryDriverOptions: 'Invalid delimiter' });
      expect(page).toContain('Invalid delimiter. Only "_" are allowed.');
    }
  });

  it('more than two options', async () => {
    const { props, page } = await bad(
      'primaryDriver=Industry&primaryDriverOptions=Accounting_Construction_Hospitality+%26+Tourism',
    );
    expect(props.errors).toEqual({ primaryDriverOptions: 'Select up to two options' });
    expect(page).toContain('Select up to two options');
    const second = await bad(
      'primaryDriver=Industry&primaryDriverOptions=Accounting&secondaryDriver=Gender&secondaryDriverOptions=Female_Male_Non-binary',
    );
    expect(second.props.errors).toEqual({ secondaryDriverOptions: 'Select up to two options' });
  });

  it('an empty primary driver, and a driver nobody knows', async () => {
    expect((await bad('primaryDriver=')).props.errors).toEqual({ primaryDriver: 'Select an option' });
    const unknown = await bad('primaryDriver=Planet&primaryDriverOptions=Mars');
    expect(unknown.props.errors.primaryDriver).toBe('Choose from the list');
    expect(unknown.page).toContain('Choose an option from the list');
    const secondary = await bad(
      'primaryDriver=Gender&primaryDriverOptions=Female&secondaryDriver=Planet&secondaryDriverOptions=Mars',
    );
    expect(secondary.props.errors.secondaryDriver).toBe('Choose from the list');
  });

  it('an option the driver does not have', async () => {
    const { props } = await bad('primaryDriver=Industry&primaryDriverOptions=Piracy');
    expect(props.errors).toEqual({ primaryDriverOptions: 'Choose from the list' });
  });

  it('a driver without options', async () => {
    const { props, page } = await bad('primaryDriver=Industry');
    expect(props.errors).toEqual({ primaryDriverOptions: 'Select at least one option' });
    expect(page).toContain('Select at least one option');
    const second = await bad('primaryDriver=Industry&primaryDriverOptions=Accounting&secondaryDriver=Gender');
    expect(second.props.errors).toEqual({ secondaryDriverOptions: 'Select at least one option' });
  });

  it('accepts the secondary driver written as the text null with no options', async () => {
    const { res } = await get(
      `${host('candidate-au')}${path('au')}?primaryDriver=Industry&primaryDriverOptions=Accounting&secondaryDriver=null`,
    );
    expect(res.status).toBe(200);
  });

  it('escapes what it reflects', async () => {
    const res = await app.request(
      `${host('candidate-au')}${path('au')}?primaryDriver=%3Cscript%3Ealert(1)%3C%2Fscript%3E`,
      {},
      env,
    );
    expect(res.status).toBe(400);
    expect(await res.text()).not.toContain('<script>alert(1)');
  });
});

describe('odd queries never cause a 500', () => {
  it.each([
    'primaryDriver=%',
    `primaryDriver=${'x'.repeat(5000)}`,
    'primaryDriver=Industry&primaryDriverOptions=' + '_'.repeat(300),
    'primaryDriver=Industry&' + 'primaryDriverOptions=Accounting&'.repeat(40),
    'primaryDriver=Industry&primaryDriver=Gender&primaryDriverOptions=Male',
    'primaryDriver=%F0%9F%99%82&primaryDriverOptions=%00',
    'secondaryDriver=Gender&secondaryDriverOptions=Male',
    'primaryDriver=Industry&primaryDriverOptions=Accounting&secondaryDriver=Industry&secondaryDriverOptions=Retail',
    'primaryDriver=all&primaryDriverOptions=Accounting',
    'primaryDriver[]=Industry&primaryDriverOptions[]=Accounting',
  ])('%s', async (query) => {
    const res = await app.request(`${host('candidate-au')}${path('au')}?${query}`, {}, env);
    expect([200, 400]).toContain(res.status);
    expect(await res.text()).toContain('data-island="DataLabFilters"');
  });
});

describe('cache-first survey reads (spec §7)', () => {
  it('answers a repeated selection from the cache', async () => {
    const url = `${host('candidate-nz')}${path('nz')}?primaryDriver=Seniority&primaryDriverOptions=Manager`;
    // The first request's cache writes run after its response (waitUntil): wait for them, as the next reader
    // of a real isolate would find them done.
    const ctx = createExecutionContext();
    const first = await app.request(url, {}, env, ctx);
    await first.text();
    await waitOnExecutionContext(ctx);
    expect(first.headers.get('x-content-cache')).not.toBe('hit');
    // A signed-in reader's request makes the page cache step aside (the reads stay published), so the page
    // renders again and reads the survey through the data cache.
    const res = await app.request(url, { headers: { authorization: 'Bearer t0ken' } }, env);
    const second = { res, html: await res.text() };
    expect(res.headers.get('x-page-cache')).toBe('bypass');
    expect(second.res.headers.get('x-content-cache')).toBe('hit');
    expect(text(second.html)).toContain('Results for Seniority: Manager');
  });
});

describe('survey API failure', () => {
  it('answers a clear 502 page, keeps the form, and never a stack trace', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = { ...env, SURVEY_API: 'http://127.0.0.1:9/graphql' };
    const { res, html } = await get(
      `${host('candidate-ph')}${path('ph')}?primaryDriver=Gender&primaryDriverOptions=Male`,
      down,
    );
    expect(res.status).toBe(502);
    expect(text(html)).toContain('The Data Lab is unavailable right now');
    expect(html).toContain('data-island="DataLabFilters"');
    expect(html).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(log).toHaveBeenCalledWith('Data Lab survey failed', 'Survey API unreachable');
  });

  it('treats GraphQL errors and wrong shapes as unavailable too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const wrong = { ...env, SURVEY_API: env.HYGRAPH_CONTENT_API };
    const { res } = await get(
      `${host('candidate-ph')}${path('ph')}?primaryDriver=Gender&primaryDriverOptions=Female`,
      wrong,
    );
    expect(res.status).toBe(502);
  });
});

// @vitest-environment node
import { createHmac } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { devVar } from '../lib/dev-vars.mjs';

import { startServices } from './index.mjs';

const OFFSET = 100;
let dataDir = '';
let stop: () => Promise<void> = async () => {};
const urls: Record<string, string> = {};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'services-test-'));
  const previous = process.env.SERVICES_PORT_OFFSET;
  process.env.SERVICES_PORT_OFFSET = String(OFFSET);
  try {
    const started = await startServices({ dataDir });
    stop = started.stop;
    for (const { name, url } of started.services) urls[name] = url;
  } finally {
    if (previous === undefined) delete process.env.SERVICES_PORT_OFFSET;
    else process.env.SERVICES_PORT_OFFSET = previous;
  }
});

afterAll(async () => {
  await stop();
  await rm(dataDir, { recursive: true, force: true });
});

afterEach(async () => {
  await Promise.all(Object.values(urls).map((url) => fetch(`${url}/__reset`, { method: 'POST' })));
});

function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Response bodies are asserted on, never trusted: a loose record type keeps the assertions short. */
function read(response: Response) {
  return response.json() as Promise<Record<string, unknown>>;
}

function control(service: string, body: { mode: string; delayMs?: number }) {
  return post(`${urls[service]}/__control`, body);
}

async function submissionLines(): Promise<Record<string, unknown>[]> {
  const text = await readFile(join(dataDir, 'submissions.jsonl'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line));
}

const subscription = {
  firstName: 'Mei',
  lastName: 'Tan',
  email: 'mei.tan@example.com',
  industry: 'Recruitment',
  dateSubscribed: '2026-03-01T09:30:00.000Z',
  sourceName: 'insights-au-employer',
  siteKey: 'AU',
};

const lead = {
  firstName: 'Sam',
  lastName: 'Okafor',
  email: 'sam@example.com',
  companyPhoneNumber: '+61 2 9000 0000',
  companyName: 'Okafor Builders',
  jobTitle: 'Director',
  industry: 'Construction',
  employerJobSeeker: 'Employer',
  hiringNeeds: '1-5 roles',
  marketingComms: true,
  doesBusinessWithSeek: 'Yes',
  siteCountry: 'AU',
  sourcePage: '/employer/hiring-advice',
  recaptcha: 'token',
};

describe('runner', () => {
  it('listens on the wrangler.toml ports plus SERVICES_PORT_OFFSET', async () => {
    expect(urls).toEqual({
      content: `http://127.0.0.1:${8801 + OFFSET}`,
      search: `http://127.0.0.1:${8802 + OFFSET}`,
      video: `http://127.0.0.1:${8803 + OFFSET}`,
      investor: `http://127.0.0.1:${8804 + OFFSET}`,
      survey: `http://127.0.0.1:${8805 + OFFSET}`,
      forms: `http://127.0.0.1:${8806 + OFFSET}`,
      identity: `http://127.0.0.1:${8807 + OFFSET}`,
      recaptcha: `http://127.0.0.1:${8808 + OFFSET}`,
      assets: `http://127.0.0.1:${8809 + OFFSET}`,
      sales: `http://127.0.0.1:${8810 + OFFSET}`,
      'cms-studio': `http://127.0.0.1:${8811 + OFFSET}`,
    });
    for (const [name, url] of Object.entries(urls)) {
      await expect((await fetch(`${url}/__health`)).json()).resolves.toMatchObject({
        ok: true,
        service: name,
      });
    }
  });

  it('rejects unknown service names and busy ports, leaving nothing running', async () => {
    await expect(startServices({ only: ['nope'], portOffset: OFFSET })).rejects.toThrow(
      /Unknown services: nope/,
    );
    await expect(startServices({ dataDir, portOffset: OFFSET })).rejects.toThrow(/cannot listen/);
  });

  it('stops without waiting for a slow response that is pending', async () => {
    const second = await startServices({ only: ['video'], dataDir, portOffset: OFFSET + 100 });
    const url = second.services[0]!.url;
    await post(`${url}/__control`, { mode: 'slow', delayMs: 60_000 });
    const pending = fetch(`${url}/video/6312345678112`).catch(() => 'closed');
    await expect.poll(async () => (await read(await fetch(`${url}/__requests`))).count).toBe(1);
    await second.stop();
    // Stopped before the slow answer was due: the pending request's connection was closed, not answered.
    expect(await pending).toBe('closed');
  });
});

describe('video', () => {
  it('answers poster, name, description and duration of a known video', async () => {
    const response = await fetch(`${urls.video}/video/6312345678112`);
    expect(response.status).toBe(200);
    const body = await read(response);
    expect(Object.keys(body).sort()).toEqual(['description', 'duration', 'name', 'poster']);
    expect(body.name).toBe("How to answer 'Tell me about yourself'");
    expect(body.duration).toBe(214000);
  });

  it('answers 404 JSON for an unknown id and 405 for another method', async () => {
    const missing = await fetch(`${urls.video}/video/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: 'Video not found', videoId: 'nope' });
    expect((await post(`${urls.video}/video/6312345678112`, {})).status).toBe(405);
  });
});

describe('investor', () => {
  it('answers the quote and the dividends, the 20210524 payment and an unknown type among them', async () => {
    const quote = await read(await fetch(`${urls.investor}/v1/quote`));
    expect(quote).toMatchObject({ symbol: 'SEK', exchange: 'ASX', currency: 'AUD', date: '20261124' });
    const { dividends } = (await (await fetch(`${urls.investor}/v1/dividends`)).json()) as {
      dividends: { PaymentDate: string; DividendType: string }[];
    };
    expect(dividends.find((d) => d.PaymentDate === '20210524')?.DividendType).toBe('I');
    expect(dividends.some((d) => !['I', 'F', 'D'].includes(d.DividendType))).toBe(true);
  });

  it('pages headlines newest first, by year, with the years and a PDF for each', async () => {
    const first = (await (await fetch(`${urls.investor}/v1/headlines?pageNumber=1`)).json()) as {
      totalPages: number;
      headlines: { date: string; pdfLink: string }[];
      filterValues: { years: number[] };
    };
    expect(first.headlines).toHaveLength(10);
    expect(first.filterValues.years).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
    const dates = first.headlines.map((h) => h.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const year = (await (await fetch(`${urls.investor}/v1/headlines?pageNumber=2&year=2024`)).json()) as {
      totalPages: number;
      pageNumber: number;
      headlines: { date: string }[];
    };
    expect(year).toMatchObject({ totalPages: 2, pageNumber: 2 });
    expect(year.headlines.every((h) => h.date.startsWith('2024'))).toBe(true);
    const beyond = await read(await fetch(`${urls.investor}/v1/headlines?pageNumber=99`));
    expect(beyond).toMatchObject({ totalPages: first.totalPages, headlines: [] });
    expect((await fetch(`${urls.investor}/v1/headlines?pageNumber=0`)).status).toBe(400);
    const pdf = await fetch(`${urls.investor}${first.headlines[0]?.pdfLink}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.text()).startsWith('%PDF-1.4')).toBe(true);
  });
});

describe('assets', () => {
  it('serves a seeded document by its handle as an attachment, and 404 for a handle with no file', async () => {
    const assets = JSON.parse(await readFile('kv-seed/content/assets.json', 'utf8')) as {
      fields: { handle: string; fileName: string; mimeType: string };
    }[];
    const report = assets.find((a) => a.fields.fileName === 'talent-attraction-lab-nz-report.pdf')!;
    const res = await fetch(`${urls.assets}/${report.fields.handle}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="talent-attraction-lab-nz-report.pdf"; filename*=UTF-8''talent-attraction-lab-nz-report.pdf`,
    );
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 8).toString()).toBe('%PDF-1.4');
    expect(pdf.toString('latin1')).toContain('(Talent Attraction Lab: New Zealand research report) Tj');

    expect(
      (await fetch(`${urls.assets}/resize=fit:crop,width:10,height:10/${report.fields.handle}`)).status,
    ).toBe(400);
    expect((await fetch(`${urls.assets}/AAAAAAAAAAAAAAAAAAAA`)).status).toBe(404);
  });

  it('serves every seeded image at the resize paths the Worker builds, in its own format and the asked size', async () => {
    const assets = JSON.parse(await readFile('kv-seed/content/assets.json', 'utf8')) as {
      fields: { handle: string; fileName: string; mimeType: string; width: number; height: number };
    }[];
    const images = assets.filter((a) => a.fields.mimeType.startsWith('image/'));
    expect(images.length).toBeGreaterThan(50);
    const format = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/svg+xml': 'svg' } as Record<
      string,
      string
    >;
    for (const { fields } of images) {
      const res = await fetch(`${urls.assets}/${fields.handle}`);
      expect(res.status, fields.fileName).toBe(200);
      expect(res.headers.get('content-type')).toBe(fields.mimeType);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height], fields.fileName).toEqual([
        format[fields.mimeType],
        fields.width,
        fields.height,
      ]);
    }

    const feature = images.find((a) => a.fields.fileName === 'how-to-write-a-resume.jpg')!.fields;
    const sized = async (resize: string) => {
      const res = await fetch(`${urls.assets}/${resize}/${feature.handle}`);
      expect(res.status, resize).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      return [meta.format, meta.width, meta.height];
    };
    // The source is 1880x970: crop fills the box, max fits inside it and never enlarges, clip may enlarge.
    expect(await sized('resize=fit:crop,width:480,height:320')).toEqual(['jpeg', 480, 320]);
    expect(await sized('resize=fit:crop,width:940,height:485')).toEqual(['jpeg', 940, 485]);
    expect(await sized('resize=fit:max,width:1280,height:1280')).toEqual(['jpeg', 1280, 660]);
    expect(await sized('resize=fit:max,width:4000,height:4000')).toEqual(['jpeg', 1880, 970]);
    expect(await sized('resize=fit:clip,width:3760,height:3000')).toEqual(['jpeg', 3760, 1940]);
    expect(await sized('resize=fit:scale,width:100,height:100')).toEqual(['jpeg', 100, 100]);

    const png = images.find((a) => a.fields.mimeType === 'image/png')!.fields;
    const res = await fetch(`${urls.assets}/resize=fit:max,width:300,height:300/${png.handle}`);
    expect(res.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 225, 300]);
  }, 120_000);

  it('answers 404 with the handle for an unknown image and 400 with the reason for a bad resize', async () => {
    const missing = await fetch(`${urls.assets}/resize=fit:crop,width:480,height:320/AAAAAAAAAAAAAAAAAAAA`);
    expect(missing.status).toBe(404);
    expect(await read(missing)).toEqual({ error: 'Asset not found', handle: 'AAAAAAAAAAAAAAAAAAAA' });
    const assets = JSON.parse(await readFile('kv-seed/content/assets.json', 'utf8')) as {
      fields: { handle: string; mimeType: string };
    }[];
    const handle = assets.find((a) => a.fields.mimeType === 'image/jpeg')!.fields.handle;
    for (const [resize, reason] of [
      ['resize=fit:crop,width:0,height:320', 'width must be a whole number from 1 to 4000'],
      ['resize=fit:crop,width:480,height:9999', 'height must be a whole number from 1 to 4000'],
      ['resize=fit:fill,width:480,height:320', 'fit must be one of crop, max, clip, scale'],
      ['resize=fit:crop,width:480', 'fit:crop needs both width and height'],
      ['output=format:webp', 'only resize transformations are supported'],
    ]) {
      const res = await fetch(`${urls.assets}/${resize}/${handle}`);
      expect(res.status, resize).toBe(400);
      expect(await read(res)).toEqual({ error: 'Invalid resize', resize, reason });
    }
  });
});

describe('cms-studio', () => {
  it("frames a path's preview entry with the editors' entry secret, or an address as given", async () => {
    const studio = urls['cms-studio'];
    const html = await (await fetch(`${studio}/?site=http://candidate-au.localhost:8787&path=/about`)).text();
    const secret = createHmac('sha256', await devVar('PREVIEW_SIGNING_SECRET'))
      .update('preview-entry.v1')
      .digest('base64url');
    expect(html).toContain(
      `<iframe id="preview" title="Preview" src="http://candidate-au.localhost:8787/preview/enter?secret=${secret}&#38;path=%2Fabout">`,
    );
    const direct = await (
      await fetch(`${studio}/?src=${encodeURIComponent('http://localhost:8787/about?a=1')}`)
    ).text();
    expect(direct).toContain('src="http://localhost:8787/about?a=1"');
    expect((await fetch(`${studio}/?src=javascript:alert(1)`)).status).toBe(400);
    expect((await fetch(`${studio}/?path=about`)).status).toBe(400);
  });
});

describe('recaptcha', () => {
  const verify = (params: Record<string, string>) =>
    fetch(`${urls.recaptcha}/siteverify`, { method: 'POST', body: new URLSearchParams(params) }).then((r) =>
      r.json(),
    );

  it('passes a non-empty token and refuses "invalid" or a missing one', async () => {
    await expect(verify({ secret: 's', response: 'abc' })).resolves.toMatchObject({ success: true });
    await expect(verify({ secret: 's', response: 'invalid' })).resolves.toEqual({
      success: false,
      'error-codes': ['invalid-input-response'],
    });
    await expect(verify({ secret: 's' })).resolves.toEqual({
      success: false,
      'error-codes': ['missing-input-response'],
    });
  });
});

describe('identity', () => {
  const getUser = { operationName: 'GetUser', query: 'query GetUser { viewer { id } }' };

  it('returns the candidate viewer only with a bearer token', async () => {
    const signedIn = await post(`${urls.identity}/graphql`, getUser, { authorization: 'Bearer abc' });
    expect(await read(signedIn)).toEqual({
      data: {
        viewer: {
          id: 'candidate-100234',
          emailAddress: 'alex.nguyen@example.com',
          personalDetails: { firstName: 'Alex', lastName: 'Nguyen' },
        },
      },
    });
    const anonymous = await (await post(`${urls.identity}/graphql`, getUser)).json();
    expect(anonymous).toEqual({ data: { viewer: null } });
  });

  it('returns the hirer header/footer context, naming the operation in the query text only', async () => {
    const body = { query: 'query getHeaderFooterContext { headerFooterContext { user { id } } }' };
    const response = await post(`${urls.identity}/hirer/graphql`, body, { authorization: 'Bearer t' });
    const { data } = (await response.json()) as {
      data: { headerFooterContext: Record<string, { permissionOptions?: unknown }> };
    };
    expect(Object.keys(data.headerFooterContext).sort()).toEqual(['advertiser', 'identityContext', 'user']);
    expect(data.headerFooterContext.advertiser?.permissionOptions).toMatchObject({
      canCreateJobs: true,
      canViewInsightsRoleReport: true,
    });
  });

  it('answers a GraphQL error for an unknown operation', async () => {
    const response = await post(`${urls.identity}/graphql`, { operationName: 'DeleteEverything' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ errors: [{ message: 'Unknown operation "DeleteEverything"' }] });
  });
});

describe('forms', () => {
  it.each([
    ['hirer-subscription', subscription],
    ['hirer', lead],
    [
      'sara',
      { from: 'a@example.com', to: 'b@example.com', subject: 'Hi', message: '<p>Hi</p>', recaptcha: 't' },
    ],
    [
      'mailChimp-subscription',
      { values: { email: 'c@example.com' }, apiEndpoint: 'list-1', SITECNTRY: 'NZ', recaptcha: 't' },
    ],
    [
      'download-report',
      {
        values: { firstName: 'Ana' },
        siteCountry: 'MY',
        employerJobSeeker: 'Job Seeker',
        sourcePage: '/x',
        recaptcha: 't',
      },
    ],
  ])('accepts a valid %s submission and records it', async (endpoint, payload) => {
    const response = await post(`${urls.forms}/${endpoint}`, payload);
    expect(response.status).toBe(200);
    const { ok, id } = await read(response);
    expect(ok).toBe(true);
    const record = (await submissionLines()).find((line) => line.id === id);
    expect(record).toMatchObject({ endpoint, payload });
    expect(Date.parse(String(record?.receivedAt))).not.toBeNaN();
  });

  it.each([
    ['hirer-subscription', { ...subscription, firstName: 'x'.repeat(41) }, 'firstName'],
    ['hirer-subscription', { ...subscription, siteKey: 'au' }, 'siteKey'],
    ['hirer-subscription', { ...subscription, dateSubscribed: 'yesterday' }, 'dateSubscribed'],
    ['hirer', { ...lead, email: 'not-an-email' }, 'email'],
    ['hirer', { ...lead, recaptcha: '' }, 'recaptcha'],
    ['hirer', { ...lead, doesBusinessWithSeek: 'Maybe' }, 'doesBusinessWithSeek'],
    ['sara', { from: 'a@example.com', to: 'b@example.com', subject: 'Hi', recaptcha: 't' }, 'message'],
    [
      'enquiry',
      { values: { a: 1 }, siteCountry: 'AU', employerJobSeeker: 'Hirer', sourcePage: '/', recaptcha: 't' },
      'employerJobSeeker',
    ],
  ])('refuses an invalid %s submission naming the field', async (endpoint, payload, field) => {
    const before = (await submissionLines()).length;
    const response = await post(`${urls.forms}/${endpoint}`, payload);
    expect(response.status).toBe(400);
    const body = await read(response);
    expect(body.error).toBe('Invalid submission');
    expect(Object.keys(body.fields as object)).toContain(field);
    expect((await submissionLines()).length).toBe(before);
  });

  it('answers 400 to a body that is not JSON and 413 to one over the limit', async () => {
    const invalid = await post(`${urls.forms}/hirer`, '{"firstName":');
    expect(invalid.status).toBe(400);
    const tooLarge = await post(`${urls.forms}/sara`, { message: 'x'.repeat(70_000) });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ limit: 65536 });
  });

  it('records exactly one line per accepted submission, even when they arrive together', async () => {
    const before = await submissionLines();
    const count = 40;
    const responses = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        post(`${urls.forms}/hirer-subscription`, { ...subscription, sourceName: `burst-${i}` }),
      ),
    );
    const ids = await Promise.all(responses.map(async (r) => (await read(r)).id));
    const added = (await submissionLines()).slice(before.length);
    expect(added).toHaveLength(count);
    expect(added.map((line) => line.id).sort()).toEqual([...ids].sort());
  });
});

describe('control', () => {
  it('fails every non-control request with 503 while health still answers', async () => {
    await control('video', { mode: 'fail' });
    const response = await fetch(`${urls.video}/video/6312345678112`);
    expect(response.status).toBe(503);
    expect(await response.json()).toHaveProperty('error');
    await expect((await fetch(`${urls.video}/__health`)).json()).resolves.toMatchObject({ mode: 'fail' });
  });

  it('records nothing while the forms service fails', async () => {
    const before = (await submissionLines()).length;
    await control('forms', { mode: 'fail' });
    expect((await post(`${urls.forms}/hirer-subscription`, subscription)).status).toBe(503);
    expect((await submissionLines()).length).toBe(before);
  });

  it('delays responses by delayMs in slow mode', async () => {
    await control('recaptcha', { mode: 'slow', delayMs: 300 });
    const started = Date.now();
    const response = await fetch(`${urls.recaptcha}/siteverify`, {
      method: 'POST',
      body: 'secret=s&response=t',
    });
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('answers 200 with a body that is not JSON in malformed mode', async () => {
    await control('identity', { mode: 'malformed' });
    const response = await post(`${urls.identity}/graphql`, { operationName: 'GetUser' });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(() => JSON.parse(text)).toThrow();
  });

  it('refuses an unknown mode', async () => {
    expect((await control('video', { mode: 'explode' })).status).toBe(400);
  });

  it('counts the requests served, including failed ones, until reset', async () => {
    await fetch(`${urls.video}/__reset`, { method: 'POST' });
    await fetch(`${urls.video}/video/6312345678112`);
    await control('video', { mode: 'fail' });
    await fetch(`${urls.video}/video/nope`);
    const counts = await (await fetch(`${urls.video}/__requests`)).json();
    expect(counts).toEqual({
      service: 'video',
      count: 2,
      byRoute: { 'GET /video/6312345678112': 1, 'GET /video/nope': 1 },
      // One after the other: two round trips, never two at once.
      rounds: 2,
      peakInFlight: 1,
    });
    await fetch(`${urls.video}/__reset`, { method: 'POST' });
    await expect((await fetch(`${urls.video}/__requests`)).json()).resolves.toMatchObject({ count: 0 });
  });
});

/**
 * The seeded lead forms as the Worker renders them (spec §3, §4, §5, §9): from the corpus through the content
 * stand-in, the page loaders and the forms island's props, then sent through the real form endpoint.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import type { FormIslandProps } from '../../model/form';
import { LEAD_INDUSTRIES_EN, LEAD_INDUSTRIES_TH } from '../../model/lead-form';
import { createApp } from '../app';
import { islandProps } from '../test/island-props';

const app = createApp();

/** The forms islands' props on a page, by form slug. */
async function formsOn(host: string, path: string): Promise<Record<string, FormIslandProps>> {
  const res = await app.request(`http://${host}${path}`, {}, env);
  expect(res.status).toBe(200);
  const html = await res.text();
  const forms = islandProps(html, 'CmsForm').map((props) => (props as { form: FormIslandProps }).form);
  return Object.fromEntries(forms.map((form) => [form.slug, form]));
}

const field = (form: FormIslandProps | undefined, key: string) => form?.fields.find((f) => f.key === key);
const report = { url: '/documents/hiring-outlook-2025.pdf', fileName: 'hiring-outlook-2025.pdf' };

describe('the seeded lead forms (spec §3/§4)', () => {
  it("gives the download lead form its report, and the lead form none, with spec §5's rules built in", async () => {
    const forms = await formsOn('employer-au.localhost', '/page/hiring-outlook');
    const download = forms['download-hiring-outlook'];
    const sales = forms['talk-to-sales'];
    expect(download?.kind).toBe('lead');
    expect(download?.document).toEqual(report);
    expect(sales?.kind).toBe('lead');
    expect(sales?.document).toBeNull();
    // The corpus leaves phone and job title unflagged and the names unbounded: the rules apply anyway.
    for (const key of ['companyPhoneNumber', 'jobTitle', 'firstName'])
      expect(field(sales, key)?.required).toBe(true);
    expect(field(sales, 'firstName')?.validators).toContainEqual({
      type: 'maxLength',
      value: 40,
      errorMessage: null,
    });
    expect(field(sales, 'industry')?.options.map((o) => o.value)).toEqual(LEAD_INDUSTRIES_EN);
    expect(field(sales, 'doesBusinessWithSEEK')?.label).toBe('Do you currently advertise jobs with SEEK?');
  });

  it('asks Thai pages about Jobsdb with the 26 Thai industries', async () => {
    const forms = await formsOn('employer-th.localhost', '/th/page/hiring-outlook');
    const sales = forms['talk-to-sales'];
    expect(field(sales, 'industry')?.options.map((o) => o.value)).toEqual(LEAD_INDUSTRIES_TH);
    expect(field(sales, 'doesBusinessWithJobsdb')?.label).toBe('ปัจจุบันคุณลงประกาศงานกับ Jobsdb หรือไม่');
    expect(forms['download-hiring-outlook']?.document).toEqual(report);
  });

  it('asks Bahasa pages about Jobstreet with the English-region industries labelled in Bahasa', async () => {
    const forms = await formsOn('employer-id.localhost', '/id/page/hiring-outlook');
    const industry = field(forms['talk-to-sales'], 'industry');
    // Spec §9 has two lists, English-region and Thai: the values sent are the English-region ones.
    expect(industry?.options.map((o) => o.value)).toEqual(LEAD_INDUSTRIES_EN);
    expect(industry?.options.map((o) => o.label)).toContain('Akuntansi');
    expect(industry?.options.filter((o) => o.label === o.value)).toEqual([]);
    const business = field(forms['talk-to-sales'], 'doesBusinessWithJobstreet');
    expect(business?.label).toBe('Apakah saat ini Anda memasang lowongan di Jobstreet?');
    expect(business?.options).toEqual([
      { value: 'Yes', label: 'Ya' },
      { value: 'No', label: 'Tidak' },
      { value: 'I am not sure', label: 'Saya tidak yakin' },
    ]);
  });

  it(
    'shows the subscription form of Thai and Bahasa pages without English',
    { timeout: 30_000 },
    async () => {
      // The employer form asks for an industry (four options); the candidate newsletter does not.
      for (const [host, path, count] of [
        ['employer-th.localhost', '/th/about', 6],
        ['candidate-id.localhost', '/id/about', 2],
      ] as const) {
        const subscribe = (await formsOn(host, path)).subscribe;
        const texts = [
          subscribe?.consentText,
          subscribe?.disclaimerText,
          ...(field(subscribe, 'industry')?.options.map((o) => o.label) ?? []),
        ];
        expect(texts.filter(Boolean)).toHaveLength(count);
        for (const text of texts) expect(text).not.toMatch(/Corporate|Recruitment|subscribing|never share/);
      }
    },
  );

  it('puts the SARA enquiry form on the SARA awards page', async () => {
    const forms = await formsOn('employer-au.localhost', '/sara-awards');
    expect(forms['sara-enquiry']?.kind).toBe('dynamic');
    expect(forms['sara-enquiry']?.document).toBeNull();
  });

  it('accepts a download lead form sent from its page', async () => {
    const host = 'employer-nz.localhost';
    const res = await app.request(
      `http://${host}/api/forms/download-hiring-outlook`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': '10.9.8.7' },
        body: JSON.stringify({
          values: {
            firstName: 'Aroha',
            lastName: 'Ngata',
            email: 'aroha@example.com',
            companyName: 'Ngata Ltd',
            companyPhoneNumber: '+64 9 123 4567',
            jobTitle: 'People lead',
            industry: 'Legal',
            employerJobSeeker: 'Employer',
            hiringNeeds: 'soon',
            marketingComms: 'No',
            doesBusinessWithSEEK: 'Yes',
          },
          sourcePage: '/page/hiring-outlook',
          recaptcha: `offline:${host}:nonce`,
        }),
      },
      env,
    );
    expect(res.status).toBe(202);
  });
});

import { describe, expect, it } from 'vitest';

import { countries, siteForHost, sites, type Site } from './sites';

const defaultHost = 'candidate-au.localhost';
const named = (name: string): Site | undefined => sites.find((s) => s.name === name);
const locales = (site: Site | undefined) => site?.locales.map((l) => l.locale);

describe('sites', () => {
  it('has a candidate and an employer site per country, plus the root site', () => {
    expect(sites).toHaveLength(17);
    expect(sites.filter((s) => s.isRoot).map((s) => s.name)).toEqual(['candidate']);
  });

  it.each([
    ['au', 'seek', 'SEEK'],
    ['nz', 'seek', 'SEEK'],
    ['hk', 'jobsdb', 'Jobsdb'],
    ['th', 'jobsdb', 'Jobsdb'],
    ['id', 'jobstreet', 'Jobstreet'],
    ['my', 'jobstreet', 'Jobstreet'],
    ['ph', 'jobstreet', 'Jobstreet'],
    ['sg', 'jobstreet', 'Jobstreet'],
  ])('gives %s its %s candidate and employer sites', (country, brand, brandName) => {
    expect(named(`candidate-${country}`)).toMatchObject({ country, brand, brandName, audience: 'candidate' });
    expect(named(`employer-${country}`)).toMatchObject({
      country,
      brand,
      brandName: `${brandName} Employer`,
      audience: 'employer',
    });
  });

  it('covers every country of the spec', () => {
    expect([...countries].sort()).toEqual(['au', 'hk', 'id', 'my', 'nz', 'ph', 'sg', 'th']);
  });

  it('names candidate sites, and only them, with the candidate prefix', () => {
    for (const site of sites) {
      expect(site.name.startsWith('candidate'), site.name).toBe(site.audience === 'candidate');
    }
  });

  it('serves Thai on th, Bahasa on id and English only elsewhere', () => {
    for (const audience of ['candidate', 'employer']) {
      expect(locales(named(`${audience}-th`))).toEqual(['en-TH', 'th-TH']);
      expect(locales(named(`${audience}-id`))).toEqual(['en-ID', 'id-ID']);
      for (const country of ['au', 'nz', 'hk', 'my', 'ph', 'sg']) {
        expect(locales(named(`${audience}-${country}`))).toEqual([`en-${country.toUpperCase()}`]);
      }
    }
    expect(named('candidate-th')?.locales.map((l) => l.hygraphLocale)).toEqual(['en_TH', 'th_TH']);
  });
});

describe('siteForHost', () => {
  it.each([
    ['www.seek.com.au', 'candidate-au'],
    ['talent.seek.com.au', 'employer-au'],
    ['www.seek.co.nz', 'candidate-nz'],
    ['th.jobsdb.com', 'candidate-th'],
    ['th.employer.seek.com', 'employer-th'],
    ['id.jobstreet.com', 'candidate-id'],
    ['sg.employer.seek.com', 'employer-sg'],
    ['www.seek.com', 'candidate'],
  ])('finds the site of the production host %s', (host, name) => {
    expect(siteForHost(host, defaultHost).name).toBe(name);
  });

  it('finds every site by its local host, ignoring the port', () => {
    for (const site of sites) {
      expect(siteForHost(`${site.name}.localhost:8787`, defaultHost)).toBe(site);
    }
  });

  it('ignores case and a trailing dot', () => {
    expect(siteForHost('Employer-TH.LocalHost:8787', defaultHost).name).toBe('employer-th');
    expect(siteForHost('TH.JOBSDB.COM', defaultHost).name).toBe('candidate-th');
    expect(siteForHost('www.seek.co.nz.', defaultHost).name).toBe('candidate-nz');
    expect(siteForHost('hk.jobsdb.com.:443', defaultHost).name).toBe('candidate-hk');
  });

  it.each(['localhost', 'localhost:8787', '127.0.0.1:8787', 'example.com', '', undefined])(
    'gives %s the default host’s site',
    (host) => {
      expect(siteForHost(host, defaultHost).name).toBe('candidate-au');
      expect(siteForHost(host, 'employer-my.localhost').name).toBe('employer-my');
    },
  );

  it('fails loudly when the default host is not a site', () => {
    expect(() => siteForHost('localhost', 'nowhere.example')).toThrow(/nowhere\.example/);
  });
});

/** Countries, brands, languages and locales of spec §1, and the sites built from them. */
import type { Language } from '../../model/locale';

export type { Language };
export type Country = 'au' | 'nz' | 'hk' | 'th' | 'id' | 'my' | 'ph' | 'sg';
export type Audience = 'candidate' | 'employer';
export type Brand = 'seek' | 'jobsdb' | 'jobstreet';

export interface SiteLocale {
  language: Language;
  /** BCP 47 form, e.g. en-AU, used for `lang` and formatting. */
  locale: string;
  /** The content system's form, e.g. en_AU. */
  hygraphLocale: string;
}

export interface Site {
  /** Candidate sites' names start with 'candidate' (spec §1). */
  name: string;
  country: Country;
  audience: Audience;
  brand: Brand;
  /** The brand shown after the page title. */
  brandName: string;
  /** The root candidate site: copyright footer, no header (spec §2). */
  isRoot: boolean;
  /** First entry is the default language, served without a path prefix. */
  locales: SiteLocale[];
  hosts: string[];
}

export const countries: Country[] = ['au', 'nz', 'hk', 'th', 'id', 'my', 'ph', 'sg'];

const brandOf: Record<Country, Brand> = {
  au: 'seek',
  nz: 'seek',
  hk: 'jobsdb',
  th: 'jobsdb',
  id: 'jobstreet',
  my: 'jobstreet',
  ph: 'jobstreet',
  sg: 'jobstreet',
};

/** Each brand's name on its job-seeker and employer sites (spec §1). */
export const brandNames: Record<Brand, Record<Audience, string>> = {
  seek: { candidate: 'SEEK', employer: 'SEEK Employer' },
  jobsdb: { candidate: 'Jobsdb', employer: 'Jobsdb Employer' },
  jobstreet: { candidate: 'Jobstreet', employer: 'Jobstreet Employer' },
};

const candidateHosts: Record<Country, string> = {
  au: 'www.seek.com.au',
  nz: 'www.seek.co.nz',
  hk: 'hk.jobsdb.com',
  th: 'th.jobsdb.com',
  id: 'id.jobstreet.com',
  my: 'my.jobstreet.com',
  ph: 'ph.jobstreet.com',
  sg: 'sg.jobstreet.com',
};

const employerHosts: Record<Country, string> = {
  au: 'talent.seek.com.au',
  nz: 'talent.seek.co.nz',
  hk: 'hk.employer.seek.com',
  th: 'th.employer.seek.com',
  id: 'id.employer.seek.com',
  my: 'my.employer.seek.com',
  ph: 'ph.employer.seek.com',
  sg: 'sg.employer.seek.com',
};

/** The port `wrangler dev` listens on; local hosts are `<site>.localhost:<port>`. */
export const localPort = 8787;

function localesOf(country: Country): SiteLocale[] {
  const cc = country.toUpperCase();
  const english: SiteLocale = { language: 'en', locale: `en-${cc}`, hygraphLocale: `en_${cc}` };
  if (country === 'th') return [english, { language: 'th', locale: 'th-TH', hygraphLocale: 'th_TH' }];
  if (country === 'id') return [english, { language: 'id', locale: 'id-ID', hygraphLocale: 'id_ID' }];
  return [english];
}

function site(country: Country, audience: Audience): Site {
  const brand = brandOf[country];
  const name = `${audience}-${country}`;
  return {
    name,
    country,
    audience,
    brand,
    brandName: brandNames[brand][audience],
    isRoot: false,
    locales: localesOf(country),
    hosts: [(audience === 'candidate' ? candidateHosts : employerHosts)[country], `${name}.localhost`],
  };
}

/** The global candidate site: no country of its own, English, Australian content (spec §2). */
const rootSite: Site = {
  name: 'candidate',
  country: 'au',
  audience: 'candidate',
  brand: 'seek',
  brandName: brandNames.seek.candidate,
  isRoot: true,
  locales: localesOf('au'),
  hosts: ['www.seek.com', 'candidate.localhost'],
};

export const sites: readonly Site[] = [
  ...countries.flatMap((country) => [site(country, 'candidate'), site(country, 'employer')]),
  rootSite,
];

const byHost = new Map(sites.flatMap((s) => s.hosts.map((host) => [host, s] as const)));

/**
 * The site a request is for, from its Host header (port ignored). Unknown hosts, including plain
 * `localhost` and `127.0.0.1`, get the site of `defaultHost`.
 */
export function siteForHost(host: string | undefined, defaultHost: string): Site {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const found = byHost.get(name) ?? byHost.get(defaultHost);
  if (!found) throw new Error(`The default host ${defaultHost} is not in the sites table`);
  return found;
}

/** Whether a host name (no port) is a host of the sites table; unknown hosts are served as the default. */
export function sitesTableHost(hostname: string): boolean {
  return byHost.has(hostname.toLowerCase().replace(/\.$/, ''));
}

/** The site's locale for a language; its default locale when it does not serve that language. */
export function siteLocale(site: Site, language: Language): SiteLocale {
  const [first] = site.locales;
  if (!first) throw new Error(`Site ${site.name} has no locales`);
  return site.locales.find((l) => l.language === language) ?? first;
}

/** The local address of a site under `wrangler dev`. */
export function localUrl(site: Site, port = localPort): string {
  return `http://${site.name}.localhost:${port}/`;
}

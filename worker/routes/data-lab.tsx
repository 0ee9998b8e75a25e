import { Hono, type Context } from 'hono';

import type { FilterValues } from '../../model/data-lab';
import { localizedPath } from '../../model/links';
import { ALL, clearDependents, filterParams, validate } from '../../model/rules/data-lab-filters';
import dataLabTranslations from '../../ui/i18n/data-lab.vocab';
import { intlLocale } from '../../ui/i18n/languages';
import { DataLabPage, type DataLabPageProps, type DataLabState } from '../../ui/pages/DataLabPage';
import { loadFilterFields, loadSurvey, loadSurveyTranslations } from '../data-lab/load';
import { readDataLabSelection } from '../data-lab/query';
import { loadDataLabReport } from '../data-lab/report';
import { demographicViews, driverChoices, resultTiles, tipsFor, translator } from '../data-lab/view';
import type { AppEnv } from '../env';
import { notFound } from '../errors';
import { siteSection } from '../render/frame';
import { noStore } from '../render/head';
import { partKeeper } from '../render/part-markup';
import { pageOrigin } from '../site/canonical';
import { COUNTRY_NAMES } from '../site/country-names';
import { siteLocale, type Country } from '../site/sites';
import { isUpstreamFailure } from '../upstreams/fetch';

/** Spec §9: the survey ran January 2023 to February 2024 in au and nz, April to May 2024 elsewhere. */
const surveyPeriod = (country: Country) =>
  country === 'au' || country === 'nz'
    ? { from: '2023-01', to: '2024-02' }
    : { from: '2024-04', to: '2024-05' };

const surveyFailed = (error: unknown) => {
  if (!isUpstreamFailure(error, 'Survey API')) throw error;
  // Spec §8: network errors are only logged.
  console.error('Data Lab survey failed', error.message);
  return null;
};

/** 'Industry: Accounting, Construction · Gender: Female' in the page's names; null for all respondents. */
function selectionText(v: FilterValues, tr: (name: string) => string): string | null {
  if (v.primaryDriver === ALL) return null;
  const part = (driver: string, options: string[]) => `${tr(driver)}: ${options.map(tr).join(', ')}`;
  const parts = [part(v.primaryDriver, v.primaryDriverOptions)];
  if (v.secondaryDriver) parts.push(part(v.secondaryDriver, v.secondaryDriverOptions));
  return parts.join(' · ');
}

/** A selection as the query of the page's canonical and share links: '' for all respondents. */
function selectionQuery(values: FilterValues): string {
  const query = new URLSearchParams(filterParams(values)).toString();
  return query ? `?${query}` : '';
}

/**
 * The Data Lab results (spec §2): /{country}/talent-attraction-lab/data-lab on the site of that country only.
 * The query (primaryDriver, primaryDriverOptions, secondaryDriver, secondaryDriverOptions; lists joined by '_')
 * is checked by the same rules as the filter form (spec §5): a broken rule answers 400 with the messages in
 * the form; the survey API failing answers 502. Disabled dependents are cleared as the form clears them.
 */
async function dataLabResponse(c: Context<AppEnv>): Promise<Response> {
  const country = c.req.param('country') ?? '';
  // On the th and id sites the English address (/th/talent-attraction-lab/…) starts like a language prefix,
  // and the site middleware reads it as one; only /th/th/… is the Thai page.
  if (c.get('language') !== 'en' && !c.req.path.startsWith(`/${c.get('language')}/${country}/`)) {
    c.set('language', 'en');
    c.set('locale', siteLocale(c.get('site'), 'en'));
  }
  const site = c.get('site');
  const language = c.get('language');
  const path = localizedPath(`/${country}/talent-attraction-lab/data-lab`, language);
  if (country !== site.country) throw notFound(path);
  const parsed = readDataLabSelection(new URL(c.req.url).searchParams);
  const [fields, names, frameSection, report] = await Promise.all([
    loadFilterFields(c, country).catch(surveyFailed),
    loadSurveyTranslations(c, country),
    siteSection(c),
    loadDataLabReport(c, country),
  ]);
  const tr = translator(names);
  const drivers = fields ? driverChoices(fields, tr) : [];
  const values = fields ? clearDependents(parsed.values, drivers) : parsed.values;
  const errors = fields ? { ...validate(values, drivers), ...parsed.errors } : parsed.errors;
  const invalid = Object.keys(errors).length > 0;

  let state: DataLabState = invalid ? 'invalid' : 'failed';
  const result =
    fields && !invalid
      ? await loadSurvey(c, country, {
          driver: values.primaryDriver,
          values: values.primaryDriverOptions,
          drilldown: values.secondaryDriver
            ? { driver: values.secondaryDriver, values: values.secondaryDriverOptions }
            : null,
        }).catch(surveyFailed)
      : null;
  const tiles = result ? resultTiles(result, tr) : [];
  if (result) state = tiles.every((tile) => tile.sample === 'missing') ? 'empty' : 'results';

  const draft = c.req.query('draft') ?? null;
  // The selection the page shows, in its one spelling (data-lab/query.ts): what its canonical and share links
  // name, and the page cache keeps the page only when the address asked names it so.
  const canonical = `${pageOrigin(c)}${path}${selectionQuery(values)}`;
  const t = await dataLabTranslations.getMessages(language, intlLocale(language));
  const title = `${t['Talent Attraction Lab'].format()}: ${t['What attracts candidates'].format()}`;
  const props: DataLabPageProps = {
    state,
    country: site.country,
    countryName: COUNTRY_NAMES[site.country],
    selection: selectionText(values, tr),
    tiles,
    respondents: result?.respondents ?? 0,
    demographic: result && state === 'results' ? demographicViews(result, tr) : [],
    tips: result && state === 'results' ? await tipsFor(result, tr, language) : [],
    aboutHref: localizedPath('/market-insights/loa-about-the-research', language),
    period: surveyPeriod(site.country),
    employerNote: site.audience === 'employer' && (site.country === 'au' || site.country === 'nz'),
    filters: { action: path, drivers, values, errors, draft, allLabel: tr(ALL) },
    share: { url: canonical, title },
    report,
  };
  const response = await c.render(<DataLabPage {...props} keeper={partKeeper(c)} />, {
    title,
    // The introduction under the heading, in the page's language: what search results and share previews show.
    description: t['Data Lab intro'].format(),
    canonical,
    status: state === 'failed' ? 502 : 200,
    section: frameSection,
    translations: [dataLabTranslations],
    analytics: { pageType: 'data-lab' },
  });
  if (state !== 'invalid') return response;
  // Bad input, not a page to keep: 400 and never cached.
  const headers = new Headers(response.headers);
  headers.set('cache-control', noStore);
  return new Response(response.body, { status: 400, headers });
}

/** Spec §2 route table: /{country}/talent-attraction-lab/data-lab. */
export const dataLabRoutes = new Hono<AppEnv>().get(
  '/:country/talent-attraction-lab/data-lab',
  dataLabResponse,
);

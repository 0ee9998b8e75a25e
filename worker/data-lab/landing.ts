import type { Context } from 'hono';

import type { DataLabFiltersProps } from '../../model/data-lab';
import { localizedPath } from '../../model/links';
import { ALL, emptyFilters } from '../../model/rules/data-lab-filters';
import type { AppEnv } from '../env';
import { countries } from '../site/sites';
import { isUpstreamFailure } from '../upstreams/fetch';

import { loadFilterFields, loadSurveyTranslations } from './load';
import { driverChoices, translator } from './view';

/** The Data Lab results of this site's country, in the page's language (spec §2 route table). */
export const dataLabPath = (c: Context<AppEnv>) =>
  localizedPath(`/${c.get('site').country}/talent-attraction-lab/data-lab`, c.get('language'));

/** Where a Data Lab embed goes: the results of the site's country, and the landing form when it could be read. */
export interface DataLabLanding {
  href: string;
  dataLab: DataLabFiltersProps | null;
}

/** 'th-2024' → 'th': the survey API names each country's survey after the country. */
function surveyCountry(survey: string): string | null {
  const country = /^([a-z]{2})-/.exec(survey)?.[1];
  return countries.find((known) => known === country) ?? null;
}

/**
 * The Data Lab landing (spec §2): the results address of the site's country and the form that submits to it,
 * the filters with nothing chosen, for the DataLabEmbed and SalaryDriversPromo custom components and an
 * article's QUERY_FILTER_TAL. The form's choices come from the site's survey, or from `survey` when an article
 * names one (its country's survey, which must have that name). The form is null when the survey API fails
 * (recorded as 'unavailable', so the page cache does not keep the page) or the survey is not the one named:
 * the embed then links to the results alone.
 */
export async function loadDataLabLanding(
  c: Context<AppEnv>,
  survey: string | null = null,
): Promise<DataLabLanding> {
  const country = survey === null ? c.get('site').country : surveyCountry(survey);
  return { href: dataLabPath(c), dataLab: country ? await landingForm(c, country, survey) : null };
}

async function landingForm(
  c: Context<AppEnv>,
  country: string,
  survey: string | null,
): Promise<DataLabFiltersProps | null> {
  const [fields, names] = await Promise.all([
    loadFilterFields(c, country).catch((error: unknown) => {
      if (!isUpstreamFailure(error, 'Survey API')) throw error;
      console.error('Data Lab landing form: survey failed', error.message);
      // The page is served without its form, but never stored as healthy (nor kept for stale-if-error).
      c.get('contentCache')?.record('unavailable');
      return null;
    }),
    loadSurveyTranslations(c, country),
  ]);
  if (!fields) return null;
  if (survey !== null && fields.survey !== survey) {
    console.error('Data Lab landing form: no survey named', survey);
    return null;
  }
  const tr = translator(names);
  return {
    action: dataLabPath(c),
    drivers: driverChoices(fields, tr),
    values: emptyFilters,
    errors: {},
    draft: c.req.query('draft') ?? null,
    allLabel: tr(ALL),
    inline: true,
  };
}

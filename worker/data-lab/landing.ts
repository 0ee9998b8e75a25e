import type { Context } from 'hono';

import type { DataLabFiltersProps } from '../../model/data-lab';
import { localizedPath } from '../../model/links';
import { ALL, emptyFilters } from '../../model/rules/data-lab-filters';
import type { AppEnv } from '../env';
import { isUpstreamFailure } from '../upstreams/fetch';

import { loadFilterFields, loadSurveyTranslations } from './load';
import { driverChoices, translator } from './view';

/** The Data Lab results of this site's country, in the page's language (spec §2 route table). */
export const dataLabPath = (c: Context<AppEnv>) =>
  localizedPath(`/${c.get('site').country}/talent-attraction-lab/data-lab`, c.get('language'));

/**
 * The Data Lab landing form (spec §2): the filters with nothing chosen, submitting to the results of the
 * site's country. Its choices come from the survey of `country` (the site's, unless an article names another),
 * and `survey`, when given, must be that survey's name. Null when the survey API fails (recorded as
 * 'unavailable', so the page cache does not keep the page) or the survey is not the one named: the embed then
 * links to the results alone.
 */
export async function dataLabLandingForm(
  c: Context<AppEnv>,
  country: string = c.get('site').country,
  survey?: string,
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
  if (survey !== undefined && fields.survey !== survey) {
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

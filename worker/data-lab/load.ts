import type { Context } from 'hono';

import { readUpstreamData } from '../cache/read-content';
import type { AppEnv } from '../env';
import {
  getFilterFields,
  getSurvey,
  getTranslations,
  SURVEY_TRANSLATED_LOCALES,
  type SurveySelection,
} from '../upstreams/survey';

type TranslatedLocale = (typeof SURVEY_TRANSLATED_LOCALES)[number];

/**
 * Survey reads go through the content cache like CMS reads (spec §7: the survey API is read cache-first):
 * KV key `content:survey_<operation>:<variables>`, fresh 60 s, stale-while-revalidate, stale-if-error. The
 * entry id `survey-<country>` lets an operator purge one country's survey data.
 */
function cachedSurveyRead<T>(
  c: Context<AppEnv>,
  operation: string,
  country: string,
  variables: Record<string, unknown>,
  fetch: () => Promise<T>,
): Promise<T> {
  const query = { name: `survey_${operation}`, variables: { country, ...variables } };
  return readUpstreamData(c, query, `survey-${country}`, fetch);
}

const endpoint = (c: Context<AppEnv>) => ({ endpoint: c.env.SURVEY_API });

export function loadFilterFields(c: Context<AppEnv>, country: string) {
  return cachedSurveyRead(c, 'getFilterFields', country, {}, () => getFilterFields(endpoint(c), country));
}

export function loadSurvey(c: Context<AppEnv>, country: string, selection: SurveySelection) {
  return cachedSurveyRead(c, 'getSurvey', country, { ...selection }, () =>
    getSurvey(endpoint(c), country, selection),
  );
}

/**
 * The survey's names in the page's locale, or none for English. A failure only costs the translation:
 * the page shows the English names (spec §8: such errors are only logged).
 */
export async function loadSurveyTranslations(
  c: Context<AppEnv>,
  country: string,
): Promise<Record<string, string>> {
  const locale = c.get('locale').locale as TranslatedLocale;
  if (!SURVEY_TRANSLATED_LOCALES.includes(locale)) return {};
  try {
    return await cachedSurveyRead(c, 'getTranslations', country, { locale }, () =>
      getTranslations(endpoint(c), locale),
    );
  } catch (error) {
    console.error('Survey translations failed', error instanceof Error ? error.message : error);
    // English names on a translated page: served, never stored as healthy.
    c.get('contentCache')?.record('unavailable');
    return {};
  }
}

import type { Context } from 'hono';

import type { ArticleView } from '../../model/article';
import type { JsonObject } from '../../model/json';
import type { AppEnv } from '../env';
import { countries } from '../site/sites';

import { dataLabLandingForm, dataLabPath } from './landing';

/** The custom article embed of the Data Lab filters (spec §2 "Custom article embeds by title"). */
export const DATA_LAB_FILTER_EMBED = 'QUERY_FILTER_TAL';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFilterEmbed = (reference: Record<string, unknown>) =>
  reference.__typename === 'CustomContent' && reference.title === DATA_LAB_FILTER_EMBED;

/** 'th-2024' → 'th': the survey API names each country's survey after the country. */
function surveyCountry(survey: string): string | null {
  const country = /^([a-z]{2})-/.exec(survey)?.[1];
  return countries.find((known) => known === country) ?? null;
}

/**
 * Gives the article's QUERY_FILTER_TAL embeds what they render (spec §2): the filter form of the survey named in
 * the article's `additionalData.datalabSurvey` (the site's survey when none is named), submitting to the results
 * of the site's country, and the results address. The form is null when that survey cannot be read or is not
 * the one named; the embed then links to the results alone.
 */
export async function withDataLabFilterEmbeds(
  c: Context<AppEnv>,
  article: ArticleView,
): Promise<ArticleView> {
  const references = article.content.references;
  if (!references.some(isFilterEmbed)) return article;
  const named = isObject(article.additionalData) ? article.additionalData.datalabSurvey : undefined;
  const survey = typeof named === 'string' && named.trim() ? named.trim() : undefined;
  const country = survey === undefined ? c.get('site').country : surveyCountry(survey);
  const filters = country ? await dataLabLandingForm(c, country, survey) : null;
  // Plain JSON (the island's props are serialisable by rule, DESIGN §5), so it travels as the embed's data.
  const extra = { dataLabFilters: filters as unknown as JsonObject | null, dataLabHref: dataLabPath(c) };
  return {
    ...article,
    content: {
      ...article.content,
      references: references.map((reference) =>
        isFilterEmbed(reference)
          ? { ...reference, data: { ...(isObject(reference.data) ? reference.data : {}), ...extra } }
          : reference,
      ),
    },
  };
}

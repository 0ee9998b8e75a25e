/**
 * The data the custom embeds of an article's body show from elsewhere (spec §2 "Custom article embeds by
 * title", model/article-embeds.ts), by title: an insights tool's figures, the Data Lab landing. An embed that
 * shows data from elsewhere is one entry here, its loader beside the service it reads.
 */
import type { Context } from 'hono';

import type { ArticleView } from '../../model/article';
import type { ArticleEmbedTitle, ArticleReference, CustomEmbedReference } from '../../model/article-embeds';
import { loadDataLabLanding } from '../data-lab/landing';
import type { AppEnv } from '../env';
import { withInsightsEmbed } from '../insights/components';

/** The embed titled T with the data it shows. */
type EmbedData<T extends ArticleEmbedTitle> = (
  c: Context<AppEnv>,
  embed: CustomEmbedReference & { embed: T },
) => Promise<CustomEmbedReference>;

const embedData: { [T in ArticleEmbedTitle]?: EmbedData<T> } = {
  TOP_JOB_GROWTH: withInsightsEmbed,
  FASTEST_GROWING_SALARIES: withInsightsEmbed,
  HIGHEST_PAYING_JOBS: withInsightsEmbed,
  GENERATION_DRIVERS_SUMMARY: withInsightsEmbed,
  GENERATION_DRIVERS_INTERACTIVE: withInsightsEmbed,
  QUERY_FILTER_TAL: async (c, embed) => ({ ...embed, ...(await loadDataLabLanding(c, embed.survey)) }),
};

// Indexed by a type parameter, the entry's type follows the embed's (no union of functions to call).
const embedDataOf = <T extends ArticleEmbedTitle>(title: T): EmbedData<T> | undefined => embedData[title];

async function withEmbedData(c: Context<AppEnv>, reference: ArticleReference): Promise<ArticleReference> {
  if (reference.__typename !== 'CustomContent' || reference.embed === null) return reference;
  const load = embedDataOf(reference.embed);
  return load ? load(c, reference) : reference;
}

/**
 * The article with the data of every embed in its body, read in parallel; the article itself when none shows
 * data from elsewhere (its kept markup is found by its data's identity, model/read-only.ts).
 */
export async function articleWithEmbedData(c: Context<AppEnv>, article: ArticleView): Promise<ArticleView> {
  const given = article.content.references;
  const references = await Promise.all(given.map((reference) => withEmbedData(c, reference)));
  if (references.every((reference, i) => reference === given[i])) return article;
  return { ...article, content: { ...article.content, references } };
}

/** The newest articles of a site, optionally of one section (the latest-articles block, spec §2, §9). */
import { withFragments } from './fragments';

export const GetLatestArticles = withFragments(/* GraphQL */ `
  query GetLatestArticles(
    $where: ArticleWhereInput!
    $first: Int!
    $localesWithDefault: [Locale!]!
    $stage: Stage!
  ) {
    articles(
      where: $where
      locales: $localesWithDefault
      stage: $stage
      orderBy: publishDate_DESC
      first: $first
    ) {
      ...ArticleCard
    }
  }
`);

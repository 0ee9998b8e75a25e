/** Author documents (spec §7). */
import { withFragments } from './fragments';

const AUTHOR_FIELDS = /* GraphQL */ `
      id
      name
      slug
      roleTitle
      locale
      sites
      description {
        ...RichTextFields
      }
      image {
        ...AssetFields
      }
      versions: localizations(includeCurrent: true) {
        locale
      }`;

/** Authors by `where`; `$locale` is the fallback order, e.g. [th_TH, en_TH, default]. */
export const GetAuthors = withFragments(/* GraphQL */ `
  query GetAuthors($where: AuthorWhereInput!, $locale: [Locale!]!, $stage: Stage!) {
    authors(where: $where, locales: $locale, stage: $stage, orderBy: name_ASC) {${AUTHOR_FIELDS}
    }
  }
`);

/** One author by slug with a page of their articles on a site (first = page size), newest first. */
export const GetAuthorWithArticles = withFragments(/* GraphQL */ `
  query GetAuthorWithArticles(
    $slug: String!
    $site: Site!
    $locale: Locale!
    $localesWithDefault: [Locale!]!
    $stage: Stage!
    $first: Int!
    $skip: Int!
  ) {
    authors(where: { slug: $slug }, locales: $localesWithDefault, stage: $stage, first: 1) {${AUTHOR_FIELDS}
      localizations(locales: [$locale], includeCurrent: true) {
        locale
      }
    }
    articlesConnection(
      where: { authors_some: { slug: $slug }, sites_contains_some: [$site], title_not: "-" }
      locales: $localesWithDefault
      stage: $stage
      first: $first
      skip: $skip
      orderBy: publishDate_DESC
    ) {
      aggregate {
        count
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
        pageSize
      }
      edges {
        node {
          ...ArticleCard
        }
      }
    }
  }
`);

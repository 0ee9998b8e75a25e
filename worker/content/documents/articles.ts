/**
 * Article documents (spec §7). `$locale` is the requested locale (used to tell a real translation from a
 * fallback through `localizations`); `$localesWithDefault` is the fallback order the entries are read in.
 */
import { withFragments } from './fragments';

/** One article by `where` (slug and site), in full. */
export const getArticles = withFragments(/* GraphQL */ `
  query getArticles(
    $where: ArticleWhereInput!
    $locale: Locale!
    $localesWithDefault: [Locale!]!
    $stage: Stage!
  ) {
    articles(
      where: $where
      locales: $localesWithDefault
      stage: $stage
      orderBy: publishDate_DESC
      first: 2
    ) {
      ...ArticleCard
      stage
      updatedAt
      documentInStages(stages: [PUBLISHED]) {
        publishedAt
      }
      showExcerpt
      mediaUrl
      hideEmbeddedFormInSection
      additionalData
      podcast {
        appleUrl
        googleUrl
        spotifyUrl
      }
      category {
        parent {
          id
          name
          slug
          locale
        }
      }
      content {
        ...ArticleContentFields
      }
      contactUs {
        ...RichTextFields
      }
      additionalContent {
        box {
          ...BoxFields
        }
        components {
          ...BlockItemFields
        }
      }
      formData {
        ...FormFields
      }
      seo {
        ...SeoFields
      }
      localizations(locales: [$locale], includeCurrent: true) {
        locale
        title
        slug
        seo {
          title
          description
        }
      }
      alternates: localizations(includeCurrent: true) {
        locale
        title
        slug
        content {
          text
        }
      }
    }
  }
`);

/** One category with its latest articles: placeholders ('-') and the current article left out. */
export const GetLatestArticlesByCategory = withFragments(/* GraphQL */ `
  query GetLatestArticlesByCategory(
    $where: CategoryWhereInput!
    $totalArticles: Int = 4
    $site: Site!
    $locale: Locale!
    $localesWithDefault: [Locale!]!
    $stage: Stage!
    $ignoredArticleId: ID
  ) {
    categories(where: $where, locales: $localesWithDefault, stage: $stage, first: 1) {
      id
      name
      slug
      locale
      relatedCategorySection {
        ...SectionPath
      }
      localizations(locales: [$locale], includeCurrent: true) {
        locale
      }
      relatedArticlesInCategory(
        where: { title_not: "-", id_not: $ignoredArticleId, sites_contains_some: [$site] }
        orderBy: publishDate_DESC
        first: $totalArticles
      ) {
        ...ArticleCard
      }
    }
  }
`);

// What the two pagination documents read of a page of articles: the total count, page info and cards.
const ARTICLES_PAGE = /* GraphQL */ `
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
        cursor
        node {
          ...ArticleCard
          localizations(locales: [$locale], includeCurrent: true) {
            locale
          }
        }
      }`;

/** A page of an author's articles, newest first, with the total count and page info. */
export const GetArticlesByAuthorPagination = withFragments(/* GraphQL */ `
  query GetArticlesByAuthorPagination(
    $where: ArticleWhereInput!
    $locale: Locale!
    $localesWithDefault: [Locale!]!
    $first: Int!
    $skip: Int!
  ) {
    articlesConnection(
      where: $where
      locales: $localesWithDefault
      first: $first
      skip: $skip
      orderBy: publishDate_DESC
    ) {${ARTICLES_PAGE}
    }
  }
`);

/** A page of a category's articles, newest first, in a stage, with the total count and page info. */
export const GetArticlesByCategoryPagination = withFragments(/* GraphQL */ `
  query GetArticlesByCategoryPagination(
    $where: ArticleWhereInput!
    $locale: Locale!
    $localesWithDefault: [Locale!]!
    $stage: Stage!
    $first: Int!
    $skip: Int!
  ) {
    articlesConnection(
      where: $where
      locales: $localesWithDefault
      stage: $stage
      first: $first
      skip: $skip
      orderBy: publishDate_DESC
    ) {${ARTICLES_PAGE}
    }
  }
`);

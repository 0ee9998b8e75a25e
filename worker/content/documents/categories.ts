/** Category documents (spec §7). */
import { CATEGORY_LATEST_TOTAL, LIST_LOOKAHEAD } from '../../../model/article-card';

import { withFragments } from './fragments';

// A parent or child category, with its names in every locale.
const RELATIVE = /* GraphQL */ `
        id
        name
        slug
        localizations(includeCurrent: true) {
          locale
          name
        }`;

/** One category by `where` (slug and site), read in the published stage. */
export const GetCategory = withFragments(/* GraphQL */ `
  query GetCategory($where: CategoryWhereInput!) {
    categories(where: $where, first: 1) {
      id
      name
      slug
      locale
      sites
      description {
        ...RichTextFields
      }
      parent {${RELATIVE}
      }
      children(orderBy: name_ASC) {${RELATIVE}
      }
      relatedCategorySection {
        ...SectionPath
      }
      additionalContent {
        box {
          ...BoxFields
        }
        components {
          ...BlockItemFields
        }
      }
      seo {
        ...SeoFields
      }
      localizations(includeCurrent: true) {
        locale
        name
        slug
        description {
          ...RichTextFields
        }
        seo {
          ...SeoFields
        }
      }
    }
  }
`);

/** The categories of a section by name, each with its children and the 4 latest articles of each. */
export const GetCategoriesWithLatestArticles = withFragments(/* GraphQL */ `
  query GetCategoriesWithLatestArticles(
    $where: CategoryWhereInput!
    $sectionWhere: SectionWhereInput!
    $site: Site!
    $locale: Locale!
    $localesWithDefault: [Locale!]!
    $stage: Stage!
  ) {
    categories(
      where: { AND: [$where, { relatedCategorySection: $sectionWhere }] }
      locales: $localesWithDefault
      stage: $stage
      orderBy: name_ASC
    ) {
      id
      name
      slug
      locale
      localizations(locales: [$locale], includeCurrent: true) {
        locale
      }
      relatedCategorySection {
        ...SectionPath
      }
      relatedArticlesInCategory(
        where: { title_not: "-", sites_contains_some: [$site] }
        orderBy: publishDate_DESC
        first: ${CATEGORY_LATEST_TOTAL + LIST_LOOKAHEAD}
      ) {
        ...ArticleCard
      }
      children(orderBy: name_ASC) {
        id
        name
        slug
        relatedArticlesInCategory(
          where: { title_not: "-", sites_contains_some: [$site] }
          orderBy: publishDate_DESC
          first: ${CATEGORY_LATEST_TOTAL + LIST_LOOKAHEAD}
        ) {
          ...ArticleCard
        }
      }
    }
  }
`);

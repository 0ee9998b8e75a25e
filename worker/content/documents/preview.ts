/** The preview list document (spec §2 preview list page, §7). */
import { withFragments } from './fragments';

/** An article and a page by id in a stage, each with every localization (locale, slug, sites). */
export const GetPreviewData = withFragments(/* GraphQL */ `
  query GetPreviewData(
    $whereArticle: ArticleWhereUniqueInput!
    $wherePage: PageWhereUniqueInput!
    $stage: Stage!
  ) {
    article(where: $whereArticle, stage: $stage) {
      id
      stage
      sites
      category {
        id
        slug
        relatedCategorySection {
          ...SectionPath
        }
      }
      localizations(includeCurrent: true) {
        locale
        title
        slug
      }
    }
    page(where: $wherePage, stage: $stage) {
      id
      stage
      sites
      relatedPageSection {
        ...SectionPath
      }
      localizations(includeCurrent: true) {
        locale
        title
        slug
      }
    }
  }
`);

/**
 * The sitemap's document: every published article, page, category and author of a site, with the locales each
 * exists in, their slugs and when they last changed. Read in pages of `$first` from `$skip`.
 */
export const GetSitemapEntries = /* GraphQL */ `
  query GetSitemapEntries($site: Site!, $first: Int!, $skip: Int!) {
    articles(
      where: { sites_contains_some: [$site], title_not: "-" }
      stage: PUBLISHED
      orderBy: publishDate_DESC
      first: $first
      skip: $skip
    ) {
      id
      seo {
        noIndex
      }
      authors {
        id
      }
      category {
        id
        parent {
          id
        }
        relatedCategorySection {
          id
          sectionName
          parentSection {
            id
            sectionName
          }
        }
      }
      localizations(includeCurrent: true) {
        locale
        title
        slug
        updatedAt
        content {
          text
        }
      }
    }
    pages(
      where: { sites_contains_some: [$site] }
      stage: PUBLISHED
      orderBy: slug_ASC
      first: $first
      skip: $skip
    ) {
      id
      seo {
        noIndex
      }
      relatedPageSection {
        id
        sectionName
        parentSection {
          id
          sectionName
        }
      }
      localizations(includeCurrent: true) {
        locale
        title
        slug
        updatedAt
      }
    }
    categories(
      where: { sites_contains_some: [$site] }
      stage: PUBLISHED
      orderBy: name_ASC
      first: $first
      skip: $skip
    ) {
      id
      slug
      updatedAt
      seo {
        noIndex
      }
      relatedCategorySection {
        id
        sectionName
        parentSection {
          id
          sectionName
        }
      }
      localizations(includeCurrent: true) {
        locale
        slug
      }
    }
    authors(
      where: { sites_contains_some: [$site] }
      stage: PUBLISHED
      orderBy: slug_ASC
      first: $first
      skip: $skip
    ) {
      id
      slug
      updatedAt
      localizations(includeCurrent: true) {
        locale
      }
    }
  }
`;

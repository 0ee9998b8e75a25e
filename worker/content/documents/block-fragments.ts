/**
 * Fragments of the non-interactive page blocks (issue 5, part A), merged into fragments.ts and spread
 * in BlockItemFields through BlockItemFieldsA. Articles in blocks leave out placeholders titled '-'.
 */

const articles = (args: string) => /* GraphQL */ `(where: { title_not: "-" }${args}) {
        ...ArticleCard
      }`;

export const blockFragments: Record<string, string> = {
  GalleryFields: /* GraphQL */ `
    fragment GalleryFields on Gallery {
      id
      locale
      title
      isCarousel
      tile {
        ...TileFields
      }
      images {
        ...AssetFields
      }
    }
  `,
  ArticleBannerFields: /* GraphQL */ `
    fragment ArticleBannerFields on ArticleBanner {
      id
      locale
      ctaText
      reverse
      badge {
        ...BadgeFields
      }
      article {
        ...ArticleCard
      }
    }
  `,
  IconBlockFields: /* GraphQL */ `
    fragment IconBlockFields on IconBlock {
      id
      locale
      icon
      title
      content {
        raw
        text
      }
      actionGroup {
        ...ActionGroupFields
      }
    }
  `,
  IconBlockGroupFields: /* GraphQL */ `
    fragment IconBlockGroupFields on IconBlockGroup {
      id
      locale
      title
      tile {
        ...TileFields
      }
      iconBlocks {
        ...IconBlockFields
      }
    }
  `,
  ImageBlockGroupFields: /* GraphQL */ `
    fragment ImageBlockGroupFields on ImageBlockGroup {
      id
      locale
      title
      tile {
        ...TileFields
      }
      imageBlocks {
        id
        heading
        paragraph {
          raw
          text
        }
        image {
          ...AssetFields
        }
        link {
          ...LinkFields
        }
      }
    }
  `,
  StepBlockGroupFields: /* GraphQL */ `
    fragment StepBlockGroupFields on StepBlockGroup {
      id
      locale
      title
      steps {
        id
        heading
        paragraph {
          raw
          text
        }
        image {
          ...AssetFields
        }
      }
    }
  `,
  DisclosureFields: /* GraphQL */ `
    fragment DisclosureFields on Disclosure {
      id
      locale
      expandLabel
      collapseLabel
      content {
        raw
        text
      }
    }
  `,
  LatestArticlesByCategoryFields: /* GraphQL */ `
    fragment LatestArticlesByCategoryFields on LatestArticlesByCategory {
      id
      locale
      title
      totalArticles
      category {
        id
        slug
        name
      }
    }
  `,
  AlertFields: /* GraphQL */ `
    fragment AlertFields on Alert {
      id
      locale
      tone
      title
      content {
        raw
        text
      }
    }
  `,
  ProfileBioFields: /* GraphQL */ `
    fragment ProfileBioFields on ProfileBio {
      id
      locale
      name
      roleTitle
      image {
        ...AssetFields
      }
      description {
        raw
        text
      }
    }
  `,
  KeyStepsFields: /* GraphQL */ `
    fragment KeyStepsFields on KeySteps {
      id
      locale
      title
      tone
      image {
        ...AssetFields
      }
      steps {
        id
        heading
        description {
          raw
          text
        }
      }
    }
  `,
  TipsCardGroupFields: /* GraphQL */ `
    fragment TipsCardGroupFields on TipsCardGroup {
      id
      locale
      title
      cards {
        id
        icon
        description {
          raw
          text
        }
        badge {
          ...BadgeFields
        }
        inlineLink {
          text
          icon
          iconPosition
          link {
            ...LinkFields
          }
        }
        downloadButton {
          text
          icon
          variant
          link {
            ...LinkFields
          }
        }
      }
    }
  `,
  BreadcrumbTrailFields: /* GraphQL */ `
    fragment BreadcrumbTrailFields on BreadcrumbTrail {
      id
      locale
      items {
        id
        text
        url
      }
    }
  `,
  JobAdCardGroupFields: /* GraphQL */ `
    fragment JobAdCardGroupFields on JobAdCardGroup {
      id
      locale
      title
      cards {
        id
        heading
        subHeading
        border
        paragraph {
          raw
          text
        }
        image {
          ...AssetFields
        }
        badge {
          ...BadgeFields
        }
        actionGroup {
          ...ActionGroupFields
        }
      }
    }
  `,
  ArticleCardGroupFields: /* GraphQL */ `
    fragment ArticleCardGroupFields on ArticleCardGroup {
      id
      locale
      title
      display
      articles${articles('')}
    }
  `,
  TopicArticleGroupFields: /* GraphQL */ `
    fragment TopicArticleGroupFields on TopicArticleGroup {
      id
      locale
      title
      articlesPerTopic
      topics {
        id
        name
        slug
        description {
          raw
          text
        }
        relatedArticlesInTopic${articles(', orderBy: publishDate_DESC, first: 12')}
      }
    }
  `,
  CategorySectionFields: /* GraphQL */ `
    fragment CategorySectionFields on CategorySection {
      id
      locale
      title
      articlesPerCategory
      categories {
        id
        slug
        name
      }
    }
  `,
  PodcastBannerFields: /* GraphQL */ `
    fragment PodcastBannerFields on PodcastBanner {
      id
      locale
      mediaUrl
      image {
        ...AssetFields
      }
      heading {
        ...HeadingFields
      }
      paragraph {
        ...ParagraphFields
      }
      podcast {
        appleUrl
        googleUrl
        spotifyUrl
      }
    }
  `,
  LatestArticlesFields: /* GraphQL */ `
    fragment LatestArticlesFields on LatestArticles {
      id
      locale
      title
      totalArticles
      section {
        id
        sectionName
      }
    }
  `,
  BlockItemFieldsA: /* GraphQL */ `
    fragment BlockItemFieldsA on BlockItem {
      ... on Gallery {
        ...GalleryFields
      }
      ... on ArticleBanner {
        ...ArticleBannerFields
      }
      ... on IconBlock {
        ...IconBlockFields
      }
      ... on IconBlockGroup {
        ...IconBlockGroupFields
      }
      ... on ImageBlockGroup {
        ...ImageBlockGroupFields
      }
      ... on StepBlockGroup {
        ...StepBlockGroupFields
      }
      ... on Disclosure {
        ...DisclosureFields
      }
      ... on LatestArticlesByCategory {
        ...LatestArticlesByCategoryFields
      }
      ... on Alert {
        ...AlertFields
      }
      ... on ProfileBio {
        ...ProfileBioFields
      }
      ... on KeySteps {
        ...KeyStepsFields
      }
      ... on TipsCardGroup {
        ...TipsCardGroupFields
      }
      ... on BreadcrumbTrail {
        ...BreadcrumbTrailFields
      }
      ... on JobAdCardGroup {
        ...JobAdCardGroupFields
      }
      ... on ArticleCardGroup {
        ...ArticleCardGroupFields
      }
      ... on TopicArticleGroup {
        ...TopicArticleGroupFields
      }
      ... on CategorySection {
        ...CategorySectionFields
      }
      ... on PodcastBanner {
        ...PodcastBannerFields
      }
      ... on LatestArticles {
        ...LatestArticlesFields
      }
    }
  `,
};

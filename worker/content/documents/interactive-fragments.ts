/** Fragments of the interactive block items (issue 5 part B), merged into fragments.ts and BlockItemFields. */

export const interactiveFragments: Record<string, string> = {
  VideoFields: /* GraphQL */ `
    fragment VideoFields on Video {
      source
      videoUrl
      videoId
    }
  `,
  TestimonialGroupFields: /* GraphQL */ `
    fragment TestimonialGroupFields on TestimonialGroup {
      id
      locale
      title
      cardBackground
      testimonials {
        id
        quote
        author
        company
        locale
      }
    }
  `,
  TabGroupFields: /* GraphQL */ `
    fragment TabGroupFields on TabGroup {
      id
      locale
      title
      tabs {
        id
        label
        locale
        content {
          raw
          text
        }
      }
    }
  `,
  VideoBlockFields: /* GraphQL */ `
    fragment VideoBlockFields on VideoBlock {
      id
      locale
      title
      video {
        ...VideoFields
      }
    }
  `,
  VideoDialogGroupFields: /* GraphQL */ `
    fragment VideoDialogGroupFields on VideoDialogGroup {
      id
      locale
      title
      tile {
        ...TileFields
      }
      videos {
        id
        title
        description
        video {
          ...VideoFields
        }
      }
    }
  `,
  NumericalCardFields: /* GraphQL */ `
    fragment NumericalCardFields on NumericalCard {
      id
      locale
      title
      text
      numericalBlock {
        number
        unit
        numberTone
        unitTone
        hasAnimation
        textSize
        animationSpeed
        fontWeight
        sameFontSize
      }
    }
  `,
  TopicListFields: /* GraphQL */ `
    fragment TopicListFields on TopicList {
      id
      locale
      title
      topicFilterLabel
      topicFilterPlaceholder
      setDefaultTopic
      cardFields
      topics {
        id
        name
        slug
        description {
          raw
          text
        }
        topicArticles: relatedArticlesInTopic(
          where: { title_not: "-" }
          orderBy: publishDate_DESC
          first: 12
        ) {
          ...ArticleCard
        }
      }
    }
  `,
  DocumentListFields: /* GraphQL */ `
    fragment DocumentListFields on DocumentList {
      id
      locale
      icon
      groupName
      usePagination
      maxPageSize
      documentFilterOption
      documents {
        id
        title
        date
        type
        externalUrl
        itemIcon
      }
    }
  `,
  TeamMemberProfileFields: /* GraphQL */ `
    fragment TeamMemberProfileFields on TeamMemberProfile {
      id
      locale
      title
      members {
        id
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
    }
  `,
  /** Spread at the end of BlockItemFields. */
  BlockItemFieldsB: /* GraphQL */ `
    fragment BlockItemFieldsB on BlockItem {
      ... on TestimonialGroup {
        ...TestimonialGroupFields
      }
      ... on TabGroup {
        ...TabGroupFields
      }
      ... on VideoBlock {
        ...VideoBlockFields
      }
      ... on VideoDialogGroup {
        ...VideoDialogGroupFields
      }
      ... on NumericalCard {
        ...NumericalCardFields
      }
      ... on TopicList {
        ...TopicListFields
      }
      ... on DocumentList {
        ...DocumentListFields
      }
      ... on TeamMemberProfile {
        ...TeamMemberProfileFields
      }
      ... on ResearchFrame {
        ...ResearchFrameFields
      }
    }
  `,
  ResearchFrameFields: /* GraphQL */ `
    fragment ResearchFrameFields on ResearchFrame {
      id
      locale
      title
      src
      height
    }
  `,
};

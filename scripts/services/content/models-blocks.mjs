/**
 * The non-interactive page blocks of spec §2 "Banners and blocks" (issue 5, part A), spread into models.mjs:
 * block item models (members of the BlockItem union), the components they hold inline, and their enums.
 * Model-typed fields accept an id or an inline value naming its type, like InlineBanner's heading.
 */

export const blockEnums = {
  CustomComponentType: ['SearchBox', 'DataLabEmbed', 'SocialShare'],
  EmbeddedItemKind: [
    'webForm',
    'contentForm',
    'codeSnippet',
    'bugBountyForm',
    'interviewBuilder',
    'profileVisibilityCards',
    'jobAdFeatureChart',
  ],
};

/** Block item models of part A, in the order the dispatcher lists them. */
export const blockItemTypes = [
  'Gallery',
  'ArticleBanner',
  'IconBlock',
  'IconBlockGroup',
  'ImageBlockGroup',
  'StepBlockGroup',
  'AccordionList',
  'Disclosure',
  'LatestArticlesByCategory',
  'CustomComponent',
  'Alert',
  'ProfileBio',
  'KeySteps',
  'BannerItemList',
  'TipsCardGroup',
  'BreadcrumbTrail',
  'CardBlock',
  'JobAdCardGroup',
  'ArticleCardGroup',
  'TopicArticleGroup',
  'CategorySection',
  'PodcastBanner',
  'LatestArticles',
  'EmbeddedItem',
];

/** @type {Record<string, { fields: Record<string, string>, reverse?: Record<string, [string, string]> }>} */
export const blockModels = {
  Gallery: { fields: { title: 'String', images: '[Asset!]!', isCarousel: 'Boolean', tile: 'Tile' } },
  ArticleBanner: {
    fields: { article: 'Article', badge: 'Badge', ctaText: 'String', reverse: 'Boolean' },
  },
  IconBlock: {
    fields: { icon: 'String', title: 'String', content: 'RichText', actionGroup: 'ActionGroup' },
  },
  IconBlockGroup: { fields: { title: 'String', iconBlocks: '[IconBlock!]!', tile: 'Tile' } },
  ImageBlockGroup: { fields: { title: 'String', imageBlocks: '[ImageBlock!]!', tile: 'Tile' } },
  StepBlockGroup: { fields: { title: 'String', steps: '[StepBlock!]!' } },
  AccordionList: { fields: { title: 'String', accordionGroups: '[AccordionGroup!]!' } },
  Disclosure: { fields: { expandLabel: 'String', collapseLabel: 'String', content: 'RichText' } },
  LatestArticlesByCategory: { fields: { title: 'String', category: 'Category', totalArticles: 'Int' } },
  CustomComponent: {
    fields: { component: 'CustomComponentType', title: 'String', text: 'String', data: 'Json' },
  },
  Alert: { fields: { tone: 'String', title: 'String', content: 'RichText' } },
  ProfileBio: {
    fields: { name: 'String', roleTitle: 'String', image: 'Asset', description: 'RichText' },
  },
  KeySteps: { fields: { title: 'String', image: 'Asset', tone: 'String', steps: '[KeyStep!]!' } },
  BannerItemList: { fields: { title: 'String', bannerItems: '[BannerItem!]!' } },
  TipsCardGroup: { fields: { title: 'String', cards: '[TipsCard!]!' } },
  BreadcrumbTrail: { fields: { items: '[BreadcrumbItem!]!' } },
  CardBlock: {
    fields: {
      title: 'String',
      content: 'RichText',
      image: 'Asset',
      badge: 'Badge',
      actionGroup: 'ActionGroup',
    },
  },
  JobAdCardGroup: { fields: { title: 'String', cards: '[JobAdCard!]!' } },
  ArticleCardGroup: { fields: { title: 'String', display: 'String', articles: '[Article!]!' } },
  Topic: {
    fields: {
      name: 'String',
      slug: 'String!',
      description: 'RichText',
      relatedArticlesInTopic: '[Article!]!',
      sites: '[Site!]!',
    },
  },
  TopicArticleGroup: { fields: { title: 'String', topics: '[Topic!]!', articlesPerTopic: 'Int' } },
  CategorySection: { fields: { title: 'String', categories: '[Category!]!', articlesPerCategory: 'Int' } },
  PodcastBanner: {
    fields: {
      heading: 'Heading',
      paragraph: 'Paragraph',
      image: 'Asset',
      podcast: 'Podcast',
      mediaUrl: 'String',
    },
  },
  LatestArticles: { fields: { title: 'String', totalArticles: 'Int', section: 'Section' } },
  EmbeddedItem: {
    fields: {
      kind: 'EmbeddedItemKind',
      title: 'String',
      description: 'RichText',
      form: 'Form',
      html: 'String',
    },
  },
};

/** @type {Record<string, Record<string, string>>} */
export const blockComponents = {
  ImageBlock: { id: 'ID!', image: 'Asset', heading: 'String', paragraph: 'RichText', link: 'Link' },
  StepBlock: { id: 'ID!', heading: 'String', paragraph: 'RichText', image: 'Asset' },
  KeyStep: { id: 'ID!', heading: 'String', description: 'RichText' },
  TipsCard: {
    id: 'ID!',
    icon: 'String',
    description: 'RichText',
    badge: 'Badge',
    inlineLink: 'TipsInlineLink',
    downloadButton: 'TipsDownloadButton',
  },
  TipsInlineLink: { text: 'String', icon: 'String', iconPosition: 'String', link: 'Link' },
  TipsDownloadButton: { text: 'String', link: 'Link', icon: 'String', variant: 'String' },
  BreadcrumbItem: { id: 'ID!', text: 'String', url: 'String' },
  JobAdCard: {
    id: 'ID!',
    heading: 'String',
    subHeading: 'String',
    paragraph: 'RichText',
    actionGroup: 'ActionGroup',
    image: 'Asset',
    badge: 'Badge',
    border: 'Boolean',
  },
};

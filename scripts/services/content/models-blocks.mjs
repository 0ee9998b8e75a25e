/**
 * The page blocks of spec §2 "Banners and blocks", spread into models.mjs: the members of the BlockItem union
 * (tested against the block registry of model/blocks/registry.ts), the block item models the union adds to the
 * base ones of models.mjs, the components they hold inline, and their enums. Model-typed fields accept an id or
 * an inline value naming its type, like InlineBanner's heading.
 */

export const blockEnums = {
  CustomComponentType: [
    'SearchBox',
    'DataLabEmbed',
    'SocialShare',
    'SalaryExplorer',
    'JobGrowthTable',
    'HappinessSummary',
    'GenerationalCard',
    'GenerationsChart',
    'SalaryDriversPromo',
  ],
  EmbeddedItemKind: [
    'webForm',
    'contentForm',
    'codeSnippet',
    'bugBountyForm',
    'interviewBuilder',
    'profileVisibilityCards',
    'jobAdFeatureChart',
  ],
  TopicCardField: ['Category', 'Excerpt', 'PublishDate', 'ReadTime'],
  AnimationSpeed: ['very_fast', 'fast', 'normal', 'slow', 'very_slow'],
};

/** Every member of the BlockItem union: the base models of models.mjs, then the block models below. */
export const blockItemTypes = [
  'Heading',
  'Paragraph',
  'CardGroup',
  'ActionGroup',
  'AccordionGroup',
  'InlineBanner',
  'BannerItem',
  'Form',
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
  'TestimonialGroup',
  'TabGroup',
  'VideoBlock',
  'VideoDialogGroup',
  'NumericalCard',
  'TopicList',
  'DocumentList',
  'InvestorWidget',
  'TeamMemberProfile',
  'ResearchFrame',
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
  TestimonialGroup: {
    fields: { title: 'String', cardBackground: 'String', testimonials: '[Testimonial!]!' },
  },
  TabGroup: { fields: { title: 'String', tabs: '[Tab!]!' } },
  VideoBlock: { fields: { title: 'String', video: 'Video' } },
  VideoDialogGroup: { fields: { title: 'String', tile: 'Tile', videos: '[VideoDialog!]!' } },
  NumericalCard: {
    // title and text, not heading and description: those have other types on other block items.
    fields: { title: 'String', text: 'String', numericalBlock: 'NumericalBlock' },
  },
  TopicList: {
    fields: {
      title: 'String',
      topicFilterLabel: 'String',
      topicFilterPlaceholder: 'String',
      setDefaultTopic: 'Boolean',
      cardFields: '[TopicCardField!]!',
      topics: '[Topic!]!',
    },
  },
  DocumentList: {
    fields: {
      icon: 'String',
      groupName: 'String',
      documents: '[DocumentItem!]!',
      usePagination: 'Boolean',
      maxPageSize: 'Int',
      documentFilterOption: 'String',
    },
  },
  TeamMemberProfile: { fields: { title: 'String', members: '[TeamMember!]!' } },
  ResearchFrame: { fields: { title: 'String', src: 'String', height: 'Int' } },
  InvestorWidget: { fields: { option: 'String' } },
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
  Testimonial: { id: 'ID!', quote: 'String', author: 'String', company: 'String', locale: 'Locale' },
  Tab: { id: 'ID!', label: 'String', content: 'RichText', locale: 'Locale' },
  VideoDialog: { id: 'ID!', title: 'String', description: 'String', video: 'Video' },
  NumericalBlock: {
    number: 'Float',
    unit: 'String',
    numberTone: 'String',
    unitTone: 'String',
    hasAnimation: 'Boolean',
    textSize: 'Float',
    animationSpeed: 'AnimationSpeed',
    fontWeight: 'String',
    sameFontSize: 'Boolean',
  },
  DocumentItem: {
    id: 'ID!',
    title: 'String',
    date: 'Date',
    type: 'String',
    externalUrl: 'String',
    itemIcon: 'String',
  },
  TeamMember: { id: 'ID!', image: 'Asset', name: 'String', roleTitle: 'String', description: 'RichText' },
};

/**
 * The content model of the local content API, described once: the schema (schema.mjs) and the resolvers
 * (resolvers.mjs) are both derived from it, the way Hygraph derives its API from the models in its console.
 *
 * - `models` are entries stored in kv-seed/content (they have an id, stages and localizations); each gets the
 *   root fields `xs`, `x`, `xsConnection`, a `XWhereInput`, a `XWhereUniqueInput` and a `XOrderByInput`.
 * - `components` are nested values stored inline in an entry.
 * - A field type naming a model (or a union of models) holds an id (or a list of ids) in the corpus.
 * - `reverse` fields are the other side of a two-way reference: `name: [Model, field]`.
 */

import { blockComponents, blockEnums, blockItemTypes, blockModels } from './models-blocks.mjs';

export const enums = {
  ...blockEnums,
  Stage: ['DRAFT', 'PUBLISHED'],
  Locale: [
    'default',
    'en_AU',
    'en_HK',
    'en_ID',
    'en_MY',
    'en_NZ',
    'en_PH',
    'en_SG',
    'en_TH',
    'id_ID',
    'th_TH',
  ],
  Site: [
    'candidate',
    ...['au', 'nz', 'hk', 'th', 'id', 'my', 'ph', 'sg'].flatMap((c) => [`candidate_${c}`, `employer_${c}`]),
  ],
  Theme: ['apac', 'sara', 'seekJobs', 'star'],
  ArticleType: ['Article', 'Infographic', 'Podcast', 'Video'],
  FormType: [
    'SaraEnquiry',
    'MailChimp',
    'salesforce',
    'salesPlatform',
    'other',
    'DownloadLeadGenForm',
    'LeadGenForm',
  ],
  FormFieldKind: ['text', 'number', 'email', 'textarea', 'checkbox', 'checkboxGroup', 'select'],
  FormValidatorType: [
    'minLength',
    'maxLength',
    'minNumber',
    'maxNumber',
    'email',
    'minChecked',
    'maxChecked',
  ],
  VideoSource: ['Brightcove', 'YouTube'],
  ImageHeight: ['small', 'medium', 'large'],
};

export const unions = {
  BlockItem: blockItemTypes,
  PageBanner: ['PrimaryBanner', 'ShopfrontBanner'],
  LinkTarget: ['ExternalUrl', 'Article', 'Page', 'Category', 'Asset'],
  RichTextEmbeddedTypes: ['Asset', 'AccordionGroup', 'CustomContent'],
};

/** @type {Record<string, { fields: Record<string, string>, reverse?: Record<string, [string, string]> }>} */
export const models = {
  Asset: {
    fields: {
      handle: 'String!',
      fileName: 'String!',
      mimeType: 'String',
      width: 'Float',
      height: 'Float',
      size: 'Float',
      url: 'String!',
      alt: 'String',
      caption: 'String',
    },
  },
  // The research report of a country's Data Lab survey (spec §2 Data Lab 'Download report'): its title and PDF.
  DataLabReport: {
    fields: { country: 'String!', title: 'String', document: 'Asset' },
  },
  Section: {
    fields: {
      sectionName: 'String!',
      displayName: 'String',
      theme: 'Theme',
      parentSection: 'Section',
      headerOptions: 'HeaderOptions',
      footerOptions: 'FooterOptions',
      sites: '[Site!]!',
    },
    reverse: { childSections: ['Section', 'parentSection'] },
  },
  Page: {
    fields: {
      title: 'String',
      slug: 'String!',
      relatedPageSection: 'Section',
      seo: 'Seo',
      sites: '[Site!]!',
      hideEmbeddedFormInSection: 'Boolean',
      enableBreadcrumbs: 'Boolean',
      promotionalBanner: 'PromotionalBanner',
      banner: 'PageBanner',
      containers: '[Container!]!',
    },
  },
  Category: {
    fields: {
      name: 'String',
      slug: 'String!',
      description: 'RichText',
      parent: 'Category',
      relatedCategorySection: 'Section',
      additionalContent: 'AdditionalContent',
      seo: 'Seo',
      sites: '[Site!]!',
    },
    reverse: { children: ['Category', 'parent'], relatedArticlesInCategory: ['Article', 'category'] },
  },
  Author: {
    fields: {
      name: 'String!',
      slug: 'String!',
      roleTitle: 'String',
      description: 'RichText',
      image: 'Asset',
      sites: '[Site!]!',
    },
    reverse: { articles: ['Article', 'authors'] },
  },
  Article: {
    fields: {
      title: 'String',
      slug: 'String!',
      articleType: 'ArticleType',
      timeToRead: 'Int',
      excerpt: 'String',
      showExcerpt: 'Boolean',
      publishDate: 'Date',
      featureImage: '[Asset!]!',
      mediaUrl: 'String',
      podcast: 'Podcast',
      authors: '[Author!]!',
      category: 'Category',
      content: 'RichText',
      additionalContent: 'AdditionalContent',
      contactUs: 'RichText',
      formData: 'Form',
      additionalData: 'Json',
      hideEmbeddedFormInSection: 'Boolean',
      seo: 'Seo',
      sites: '[Site!]!',
    },
  },
  Form: {
    fields: {
      title: 'String',
      slug: 'String!',
      description: 'RichText',
      disclaimerText: 'RichText',
      consentText: 'RichText',
      confirmationMessage: 'RichText',
      buttonColour: 'String',
      skipDefaultLocale: 'Boolean',
      sites: '[Site!]!',
      columns: 'Int',
      apiEndpoint: 'String',
      ctaText: 'String',
      formType: 'FormType',
      /** A download lead form's report (spec §4), linked from its confirmation. */
      document: 'Asset',
      fields: '[FormField!]!',
    },
  },
  BannerItem: {
    fields: {
      slug: 'String!',
      backgroundColor: 'String',
      borderRadius: 'String',
      bannerItemDecoration: 'String',
      heading: 'Heading',
      paragraph: 'Paragraph',
      actionGroup: 'ActionGroup',
      disableHorizontalPadding: 'Boolean',
      skipDefaultLocale: 'Boolean',
      sites: '[Site!]!',
    },
  },
  Heading: {
    fields: { text: 'String', level: 'Int', weight: 'String', tone: 'String', customHeadingSize: 'String' },
  },
  Paragraph: { fields: { content: 'RichText', align: 'String', tone: 'String', size: 'String' } },
  CardGroup: { fields: { title: 'String', cards: '[Card!]!', tile: 'Tile' } },
  ActionGroup: { fields: { actions: '[Action!]!', inline: 'Boolean' } },
  AccordionGroup: { fields: { title: 'String', accordions: '[Accordion!]!' } },
  InlineBanner: {
    fields: {
      image: 'Asset',
      video: 'Video',
      badge: 'Badge',
      heading: 'Heading',
      paragraph: 'Paragraph',
      actionGroup: 'ActionGroup',
      reverse: 'Boolean',
      customComponent: 'CustomComponent',
    },
  },
  PrimaryBanner: {
    fields: {
      logoDisplay: 'Boolean',
      imageHeight: 'ImageHeight',
      isContentRight: 'Boolean',
      image: 'Asset',
      heading: 'Heading',
      paragraph: 'Paragraph',
      actions: 'ActionGroup',
      footnotes: 'RichText',
      divider: 'Boolean',
    },
  },
  ShopfrontBanner: {
    fields: {
      image: 'Asset',
      heading: 'Heading',
      paragraph: 'Paragraph',
      form: 'Form',
      footnotes: 'RichText',
    },
  },
  PromotionalBanner: {
    fields: {
      heading: 'Heading',
      paragraph: 'Paragraph',
      brand: 'String',
      background: 'String',
      showLogo: 'Boolean',
    },
  },
  CustomContent: { fields: { title: 'String', data: 'Json' } },
  ...blockModels,
};

/** @type {Record<string, Record<string, string>>} */
export const components = {
  Seo: { title: 'String', description: 'String', noArchive: 'Boolean', noIndex: 'Boolean', image: 'Asset' },
  Podcast: { appleUrl: 'String', googleUrl: 'String', spotifyUrl: 'String' },
  Box: {
    width: 'String',
    textAlign: 'String',
    borderRadius: 'String',
    paddingHeight: 'String',
    paddingWidth: 'String',
    background: 'String',
    blockBorder: 'Boolean',
  },
  Tile: { columns: 'Int', columnsMobile: 'Int', space: 'String' },
  Container: { id: 'ID!', htmlId: 'String', box: 'Box', tile: 'Tile', blocks: '[Block!]!' },
  Block: {
    id: 'ID!',
    name: 'String',
    skipDefaultLocale: 'Boolean',
    box: 'Box',
    tile: 'Tile',
    items: '[BlockItem!]!',
  },
  AdditionalContent: { box: 'Box', components: '[BlockItem!]!' },
  HeaderOptions: { id: 'ID!', hideHeader: 'Boolean', logo: 'Asset', links: '[Link!]!' },
  FooterOptions: {
    id: 'ID!',
    logo: 'Asset',
    links: '[Link!]!',
    skipDefaultLocale: 'Boolean',
    copyright: 'String',
  },
  Link: {
    id: 'ID!',
    text: 'String',
    to: 'LinkTarget',
    openLinkInNewTab: 'Boolean',
    locale: 'Locale',
    skipDefaultLocale: 'Boolean',
    subLinks: '[Link!]!',
  },
  ExternalUrl: { url: 'String!', trackingQuery: 'String' },
  Action: { id: 'ID!', text: 'String', link: 'Link', variant: 'String', tone: 'String', icon: 'String' },
  Card: {
    id: 'ID!',
    heading: 'String',
    paragraph: 'RichText',
    image: 'Asset',
    badge: 'Badge',
    actionGroup: 'ActionGroup',
  },
  Badge: { text: 'String', tone: 'String' },
  Accordion: { id: 'ID!', label: 'String', content: 'RichText', locale: 'Locale' },
  Video: { source: 'VideoSource', videoUrl: 'String', videoId: 'String' },
  FormField: {
    id: 'ID!',
    key: 'String!',
    kind: 'FormFieldKind!',
    label: 'String',
    placeholder: 'String',
    required: 'Boolean',
    locale: 'Locale',
    rowSpan: 'Int',
    validators: '[FormValidator!]!',
    options: '[FormFieldOption!]!',
  },
  FormValidator: { type: 'FormValidatorType!', value: 'Float', errorMessage: 'String' },
  FormFieldOption: { value: 'String!', label: 'String!' },
  ...blockComponents,
};

/** Field types that are scalars of the API (everything else is an enum, a model, a component or a union). */
export const scalars = ['ID', 'String', 'Int', 'Float', 'Boolean', 'Date', 'DateTime', 'Json', 'RichTextAST'];

/**
 * The interactive page blocks of spec §2–3 (issue 5, part B), spread into models.mjs: block item models
 * (members of the BlockItem union), the components they hold inline, and their enums. Topic lists reuse the
 * Topic model of models-blocks.mjs.
 */

export const interactiveEnums = {
  TopicCardField: ['Category', 'Excerpt', 'PublishDate', 'ReadTime'],
  AnimationSpeed: ['very_fast', 'fast', 'normal', 'slow', 'very_slow'],
};

/** Block item models of part B, in the order the dispatcher lists them. */
export const interactiveItemTypes = [
  'TestimonialGroup',
  'TabGroup',
  'VideoBlock',
  'VideoDialogGroup',
  'NumericalCard',
  'TopicList',
  'DocumentList',
  'TeamMemberProfile',
  'ResearchFrame',
];

/** @type {Record<string, { fields: Record<string, string>, reverse?: Record<string, [string, string]> }>} */
export const interactiveModels = {
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
};

/** @type {Record<string, Record<string, string>>} */
export const interactiveComponents = {
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

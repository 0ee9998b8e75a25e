/**
 * The blocks and routes of spec §2 that no other seeded page carries, in pages an editor would build:
 * - candidate AU /careers: a primary banner whose actions are alternatives split by 'OR' (divider), a YouTube
 *   video block and the careers landing copy; /careers/life-at-seek: the life-at page of the careers section;
 * - candidate AU /careers/life-at-seek/category/our-teams and /careers/life-at-seek/article/a-day-in-product-
 *   engineering: a category and an article of a subsection; the article has a tall feature image (cropped
 *   940x485) and an author without a photo (the placeholder avatar);
 * - candidate AU /graduate-program: a section whose header options hide the header;
 * - employer AU /page/advertise: a shopfront banner with its form (talk-to-sales) and a content form
 *   (the subscribe form) below it; /page/hall-of-fame: an awards page without a themed section (slug
 *   `sara-awards-hall-of-fame`), so its banner has the default awards theme.
 * - employer AU /products: the page of a section named after an employer top-level tab (spec §2), so the
 *   employer header marks that tab active.
 * Runs after buildLeadFormPages (the talk-to-sales form) and the sections of each site.
 */
import { builders } from './blocks.mjs';
import { idFor, rich } from './lib.mjs';

const SUBSCRIBE_FORM = idFor('Form:subscribe');
const SALES_FORM = idFor('Form:talk-to-sales');

/**
 * @param {import('./generate.mjs').Corpus} corpus
 * @param {import('./generate.mjs').SeedSite} site
 * @param {{ brand: string, host: string, countryName: string }} info
 */
export function buildShowcasePages(corpus, site, info) {
  if (site.name === 'candidate_au') buildCandidatePages(corpus, site, info);
  if (site.name === 'employer_au') buildEmployerPages(corpus, site, info);
}

/**
 * A Heading block item (level 2).
 * @param {ReturnType<typeof builders>} b
 * @param {string} name
 * @param {string} text
 */
function heading(b, name, text) {
  return b.item('Heading', name, {
    text,
    level: 2,
    weight: 'strong',
    tone: 'neutral',
    customHeadingSize: null,
  });
}

/**
 * An ActionGroup block item.
 * @param {ReturnType<typeof builders>} b
 * @param {string} name
 * @param {[string, any, string?][]} actions text, link target, variant
 */
function actionItem(b, name, actions) {
  const { inline, actions: list } = b.actions(name, actions);
  return b.item('ActionGroup', name, { inline, actions: list });
}

/**
 * A page entry of the site's English locale.
 * @param {ReturnType<typeof builders>} b
 * @param {import('./generate.mjs').SeedSite} site
 * @param {{ name: string, slug: string, section: string | null, title: string, description: string,
 *   banner?: string | null, containers: any[], breadcrumbs?: boolean }} page
 */
function addPage(b, site, page) {
  return b.corpus.add('pages.json', 'Page', `${site.name}:${page.name}`, {
    fields: {
      slug: page.slug,
      relatedPageSection: page.section ? idFor(`Section:${site.name}:${page.section}`) : null,
      sites: [site.name],
      hideEmbeddedFormInSection: true,
      enableBreadcrumbs: page.breadcrumbs ?? true,
      banner: page.banner ?? null,
      containers: page.containers,
    },
    localizations: {
      [b.english]: {
        title: page.title,
        seo: { title: page.title, description: page.description, noIndex: false, noArchive: false },
      },
    },
  });
}

/**
 * @param {import('./generate.mjs').Corpus} corpus
 * @param {import('./generate.mjs').SeedSite} site
 * @param {{ brand: string, host: string }} info
 */
function buildCandidatePages(corpus, site, info) {
  const b = builders(corpus, site, info);
  const banner = corpus.add('banners.json', 'PrimaryBanner', `${site.name}:careers`, {
    localizations: {
      [b.english]: {
        logoDisplay: false,
        imageHeight: 'medium',
        isContentRight: true,
        divider: true,
        image: b.image('careers-banner', 'Colleagues planning a product launch together', 1920, 600),
        heading: b.heading(`Careers at ${info.brand}`, 1),
        paragraph: b.paragraph(
          'We build the products that help millions of people find work they love. Find a role with us, or hear first when one opens.',
        ),
        actions: b.actions('careers-banner', [
          // An external link with a tracking query string (spec §2: appended to its URL).
          [
            'See open roles',
            { ...b.external('/careers/jobs'), trackingQuery: 'tracking=insights-careers-banner' },
          ],
          ['Meet our teams', b.categoryRef('our-teams'), 'soft'],
        ]),
        footnotes: rich([`${info.brand} is an equal opportunity employer.`]),
      },
    },
  });
  addPage(b, site, {
    name: 'careers',
    slug: 'careers',
    section: 'careers',
    title: 'Careers',
    description: `Work at ${info.brand}: open roles, teams and what it is like to work here.`,
    banner,
    containers: [
      b.container('careers', [
        [
          heading(b, 'careers:heading', 'Work that matters to millions'),
          b.item('Paragraph', 'careers:intro', {
            content: rich([
              'Our teams in Melbourne, Sydney, Brisbane and Auckland work in small, autonomous squads. We hire engineers, designers, data scientists, sales people and customer support specialists.',
            ]),
            align: 'left',
            tone: 'neutral',
            size: 'standard',
          }),
        ],
        [
          b.item('VideoBlock', 'careers:video', {
            title: 'Life at our Melbourne office in two minutes',
            video: { source: 'YouTube', videoUrl: null, videoId: 'aqz-KE-bpKQ' },
          }),
        ],
        [actionItem(b, 'careers:next', [['What it is like to work here', b.pageRef('life-at-seek')]])],
      ]),
    ],
  });

  const teams = corpus.add('categories.json', 'Category', `${site.name}:our-teams`, {
    fields: {
      slug: 'our-teams',
      parent: null,
      relatedCategorySection: idFor(`Section:${site.name}:life-at-seek`),
      sites: [site.name],
    },
    localizations: {
      [b.english]: {
        name: 'Our teams',
        description: rich(['Meet the teams behind our products and what a working day looks like for them.']),
        seo: {
          title: `Our teams | ${info.brand}`,
          description: 'Meet the teams behind our products.',
          noIndex: false,
          noArchive: false,
        },
      },
    },
  });
  addPage(b, site, {
    name: 'life-at-seek',
    slug: 'life-at-seek',
    section: 'life-at-seek',
    title: `Life at ${info.brand}`,
    description: `What it is like to work at ${info.brand}: our teams, our values and our offices.`,
    containers: [
      b.container('life-at', [
        [
          heading(b, 'life-at:heading', 'Flexible, inclusive and curious'),
          b.item('Paragraph', 'life-at:intro', {
            content: rich([
              'Most of our people work from the office two or three days a week. Everyone gets eighteen weeks of paid parental leave, a learning budget and a week of volunteering leave each year.',
            ]),
            align: 'left',
            tone: 'neutral',
            size: 'standard',
          }),
        ],
        [
          b.item('LatestArticlesByCategory', 'life-at:teams', {
            title: 'Meet our teams',
            category: teams,
            totalArticles: 3,
          }),
        ],
      ]),
    ],
  });

  const author = corpus.add('authors.json', 'Author', 'jordan-ellis', {
    fields: {
      name: 'Jordan Ellis',
      slug: 'jordan-ellis',
      roleTitle: 'Talent Brand Writer',
      image: null,
      sites: [site.name],
    },
    localizations: {
      default: {
        description: rich([
          'Jordan Ellis writes about the people and teams who build our products, from graduate engineers to our longest-serving customer support specialists.',
        ]),
      },
    },
  });
  const title = 'A day in product engineering';
  const excerpt = 'From stand-up to shipping: how one of our product engineering squads spends a Tuesday.';
  corpus.add('articles.json', 'Article', `${site.name}:a-day-in-product-engineering`, {
    day: 240,
    fields: {
      articleType: 'Article',
      timeToRead: 4,
      showExcerpt: true,
      publishDate: '2024-11-18',
      featureImage: [
        corpus.asset(
          'feature:a-day-in-product-engineering',
          'a-day-in-product-engineering.jpg',
          1200,
          1800,
          'An engineer sketching a system design on a whiteboard',
        ),
      ],
      mediaUrl: null,
      podcast: null,
      authors: [author],
      category: teams,
      formData: null,
      contactUs: null,
      hideEmbeddedFormInSection: true,
      additionalData: null,
      sites: [site.name],
    },
    localizations: {
      [b.english]: {
        title,
        slug: 'a-day-in-product-engineering',
        excerpt,
        content: rich([
          'The squad starts at 9:30 with a ten-minute stand-up: what shipped yesterday, what is blocked, who needs a second pair of eyes.',
          '## Mornings are for deep work',
          'Meetings are kept to the afternoon, so most engineers get three uninterrupted hours before lunch.',
          '## Shipping small, shipping often',
          '- Every change goes out behind a feature flag.',
          '- Releases happen many times a day, with automated checks on every one.',
          '- The whole squad looks at the results of an experiment together on Fridays.',
          'Interested? Our open roles are listed on the careers page.',
        ]),
        seo: { title, description: excerpt, noIndex: false, noArchive: false },
      },
    },
  });

  // A campaign section whose header options hide the header (spec §2: a page with hideHeader renders bare).
  const about = corpus.files['sections.json']?.find(
    (entry) => entry.id === idFor(`Section:${site.name}:about`),
  );
  if (!about) throw new Error('showcase-pages.mjs: the about section of candidate_au is missing');
  corpus.add('sections.json', 'Section', `${site.name}:graduate-program`, {
    fields: { sectionName: 'graduate-program', theme: 'seekJobs', parentSection: null, sites: [site.name] },
    localizations: Object.fromEntries(
      Object.entries(about.localizations).map(([locale, values]) => [
        locale,
        {
          displayName: 'Graduate program',
          headerOptions: {
            ...values.headerOptions,
            id: idFor(`header:${site.name}:graduate-program:${locale}`),
            hideHeader: true,
          },
          footerOptions: values.footerOptions,
        },
      ]),
    ),
  });
  addPage(b, site, {
    name: 'graduate-program',
    slug: 'graduate-program',
    section: 'graduate-program',
    title: 'Graduate program 2026',
    description: 'Applications for our 2026 graduate program are open until 31 March.',
    breadcrumbs: false,
    containers: [
      b.container('graduate-program', [
        [
          heading(b, 'graduate-program:heading', 'Start your career with us'),
          b.item('Paragraph', 'graduate-program:intro', {
            content: rich([
              'Two years, three rotations across engineering, data and product, and a mentor from day one. Applications close on 31 March.',
            ]),
            align: 'left',
            tone: 'neutral',
            size: 'standard',
          }),
        ],
      ]),
    ],
  });
}

/**
 * @param {import('./generate.mjs').Corpus} corpus
 * @param {import('./generate.mjs').SeedSite} site
 * @param {{ brand: string, host: string }} info
 */
function buildEmployerPages(corpus, site, info) {
  const b = builders(corpus, site, info);
  const shopfront = corpus.add('banners.json', 'ShopfrontBanner', `${site.name}:advertise`, {
    localizations: {
      [b.english]: {
        image: b.image('advertise-banner', 'A hiring manager reading applications on a laptop', 1600, 900),
        heading: b.heading(`Advertise your jobs with ${info.brand}`, 1),
        paragraph: b.paragraph(
          'Reach the right candidates with a job ad that works as hard as you do. Tell us about your hiring and a specialist will call you within one business day.',
        ),
        form: SALES_FORM,
        footnotes: rich([
          'Prices include GST. Ad performance varies by role, location and market conditions.',
        ]),
      },
    },
  });
  const about = corpus.files['sections.json']?.find(
    (entry) => entry.id === idFor(`Section:${site.name}:about`),
  );
  if (!about) throw new Error('showcase-pages.mjs: the about section of employer_au is missing');
  corpus.add('sections.json', 'Section', `${site.name}:products`, {
    fields: { sectionName: 'products', theme: 'apac', parentSection: null, sites: [site.name] },
    localizations: Object.fromEntries(
      Object.entries(about.localizations).map(([locale, values]) => [
        locale,
        { displayName: 'Products', headerOptions: values.headerOptions, footerOptions: values.footerOptions },
      ]),
    ),
  });
  addPage(b, site, {
    name: 'products',
    slug: 'products',
    section: 'products',
    title: 'Hiring products',
    description: `Job ads, talent search and branding products from ${info.brand}.`,
    containers: [
      b.container('products', [
        [
          heading(b, 'products:heading', 'Everything you need to hire'),
          b.item('Paragraph', 'products:intro', {
            content: rich([
              'Post job ads, search for candidates who have not applied yet, and build an employer brand that brings them to you.',
            ]),
            align: 'left',
            tone: 'neutral',
            size: 'standard',
          }),
          actionItem(b, 'products:actions', [['Talk to our team', b.pageRef('advertise')]]),
        ],
      ]),
    ],
  });
  addPage(b, site, {
    name: 'advertise',
    slug: 'advertise',
    section: null,
    title: 'Advertise with us',
    description: `Job ads and hiring products from ${info.brand}: talk to our team.`,
    banner: shopfront,
    containers: [
      b.container('advertise', [
        [
          b.item('EmbeddedItem', 'advertise:newsletter', {
            kind: 'contentForm',
            title: 'Not ready to advertise yet?',
            description: rich(['Get monthly hiring insights and market data in your inbox.']),
            form: SUBSCRIBE_FORM,
            html: null,
          }),
        ],
      ]),
    ],
  });

  const awards = corpus.add('banners.json', 'PrimaryBanner', `${site.name}:hall-of-fame`, {
    localizations: {
      [b.english]: {
        logoDisplay: false,
        imageHeight: 'large',
        isContentRight: false,
        divider: false,
        image: b.image('hall-of-fame-banner', 'Award winners on stage at the gala dinner', 1920, 600),
        heading: b.heading('SARA Hall of Fame', 1),
        paragraph: b.paragraph('Every winner since the awards began, and what their teams did to get there.'),
        actions: b.actions('hall-of-fame', [['See this year’s finalists', b.pageRef('sara-awards')]]),
        footnotes: null,
      },
    },
  });
  addPage(b, site, {
    name: 'sara-awards-hall-of-fame',
    slug: 'sara-awards-hall-of-fame',
    section: null,
    title: 'SARA Hall of Fame',
    description: 'Every SARA winner since the awards began.',
    banner: awards,
    breadcrumbs: false,
    containers: [
      b.container('hall-of-fame', [
        [
          heading(b, 'hall-of-fame:heading', 'Recruitment Team of the Year'),
          b.item('Paragraph', 'hall-of-fame:winners', {
            content: rich([
              '2024: Northside Health talent team. 2023: Harbour Logistics. 2022: Meridian Banking Group.',
            ]),
            align: 'left',
            tone: 'neutral',
            size: 'standard',
          }),
        ],
      ]),
    ],
  });
}

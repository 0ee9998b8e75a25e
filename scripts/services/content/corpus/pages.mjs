/**
 * The pages of one site: home, the advice landing page, about and market insights, with their containers,
 * blocks, block items and banners. Thai and Indonesian sites get local-language headings on the home page.
 */
import { idFor, rich } from './lib.mjs';
import { pageText } from './translations.mjs';

/**
 * @param {import('./generate.mjs').Corpus} corpus
 * @param {import('./generate.mjs').SeedSite} site
 * @param {{ brand: string, host: string, countryName: string }} info
 */
export function buildPages(corpus, site, { brand, host, countryName }) {
  const candidate = site.audience === 'candidate';
  const english = site.locales[0];
  const local = site.locales[1];
  const advice = candidate ? 'career-advice' : 'hiring-advice';
  const key = (name) => `${site.name}:${name}`;
  const pageRef = (name) => idFor(`Page:${key(name)}`);
  const sectionRef = (name) => idFor(`Section:${key(name)}`);
  const link = (k, text, to) => ({
    id: idFor(`blocklink:${site.name}:${k}`),
    text,
    to,
    openLinkInNewTab: false,
    locale: english,
    skipDefaultLocale: false,
    subLinks: [],
  });
  const external = (path) => ({ __typename: 'ExternalUrl', url: `https://${host}${path}` });

  /** A block item entry localized in the site's English locale, plus the local language when given. */
  const item = (type, name, values, localValues) =>
    corpus.add('blocks.json', type, key(name), {
      localizations: { [english]: values, ...(local && localValues ? { [local]: localValues } : {}) },
    });
  const heading = (text, level = 2) => ({
    __typename: 'Heading',
    id: idFor(`h:${site.name}:${text}`),
    text,
    level,
    weight: 'strong',
    tone: 'neutral',
    customHeadingSize: null,
  });
  const paragraph = (text) => ({
    __typename: 'Paragraph',
    id: idFor(`p:${site.name}:${text}`),
    content: rich([text]),
    align: 'left',
    tone: 'neutral',
    size: 'standard',
  });
  const actionGroup = (k, actions) => ({
    __typename: 'ActionGroup',
    id: idFor(`ag:${site.name}:${k}`),
    inline: true,
    actions: actions.map(([text, to, variant = 'solid'], i) => ({
      id: idFor(`a:${site.name}:${k}:${i}`),
      text,
      variant,
      tone: 'brandAccent',
      icon: null,
      link: link(`${k}:${i}`, text, to),
    })),
  });
  const image = (k, alt, w = 1600, h = 900) =>
    corpus.asset(`page:${site.audience}:${k}`, `${site.audience}-${k}.jpg`, w, h, alt);
  const block = (name, items, tile = null) => ({
    id: idFor(`block:${site.name}:${name}`),
    name,
    skipDefaultLocale: false,
    box: null,
    tile,
    items,
  });
  const container = (name, blocks, box = null) => ({
    id: idFor(`container:${site.name}:${name}`),
    htmlId: name,
    box,
    tile: null,
    blocks,
  });
  const seo = (title, description) => ({
    title: `${title} | ${brand}`,
    description,
    noIndex: false,
    noArchive: false,
    image: null,
  });

  // Home page
  const homeHeading = item(
    'Heading',
    'home:heading',
    {
      text: candidate
        ? `Career advice and insights from ${brand}`
        : `Hiring advice and market insights for employers in ${countryName}`,
      level: 1,
      weight: 'strong',
      tone: 'neutral',
    },
    local ? { text: pageText[local].homeHeading } : null,
  );
  const homeIntro = item(
    'Paragraph',
    'home:intro',
    {
      content: rich([
        candidate
          ? `Whether you are looking for your next role or growing in the one you have, our advice, tools and market data for ${countryName} can help you take the next step.`
          : `Practical advice on attracting, hiring and keeping great people, plus the latest employment data for ${countryName}.`,
      ]),
      align: 'left',
      tone: 'neutral',
      size: 'large',
    },
    local ? { content: rich([pageText[local].homeIntro]) } : null,
  );
  const cards = item('CardGroup', 'home:cards', {
    title: 'Explore',
    tile: { columns: 3, columnsMobile: 1, space: 'large' },
    cards: [
      {
        id: idFor(`card:${site.name}:advice`),
        heading: candidate ? 'Career advice' : 'Hiring advice',
        paragraph: rich([
          candidate
            ? 'Resumes, interviews, pay and wellbeing, written by people who know the job market.'
            : 'Job ads, interviews and retention, with checklists you can use today.',
        ]),
        image: image('advice-card', 'People at work', 960, 640),
        badge: null,
        actionGroup: actionGroup('card-advice', [['Read more', pageRef('landing')]]),
      },
      {
        id: idFor(`card:${site.name}:insights`),
        heading: 'Market insights',
        paragraph: rich(['Job ad trends, salaries and what people want from work.']),
        image: image('insights-card', 'Charts on a laptop screen', 960, 640),
        badge: { text: 'New', tone: 'positive' },
        actionGroup: actionGroup('card-insights', [['See the data', pageRef('market-insights')]]),
      },
      {
        id: idFor(`card:${site.name}:about`),
        heading: `About ${brand}`,
        paragraph: rich(['Who we are, how we work and how to get in touch.']),
        image: image('about-card', 'Our office', 960, 640),
        badge: null,
        actionGroup: actionGroup('card-about', [['Learn more', pageRef('about')]]),
      },
    ],
  });
  const {
    __typename: _type,
    id: _id,
    ...homeActionValues
  } = actionGroup(
    'home',
    candidate
      ? [
          ['Browse career advice', pageRef('landing')],
          ['Search jobs', external('/jobs'), 'ghost'],
        ]
      : [
          ['Post a job ad', external('/employer/post-a-job')],
          ['Read hiring advice', pageRef('landing'), 'ghost'],
        ],
  );
  const homeActions = item('ActionGroup', 'home:actions', homeActionValues);
  const items = [homeHeading, homeIntro, cards, homeActions];
  if (site.country === 'au' && !site.isRoot) {
    items.push(
      item('AccordionGroup', 'home:faq', {
        title: 'Frequently asked questions',
        accordions: candidate
          ? [
              {
                id: idFor(`faq:${site.name}:1`),
                label: 'Is the career advice free?',
                locale: english,
                content: rich([
                  'Yes. All of our articles, videos and podcasts are free to read, watch and listen to.',
                ]),
              },
              {
                id: idFor(`faq:${site.name}:2`),
                label: 'How often do you publish new articles?',
                locale: english,
                content: rich([
                  'We publish new advice every week and update popular articles as the job market changes.',
                ]),
              },
            ]
          : [
              {
                id: idFor(`faq:${site.name}:1`),
                label: 'How much does a job ad cost?',
                locale: english,
                content: rich([
                  'Prices depend on the ad type, location and role. You will see the price before you pay.',
                ]),
              },
              {
                id: idFor(`faq:${site.name}:2`),
                label: 'Can I edit an ad after posting it?',
                locale: english,
                content: rich(['Yes, you can edit most details of a live ad at no extra cost.']),
              },
            ],
      }),
    );
    items.push(
      item('InlineBanner', 'home:inline', {
        image: image('inline-app', 'Our app on a phone', 900, 600),
        video: null,
        badge: { text: 'App', tone: 'info' },
        heading: heading(candidate ? 'Take your job search with you' : 'Manage your ads on the go', 3),
        paragraph: paragraph(
          candidate
            ? 'Save searches, get alerts for new roles and apply in a few taps with our app.'
            : 'Review candidates and update ads from your phone.',
        ),
        actionGroup: actionGroup('inline', [['Get the app', external('/app')]]),
        reverse: false,
      }),
    );
  }
  const primary = (name, title, text) =>
    corpus.add('banners.json', 'PrimaryBanner', key(name), {
      localizations: {
        [english]: {
          logoDisplay: true,
          imageHeight: 'medium',
          isContentRight: false,
          divider: false,
          image: image(`${name}-banner`, title, 1920, 600),
          heading: heading(title, 1),
          paragraph: paragraph(text),
          actions: actionGroup(`${name}-banner`, [
            [
              candidate ? 'Search jobs' : 'Post a job ad',
              external(candidate ? '/jobs' : '/employer/post-a-job'),
            ],
          ]),
          footnotes: rich([`${brand} is a registered trademark.`]),
        },
      },
    });
  const promo = corpus.add('banners.json', 'PromotionalBanner', key('home:promo'), {
    localizations: {
      [english]: {
        heading: heading(candidate ? 'Know your worth' : 'Hire with confidence', 2),
        paragraph: paragraph(
          candidate
            ? 'See what people in your role are earning with our salary insights.'
            : 'Get more quality candidates with a premium job ad.',
        ),
        brand: brand.toLowerCase(),
        background: 'brandAccent',
        showLogo: true,
      },
    },
  });
  corpus.add('pages.json', 'Page', key('home'), {
    fields: {
      slug: 'home',
      relatedPageSection: null,
      sites: [site.name],
      hideEmbeddedFormInSection: false,
      enableBreadcrumbs: false,
      banner: primary(
        'home',
        candidate ? 'Find your next step' : 'Find the right people',
        candidate
          ? 'Advice, tools and insights for every stage of your career.'
          : 'Everything you need to attract and keep great people.',
      ),
      promotionalBanner: promo,
      containers: [container('intro', [block('intro', items.slice(0, 2)), block('explore', items.slice(2))])],
    },
    localizations: {
      [english]: {
        title: 'Home',
        seo: seo(
          'Home',
          candidate ? 'Career advice, tools and insights.' : 'Hiring advice and market insights.',
        ),
      },
      ...(local ? { [local]: { title: pageText[local].homeTitle } } : {}),
    },
  });

  // Advice landing page: /career-advice or /hiring-advice
  corpus.add('pages.json', 'Page', key('landing'), {
    fields: {
      slug: advice,
      relatedPageSection: sectionRef(advice),
      sites: [site.name],
      hideEmbeddedFormInSection: false,
      enableBreadcrumbs: true,
      containers: [
        container('landing', [
          block('landing', [
            item('Heading', 'landing:heading', {
              text: candidate ? 'Career advice' : 'Hiring advice',
              level: 1,
              weight: 'strong',
              tone: 'neutral',
            }),
            item('Paragraph', 'landing:intro', {
              content: rich([
                candidate
                  ? 'Practical advice for every stage of your career, from writing your first resume to negotiating your next pay rise.'
                  : 'Guides and checklists to help you write better job ads, run fair interviews and keep your best people.',
              ]),
              align: 'left',
              tone: 'neutral',
              size: 'standard',
            }),
          ]),
        ]),
      ],
    },
    localizations: {
      [english]: {
        title: candidate ? 'Career advice' : 'Hiring advice',
        seo: seo(candidate ? 'Career advice' : 'Hiring advice', 'Advice articles, videos and podcasts.'),
      },
    },
  });

  // About page (the AU candidate one has a draft title)
  const aboutTitle = `About ${brand}`;
  corpus.add('pages.json', 'Page', key('about'), {
    fields: {
      slug: 'about',
      relatedPageSection: sectionRef('about'),
      sites: [site.name],
      hideEmbeddedFormInSection: false,
      enableBreadcrumbs: true,
      banner: primary(
        'about',
        aboutTitle,
        `We help people in ${countryName} live more fulfilling and productive working lives and help organisations succeed.`,
      ),
      containers: [
        container('about', [
          block('about', [
            item('Heading', 'about:heading', {
              text: 'Our purpose',
              level: 2,
              weight: 'strong',
              tone: 'neutral',
            }),
            item('Paragraph', 'about:body', {
              content: rich([
                `${brand} connects job seekers and employers across ${countryName}. Millions of people use our sites every month to find work, and thousands of businesses use them to find the people they need.`,
                'We invest in technology, research and advice so that every match is a better one.',
              ]),
              align: 'left',
              tone: 'neutral',
              size: 'standard',
            }),
            item('AccordionGroup', 'about:faq', {
              title: 'Contact and support',
              accordions: [
                {
                  id: idFor(`about-faq:${site.name}:1`),
                  label: 'How do I contact customer service?',
                  locale: english,
                  content: rich([
                    'Use the contact form in our help centre or call us during business hours.',
                  ]),
                },
                {
                  id: idFor(`about-faq:${site.name}:2`),
                  label: 'Where can I read about your privacy practices?',
                  locale: english,
                  content: rich([
                    'Our privacy policy explains what we collect and why. You can find it in the footer of every page.',
                  ]),
                },
              ],
            }),
          ]),
        ]),
      ],
    },
    localizations: {
      [english]: { title: aboutTitle, seo: seo(aboutTitle, `About ${brand}.`) },
      ...(local ? { [local]: { title: pageText[local].aboutTitle } } : {}),
    },
    ...(site.name === 'candidate_au'
      ? { draft: { localizations: { en_AU: { title: 'About SEEK: who we are and what we do' } } } }
      : {}),
  });

  // Market insights page
  corpus.add('pages.json', 'Page', key('market-insights'), {
    fields: {
      slug: 'market-insights',
      relatedPageSection: sectionRef('market-insights'),
      sites: [site.name],
      hideEmbeddedFormInSection: false,
      enableBreadcrumbs: true,
      containers: [
        container('insights', [
          block('insights', [
            item('Heading', 'insights:heading', {
              text: 'Market insights',
              level: 1,
              weight: 'strong',
              tone: 'neutral',
            }),
            item('Paragraph', 'insights:intro', {
              content: rich([
                `The latest data on job ads, applications and salaries in ${countryName}, updated every month.`,
              ]),
              align: 'left',
              tone: 'neutral',
              size: 'standard',
            }),
            item('InlineBanner', 'insights:report', {
              image: image('report', 'The employment report cover', 900, 600),
              video: null,
              badge: { text: 'Report', tone: 'promote' },
              heading: heading('Read the latest employment report', 3),
              paragraph: paragraph(
                'Which industries are hiring, where salaries are growing and what that means for you.',
              ),
              actionGroup: actionGroup('report', [
                ['Read the report', external('/market-insights/employment-report')],
              ]),
              reverse: true,
            }),
          ]),
        ]),
        container('empty', [], null),
      ],
    },
    localizations: {
      [english]: { title: 'Market insights', seo: seo('Market insights', 'Employment data and trends.') },
    },
  });
}

/**
 * The blocks of spec §2 that need no JavaScript, in realistic pages: every site's home, about and
 * market-insights pages get blocks of their audience; the AU sites carry one of every block type; the SARA
 * (employer-au) and STAR (employer-my) awards pages have their own themed sections; a few AU articles get
 * custom embeds and additional content. Runs after buildPages: it appends containers to the pages it built.
 */
import { idFor, rich } from './lib.mjs';

/**
 * @param {import('./generate.mjs').Corpus} corpus
 * @param {string} id
 * @param {string} file
 */
function record(corpus, id, file) {
  const found = corpus.files[file]?.find((entry) => entry.id === id);
  if (!found) throw new Error(`blocks.mjs: no entry ${id} in ${file}`);
  return found;
}

/**
 * @param {import('./generate.mjs').Corpus} corpus
 * @param {import('./generate.mjs').SeedSite} site
 * @param {{ brand: string, host: string, countryName: string }} info
 */
export function buildBlockPages(corpus, site, info) {
  const b = builders(corpus, site, info);
  const candidate = site.audience === 'candidate';
  const au = site.country === 'au' && !site.isRoot;
  const append = (page, name, blocks) =>
    record(corpus, idFor(`Page:${site.name}:${page}`), 'pages.json').fields.containers.push(
      b.container(name, blocks),
    );

  append('home', 'more', homeBlocks(b, site, info));
  append('about', 'team', aboutBlocks(b, site, info));
  append('market-insights', 'data', insightBlocks(b, site, info));
  if (au) append('landing', 'reading', landingBlocks(b, site));
  if (site.name === 'employer_au')
    addAwardsPage(corpus, b, site, 'sara', 'SARA: SEEK Annual Recruitment Awards');
  if (site.name === 'employer_my')
    addAwardsPage(corpus, b, site, 'star', 'STAR Awards: Jobstreet Talent Acquisition Recognition');
  if (au && candidate) decorateCandidateArticles(corpus, b, site);
  if (au && !candidate) decorateEmployerArticles(corpus, b, site);
}

/** Builders bound to one site: block items in blocks.json (localized in the site's English) and their parts. */
export function builders(corpus, site, { host }) {
  const english = site.locales[0];
  const key = (name) => `${site.name}:${name}`;
  const link = (k, text, to, newTab = false) => ({
    id: idFor(`blink:${site.name}:${k}`),
    text,
    to,
    openLinkInNewTab: newTab,
    locale: english,
    skipDefaultLocale: false,
    subLinks: [],
  });
  const external = (path) => ({ __typename: 'ExternalUrl', url: `https://${host}${path}` });
  const b = {
    corpus,
    english,
    key,
    link,
    external,
    pageRef: (name) => idFor(`Page:${key(name)}`),
    articleRef: (slug, s = site.name) => idFor(`Article:${s}:${slug}`),
    categoryRef: (slug) => idFor(`Category:${key(slug)}`),
    /** A block item entry of the site's English locale. */
    item: (type, name, values) =>
      corpus.add('blocks.json', type, key(`a:${name}`), { localizations: { [english]: values } }),
    image: (k, alt, w = 960, h = 640) => corpus.asset(`block:${k}`, `${k}.jpg`, w, h, alt),
    heading: (text, level = 2) => ({
      __typename: 'Heading',
      id: idFor(`bh:${site.name}:${text}`),
      text,
      level,
      weight: 'strong',
      tone: 'neutral',
      customHeadingSize: null,
    }),
    paragraph: (text) => ({
      __typename: 'Paragraph',
      id: idFor(`bp:${site.name}:${text}`),
      content: rich([text]),
      align: 'left',
      tone: 'neutral',
      size: 'standard',
    }),
    actions: (k, list) => ({
      __typename: 'ActionGroup',
      id: idFor(`bag:${site.name}:${k}`),
      inline: true,
      actions: list.map(([text, to, variant = 'solid'], i) => ({
        id: idFor(`ba:${site.name}:${k}:${i}`),
        text,
        variant,
        tone: 'brandAccent',
        icon: null,
        link: link(`${k}:${i}`, text, to),
      })),
    }),
    block: (name, items) => ({
      id: idFor(`bblock:${site.name}:${name}`),
      name,
      skipDefaultLocale: false,
      box: null,
      tile: null,
      items,
    }),
    container: (name, blocks) => ({
      id: idFor(`bcontainer:${site.name}:${name}`),
      htmlId: name,
      box: null,
      tile: null,
      blocks: blocks.map((items, i) => b.block(`${name}-${i}`, items)),
    }),
    iconBlock: (k, icon, title, text) => ({
      __typename: 'IconBlock',
      id: idFor(`icon:${site.name}:${k}`),
      icon,
      title,
      content: rich([text]),
      actionGroup: null,
    }),
  };
  return b;
}

function homeBlocks(b, site, { brand, countryName }) {
  const candidate = site.audience === 'candidate';
  const au = site.country === 'au' && !site.isRoot;
  const items = [
    b.item('IconBlockGroup', 'home:why', {
      title: candidate ? `Why job seekers use ${brand}` : `Why employers hire with ${brand}`,
      tile: { columns: 3, columnsMobile: 1, space: 'large' },
      iconBlocks: candidate
        ? [
            b.iconBlock(
              'jobs',
              'IconSearch',
              'Find the right role',
              `Search thousands of jobs across ${countryName} and filter by what matters to you.`,
            ),
            b.iconBlock(
              'salary',
              'IconMoney',
              'Know your worth',
              'Compare salaries for your role and location before you apply or negotiate.',
            ),
            b.iconBlock(
              'advice',
              'IconCareer',
              'Grow your career',
              'Practical advice from people who know the job market, free to read.',
            ),
          ]
        : [
            b.iconBlock(
              'reach',
              'IconPeople',
              'Reach more candidates',
              `Millions of people in ${countryName} look for work with us every month.`,
            ),
            b.iconBlock(
              'match',
              'IconTick',
              'Find a better match',
              'Smart matching puts your ad in front of people with the right skills.',
            ),
            b.iconBlock(
              'insight',
              'IconStatistics',
              'Hire with insight',
              'Market data on salaries and applications helps you set the right offer.',
            ),
          ],
    }),
    b.item('LatestArticles', 'home:latest', {
      title: candidate ? 'Latest career advice' : 'Latest hiring advice',
      totalArticles: 4,
      section: null,
    }),
    candidate
      ? b.item('CustomComponent', 'home:search', {
          component: 'SearchBox',
          title: 'Search our advice',
          text: 'Try "resume", "interview" or "salary".',
          data: null,
        })
      : b.item('CustomComponent', 'home:datalab', {
          component: 'DataLabEmbed',
          title: 'Talent Attraction Lab',
          text: `See what attracts candidates in ${countryName}, by industry, location and generation.`,
          data: null,
        }),
  ];
  const blocks = [items];
  if (au && candidate) {
    blocks.push([
      b.item('ArticleBanner', 'home:featured', {
        article: b.articleRef('how-to-write-a-resume'),
        badge: { text: 'Most read', tone: 'promote' },
        ctaText: 'Read the guide',
        reverse: false,
      }),
      b.item('CategorySection', 'home:categories', {
        title: 'Browse by topic',
        articlesPerCategory: 3,
        categories: [
          b.categoryRef('interview-tips'),
          b.categoryRef('pay-and-salary'),
          b.categoryRef('wellbeing'),
        ],
      }),
      b.item('PodcastBanner', 'home:podcast', {
        heading: b.heading('The Career Conversation podcast', 2),
        paragraph: b.paragraph(
          'Honest conversations about work, pay and wellbeing with the people who know. New episodes every fortnight.',
        ),
        image: b.image('podcast-cover', 'The Career Conversation podcast cover', 900, 900),
        mediaUrl: 'https://open.spotify.com/embed/show/2kyqe7mBxyZKhXw9fBQxqK',
        podcast: {
          appleUrl: 'https://podcasts.apple.com/au/podcast/the-career-conversation/id1234567890',
          googleUrl: null,
          spotifyUrl: 'https://open.spotify.com/show/2kyqe7mBxyZKhXw9fBQxqK',
        },
      }),
    ]);
  }
  if (au && !candidate) {
    blocks.push([
      b.item('JobAdCardGroup', 'home:ads', {
        title: 'Choose the right job ad',
        cards: [
          [
            'basic',
            'Basic',
            'Up to 20 candidate invitations',
            'Standard exposure in search results.',
            null,
            false,
          ],
          [
            'advanced',
            'Advanced',
            'Up to 30 candidate invitations',
            'Promoted placement and enhanced targeting.',
            { text: 'Popular', tone: 'positive' },
            true,
          ],
          [
            'premium',
            'Premium',
            'Up to 80 candidate invitations',
            'Prioritised placement, exclusivity and your branding.',
            null,
            false,
          ],
        ].map(([k, heading, subHeading, text, badge, border]) => ({
          id: idFor(`jobad:${site.name}:${k}`),
          heading,
          subHeading,
          paragraph: rich([text]),
          image: null,
          badge,
          border,
          actionGroup: b.actions(`ad-${k}`, [[`Choose ${heading}`, b.external('/employer/post-a-job')]]),
        })),
      }),
      b.item('EmbeddedItem', 'home:chart', {
        kind: 'jobAdFeatureChart',
        title: 'Compare Basic, Advanced and Premium ads',
        description: rich([
          'See which features each ad type includes, from candidate invitations to branding.',
        ]),
        form: null,
        html: null,
      }),
      b.item('InlineBanner', 'home:video', {
        image: b.image('video-poster', 'A recruiter reviewing applications', 900, 600),
        video: { source: 'YouTube', videoUrl: null, videoId: 'dQw4w9WgXcQ' },
        badge: { text: 'Video', tone: 'info' },
        heading: b.heading('See how employers use our tools', 3),
        paragraph: b.paragraph(
          'A two-minute tour of writing an ad, screening applications and messaging candidates.',
        ),
        actionGroup: null,
        reverse: true,
        customComponent: null,
      }),
      b.item('CardBlock', 'home:card', {
        title: 'Need help choosing?',
        content: rich([
          'Talk to our team about your hiring plans and we will recommend the right mix of ads.',
        ]),
        image: b.image('help-card', 'A customer service consultant on a call', 960, 640),
        badge: null,
        actionGroup: b.actions('help-card', [['Contact sales', b.external('/employer/contact')]]),
      }),
    ]);
  }
  return blocks;
}

function aboutBlocks(b, site, { brand, countryName }) {
  const au = site.country === 'au' && !site.isRoot;
  const leader = {
    au: ['Ian Narev', 'Chief Executive Officer'],
    nz: ['Rob Clark', 'Country Manager, New Zealand'],
  }[site.country] ?? ['Lina Tan', `Managing Director, ${countryName}`];
  const blocks = [
    [
      b.item('ProfileBio', 'about:leader', {
        name: leader[0],
        roleTitle: leader[1],
        image: b.image(`leader-${site.country}`, leader[0], 640, 640),
        description: rich([
          `${leader[0]} leads ${brand} in ${countryName}, working with our teams to help people find more fulfilling work and help employers find the people they need.`,
        ]),
      }),
      b.item('Disclosure', 'about:history', {
        expandLabel: 'Read our history',
        collapseLabel: 'Hide our history',
        content: rich([
          `${brand} began as a small online jobs board and grew into one of the largest employment marketplaces in the region.`,
          'Today we invest in technology, research and advice so that every match between a job seeker and an employer is a better one.',
        ]),
      }),
    ],
  ];
  if (au) {
    if (site.audience === 'candidate')
      blocks.push([
        b.item('CustomComponent', 'about:search', {
          component: 'SearchBox',
          title: `Search news from ${brand}`,
          text: 'Company news, research and announcements.',
          data: null,
        }),
      ]);
    blocks.push([
      b.item('AccordionList', 'about:help', {
        title: 'Help and support',
        accordionGroups: ['account', 'privacy'].map((k) => ({
          __typename: 'AccordionGroup',
          id: idFor(`acclist:${site.name}:${k}`),
          title: k === 'account' ? 'Your account' : 'Your privacy',
          accordions: (k === 'account'
            ? [
                [
                  'How do I reset my password?',
                  'Choose "Forgot password" on the sign-in page and follow the link we email you.',
                ],
                [
                  'Can I change my email address?',
                  'Yes. Go to your account settings and update your email; we will ask you to confirm it.',
                ],
              ]
            : [
                [
                  'Who can see my profile?',
                  'You choose: employers can see a standard, limited or hidden profile.',
                ],
                [
                  'How do I delete my account?',
                  'Contact our support team and we will delete your account and personal information.',
                ],
              ]
          ).map(([label, text], i) => ({
            id: idFor(`acclist:${site.name}:${k}:${i}`),
            label,
            locale: site.locales[0],
            content: rich([text]),
          })),
        })),
      }),
      b.item('BannerItemList', 'about:contacts', {
        title: 'Get in touch',
        bannerItems: [
          [
            'media',
            'Media enquiries',
            'Journalists can reach our communications team for comment and data.',
            'Email the media team',
            'mailto:media@example-jobs.com',
          ],
          [
            'careers',
            'Work with us',
            'We are hiring engineers, designers, analysts and sales people.',
            'See open roles',
            'https://careers.example-jobs.com',
          ],
        ].map(([k, heading, text, cta, url]) => ({
          __typename: 'BannerItem',
          id: idFor(`bil:${site.name}:${k}`),
          slug: `about-${k}`,
          backgroundColor: k === 'media' ? 'brandAccentLight' : 'neutralLight',
          borderRadius: 'large',
          bannerItemDecoration: null,
          disableHorizontalPadding: false,
          skipDefaultLocale: false,
          sites: [site.name],
          heading: b.heading(heading, 3),
          paragraph: b.paragraph(text),
          actionGroup: b.actions(`bil-${k}`, [[cta, { __typename: 'ExternalUrl', url }]]),
        })),
      }),
    ]);
    if (site.audience === 'employer')
      blocks.push([
        b.item('EmbeddedItem', 'about:security', {
          kind: 'bugBountyForm',
          title: 'Report a security vulnerability',
          description: rich([
            'Found a security issue in one of our products? Tell our security team through our responsible disclosure program.',
          ]),
          form: null,
          html: null,
        }),
      ]);
  }
  return blocks;
}

function insightBlocks(b, site, { countryName }) {
  const candidate = site.audience === 'candidate';
  const au = site.country === 'au' && !site.isRoot;
  const blocks = [
    [
      b.item('Alert', 'insights:update', {
        tone: 'info',
        title: 'Data updated monthly',
        content: rich([
          `Figures cover job ads placed in ${countryName} and are revised when late ads are counted.`,
        ]),
      }),
      ...(site.isRoot
        ? []
        : [
            b.item('LatestArticlesByCategory', 'insights:latest', {
              title: candidate ? 'Pay and salary insights' : 'Hiring trends',
              category: b.categoryRef(candidate ? 'pay-and-salary' : 'hiring-trends'),
              totalArticles: 4,
            }),
          ]),
    ],
  ];
  if (!au) return blocks;
  if (candidate) {
    blocks.push([
      b.item('ImageBlockGroup', 'insights:tools', {
        title: 'Tools to plan your next move',
        tile: { columns: 3, columnsMobile: 1, space: 'large' },
        imageBlocks: [
          [
            'salary',
            'Salary insights',
            'See the average pay for your role and how it is changing.',
            '/career-advice/salaries',
          ],
          [
            'growth',
            'Fastest growing jobs',
            'Find the roles with the most new job ads this year.',
            '/career-advice/growing-jobs',
          ],
          [
            'happiness',
            'Happiness at work',
            'What makes people in your industry happy at work.',
            '/career-advice/happiness',
          ],
        ].map(([k, heading, text, path]) => ({
          id: idFor(`imgblock:${site.name}:${k}`),
          heading,
          paragraph: rich([text]),
          image: b.image(`tool-${k}`, heading, 960, 640),
          link: b.link(`tool-${k}`, heading, b.external(path)),
        })),
      }),
      b.item('KeySteps', 'insights:steps', {
        title: 'Use market data in your job search',
        tone: 'brand',
        image: b.image('key-steps', 'A person planning their career on a laptop', 900, 900),
        steps: [
          ['Check demand', 'Look at job ad growth for your role and the roles next to it.'],
          ['Know the pay range', 'Compare average salaries before you apply or negotiate.'],
          ['Close the gaps', 'Pick one skill employers ask for and start learning it.'],
        ].map(([heading, text], i) => ({
          id: idFor(`keystep:${site.name}:${i}`),
          heading,
          description: rich([text]),
        })),
      }),
      b.item('EmbeddedItem', 'insights:visibility', {
        kind: 'profileVisibilityCards',
        title: 'Choose who can see your profile',
        description: rich(['Standard, limited or hidden: see what employers can view with each setting.']),
        form: null,
        html: null,
      }),
      b.item('CustomComponent', 'insights:share', {
        component: 'SocialShare',
        title: 'Share these insights',
        text: null,
        data: null,
      }),
    ]);
  } else {
    blocks.push([
      b.item('TipsCardGroup', 'insights:tips', {
        title: 'Tips to attract the right candidates',
        cards: [
          [
            'IconMoney',
            'Show the salary range in your ad: candidates rank pay as the first thing they look for.',
            'Must-have',
            'Read about salary transparency',
            '/hiring-advice/salary',
          ],
          [
            'IconTime',
            'Offer flexible hours where the role allows it, and say so in the first lines of the ad.',
            'Delighted-if',
            'See flexible work policies',
            '/hiring-advice/flexible-work',
          ],
          [
            'IconPeople',
            'Describe your team and culture honestly: candidates want to know who they will work with.',
            'Put-off',
            null,
            null,
          ],
        ].map(([icon, text, badge, linkText, path], i) => ({
          id: idFor(`tip:${site.name}:${i}`),
          icon,
          description: rich([text]),
          badge: { text: badge, tone: i === 2 ? 'critical' : 'positive' },
          inlineLink: linkText
            ? {
                text: linkText,
                icon: 'IconArrow',
                iconPosition: 'trailing',
                link: b.link(`tip-${i}`, linkText, b.external(path)),
              }
            : null,
          downloadButton:
            i === 0
              ? {
                  text: 'Download the report',
                  icon: 'IconDownload',
                  variant: 'soft',
                  link: b.link('tip-report', 'Download the report', b.external('/report.pdf')),
                }
              : null,
        })),
      }),
      b.item('EmbeddedItem', 'insights:form', {
        kind: 'webForm',
        title: 'Get the latest hiring insights',
        description: rich(['Monthly market data and hiring advice in your inbox.']),
        form: idFor('Form:subscribe'),
        html: null,
      }),
      b.item('EmbeddedItem', 'insights:snippet', {
        kind: 'codeSnippet',
        title: 'Employment snapshot',
        description: null,
        form: null,
        html: '<table><caption>Job ads compared with last year</caption><thead><tr><th scope="col">Industry</th><th scope="col">Change</th></tr></thead><tbody><tr><td>Healthcare &amp; Medical</td><td>+6.2%</td></tr><tr><td>Construction</td><td>-3.1%</td></tr></tbody></table><script>document.title = "hacked"</script><p onclick="alert(1)">Source: job ads placed on our site.</p>',
      }),
    ]);
  }
  return blocks;
}

function landingBlocks(b, site) {
  const candidate = site.audience === 'candidate';
  if (candidate) {
    return [
      [
        b.item('InlineBanner', 'landing:search', {
          image: b.image('advice-search', 'A person reading career advice on a tablet', 900, 600),
          video: null,
          badge: null,
          heading: b.heading('Find advice for your situation', 3),
          paragraph: b.paragraph('Search hundreds of articles on resumes, interviews, pay and wellbeing.'),
          actionGroup: null,
          reverse: false,
          customComponent: {
            id: idFor(`cc:${site.name}:landing-search`),
            component: 'SearchBox',
            title: null,
            text: null,
            data: null,
          },
        }),
        b.item('ArticleCardGroup', 'landing:picks', {
          title: "Editor's picks",
          display: 'list',
          articles: ['tell-me-about-yourself', 'salary-negotiation', 'changing-careers'].map((slug) =>
            b.articleRef(slug),
          ),
        }),
        b.item('TopicArticleGroup', 'landing:topics', {
          title: 'Start with a topic',
          articlesPerTopic: 3,
          topics: [topicEntry(b, site, 'applications'), topicEntry(b, site, 'interviews')],
        }),
        b.item('StepBlockGroup', 'landing:steps', {
          title: 'Land your next role in four steps',
          steps: [
            ['Know what you want', 'Write down the roles, industries and conditions that matter to you.'],
            ['Update your resume', 'Lead with recent achievements and tailor it to each ad.'],
            ['Prepare for interviews', 'Practise answers to common questions out loud.'],
            ['Negotiate the offer', 'Research the pay range and ask for what the role is worth.'],
          ].map(([heading, text], i) => ({
            id: idFor(`step:${site.name}:${i}`),
            heading,
            paragraph: rich([text]),
            image: null,
          })),
        }),
      ],
    ];
  }
  return [
    [
      b.item('ArticleCardGroup', 'landing:guides', {
        title: 'Essential guides',
        display: 'cards',
        articles: ['how-to-write-a-job-ad', 'structured-interviews', 'onboarding-checklist'].map((slug) =>
          b.articleRef(slug),
        ),
      }),
      b.item('EmbeddedItem', 'landing:builder', {
        kind: 'interviewBuilder',
        title: 'Interview question builder',
        description: rich([
          'Pick questions by category, add your own and download them as a PDF for your interview panel.',
        ]),
        form: null,
        html: null,
      }),
    ],
  ];
}

const TOPICS = {
  applications: [
    'Resumes and cover letters',
    'Make your application stand out.',
    ['how-to-write-a-resume', 'cover-letter-tips', 'linkedin-profile-tips', 'references'],
  ],
  interviews: [
    'Interviews',
    'Prepare, practise and follow up.',
    ['tell-me-about-yourself', 'questions-to-ask-in-an-interview', 'dealing-with-rejection'],
  ],
};

/** A topic of the site with its articles (the TopicList block reads the same model). */
function topicEntry(b, site, k) {
  const [name, description, slugs] = TOPICS[k];
  return b.corpus.add('blocks.json', 'Topic', `${site.name}:${k}`, {
    fields: { slug: k, relatedArticlesInTopic: slugs.map((slug) => b.articleRef(slug)), sites: [site.name] },
    localizations: { [b.english]: { name, description: rich([description]) } },
  });
}

function addAwardsPage(corpus, b, site, theme, title) {
  const about = record(corpus, idFor(`Section:${site.name}:about`), 'sections.json');
  const sectionName = `${theme}-awards`;
  const section = corpus.add('sections.json', 'Section', `${site.name}:${sectionName}`, {
    fields: { sectionName, theme, parentSection: null, sites: [site.name] },
    localizations: Object.fromEntries(
      Object.entries(about.localizations).map(([locale, values]) => [
        locale,
        {
          displayName: theme === 'sara' ? 'SARA' : 'STAR Awards',
          headerOptions: values.headerOptions,
          footerOptions: values.footerOptions,
        },
      ]),
    ),
  });
  const banner = corpus.add('banners.json', 'PrimaryBanner', `${site.name}:${sectionName}`, {
    localizations: {
      [b.english]: {
        logoDisplay: false,
        imageHeight: 'large',
        isContentRight: false,
        divider: false,
        image: b.image(`${theme}-awards-banner`, `${title} ceremony`, 1920, 600),
        heading: b.heading(title, 1),
        paragraph: b.paragraph('Celebrating the recruiters and HR teams who do outstanding work.'),
        actions: b.actions(`${theme}-enter`, [['Enter now', b.external('/awards/enter')]]),
        footnotes: null,
      },
    },
  });
  const categories =
    theme === 'sara'
      ? [
          ['IconStar', 'Recruitment Team of the Year'],
          ['IconPeople', 'Employer of Choice'],
          ['IconRocket', 'Rising Star'],
        ]
      : [
          ['IconStar', 'Talent Acquisition Leader'],
          ['IconCompany', 'Best Employer Brand'],
          ['IconHeart', 'Best Candidate Experience'],
        ];
  corpus.add('pages.json', 'Page', `${site.name}:${sectionName}`, {
    fields: {
      slug: sectionName,
      relatedPageSection: section,
      sites: [site.name],
      hideEmbeddedFormInSection: true,
      enableBreadcrumbs: false,
      banner,
      containers: [
        b.container(`${theme}-awards`, [
          [
            b.item('BreadcrumbTrail', `${theme}:trail`, {
              items: [
                { id: idFor(`crumb:${theme}:1`), text: 'Home', url: '/' },
                { id: idFor(`crumb:${theme}:2`), text: 'Awards', url: `/${sectionName}` },
                { id: idFor(`crumb:${theme}:3`), text: '2025 finalists', url: null },
              ],
            }),
            b.item('Alert', `${theme}:dates`, {
              tone: 'promote',
              title: 'Entries close 30 September',
              content: rich([
                'Finalists are announced in October and winners at the gala dinner in November.',
              ]),
            }),
            b.item('IconBlockGroup', `${theme}:categories`, {
              title: 'Award categories',
              tile: { columns: 3, columnsMobile: 1, space: 'large' },
              iconBlocks: categories.map(([icon, name], i) =>
                b.iconBlock(
                  `${theme}-cat-${i}`,
                  icon,
                  name,
                  'Judged by an independent panel of industry leaders.',
                ),
              ),
            }),
            b.item('IconBlock', `${theme}:judging`, {
              icon: 'IconChecklist',
              title: 'How entries are judged',
              content: rich([
                'Each entry is scored on results, innovation and the experience of candidates and hiring managers.',
              ]),
              actionGroup: null,
            }),
            b.item('StepBlockGroup', `${theme}:enter`, {
              title: 'How to enter',
              steps: [
                ['Choose a category', 'Read the criteria and pick the category that best fits your work.'],
                [
                  'Write your submission',
                  'Tell us what you did, why and what changed, in up to 1,000 words.',
                ],
                ['Submit before the deadline', 'Send your entry by 30 September.'],
              ].map(([heading, text], i) => ({
                id: idFor(`enter:${theme}:${i}`),
                heading,
                paragraph: rich([text]),
                image: null,
              })),
            }),
            b.item('Gallery', `${theme}:gallery`, {
              title: 'Last year’s winners',
              isCarousel: false,
              tile: { columns: 3, columnsMobile: 1, space: 'medium' },
              images: [1, 2, 3].map((n) =>
                b.image(`${theme}-winners-${n}`, `${title} winners on stage, photo ${n}`, 1200, 800),
              ),
            }),
            b.item('Disclosure', `${theme}:terms`, {
              expandLabel: 'Terms and conditions',
              collapseLabel: 'Hide terms and conditions',
              content: rich([
                'Entries must describe work done in the last 12 months. The judges’ decision is final. Finalists may be asked for references.',
              ]),
            }),
          ],
        ]),
      ],
    },
    localizations: {
      [b.english]: {
        title,
        seo: {
          title,
          description: `${title}: categories, dates and how to enter.`,
          noIndex: false,
          noArchive: false,
          image: null,
        },
      },
    },
  });
}

/** Custom embeds and additional content on AU candidate articles. */
function decorateCandidateArticles(corpus, b, site) {
  const salary = record(corpus, b.articleRef('salary-negotiation'), 'articles.json');
  const embeds = ['HIGHEST_PAYING_JOBS', 'GENERATION_DRIVERS_SUMMARY', 'SALARY_CALCULATOR'].map((title) =>
    corpus.add('blocks.json', 'CustomContent', `${site.name}:embed:${title}`, {
      fields: { title, data: { country: site.country } },
    }),
  );
  for (const locale of Object.keys(salary.localizations)) {
    const content = salary.localizations[locale].content;
    if (!content) continue;
    for (const [i, id] of embeds.entries())
      content.children.push(
        { type: 'embed', nodeId: id, nodeType: 'CustomContent', isInline: false, children: [{ text: '' }] },
        ...(i === 0
          ? [
              {
                type: 'paragraph',
                children: [{ text: 'Figures are averages of advertised salaries over the last 12 months.' }],
              },
            ]
          : []),
      );
  }
  const resume = record(corpus, b.articleRef('how-to-write-a-resume'), 'articles.json');
  resume.fields.additionalContent = {
    box: {
      width: 'full',
      textAlign: 'left',
      borderRadius: 'large',
      paddingHeight: 'medium',
      paddingWidth: 'medium',
      background: 'neutralLight',
      blockBorder: false,
    },
    components: [
      b.item('Alert', 'article:resume-tip', {
        tone: 'positive',
        title: 'Tip: save it as a PDF',
        content: rich([
          'A PDF keeps your layout the same on every screen. Name the file with your name and the role.',
        ]),
      }),
      b.item('KeySteps', 'article:resume-steps', {
        title: 'Before you send it',
        tone: 'neutral',
        image: null,
        steps: ['Check names, dates and numbers', 'Read it aloud once', 'Match it to the job ad'].map(
          (heading, i) => ({
            id: idFor(`resume-step:${site.name}:${i}`),
            heading,
            description: null,
          }),
        ),
      }),
    ],
  };
}

/** Custom embeds on AU employer articles. */
function decorateEmployerArticles(corpus, b, site) {
  const add = (slug, titles, additionalData) => {
    const article = record(corpus, b.articleRef(slug), 'articles.json');
    const ids = titles.map((title) =>
      corpus.add('blocks.json', 'CustomContent', `${site.name}:embed:${title}`, {
        fields: { title, data: { country: site.country } },
      }),
    );
    for (const values of Object.values(article.localizations))
      values.content?.children.push(
        ...ids.map((id) => ({
          type: 'embed',
          nodeId: id,
          nodeType: 'CustomContent',
          isInline: false,
          children: [{ text: '' }],
        })),
      );
    if (additionalData)
      article.fields.additionalData = { ...(article.fields.additionalData ?? {}), ...additionalData };
  };
  add('hiring-trends', ['FASTEST_GROWING_SALARIES', 'JOBAD_FEATURE_CHART']);
  add('employer-brand-basics', ['QUERY_FILTER_TAL', 'GENERATION_DRIVERS_INTERACTIVE'], {
    datalabSurvey: 'au-2024',
  });
}

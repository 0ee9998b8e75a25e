/**
 * Pages with the blocks that hydrate (spec §2), in the compositions an editor would build:
 * - candidate AU /about/our-team: numbers that count up, the team with long descriptions, testimonials;
 * - candidate AU /career-advice/videos-and-guides: a Brightcove and a YouTube video, a video dialog group,
 *   tabs and a topic list over the site's articles;
 * - employer AU /about/investors: the share price, dividends and latest ASX announcements (investor provider),
 *   a paginated document list with a year filter and a short one without; /about/asx-announcements: every
 *   announcement with its year filter;
 * - every candidate site /market-insights/research-report: the research page in a frame (th, id too).
 * The AU candidate home page gets an FAQ already (pages.mjs); these pages reuse its accordion group.
 */
import { daysAgo, idFor, rich } from './lib.mjs';

const BRIGHTCOVE = (videoId) =>
  `https://players.brightcove.net/6087226211001/default_default/index.html?videoId=${videoId}`;

/**
 * @param {import('./generate.mjs').Corpus} corpus
 * @param {import('./generate.mjs').SeedSite} site
 * @param {{ brand: string, countryName: string }} info
 */
export function buildInteractivePages(corpus, site, info) {
  if (site.isRoot) return;
  const english = site.locales[0];
  const local = site.locales[1];
  const key = (name) => `${site.name}:${name}`;
  const item = (type, name, values, localValues = null) =>
    corpus.add('blocks.json', type, key(name), {
      localizations: { [english]: values, ...(local && localValues ? { [local]: localValues } : {}) },
    });
  const page = (name, slug, section, titles, blocks) =>
    corpus.add('pages.json', 'Page', key(name), {
      fields: {
        slug,
        relatedPageSection: idFor(`Section:${key(section)}`),
        sites: [site.name],
        hideEmbeddedFormInSection: true,
        enableBreadcrumbs: true,
        containers: [
          {
            id: idFor(`container:${site.name}:${name}`),
            htmlId: name,
            box: null,
            tile: null,
            blocks: blocks.map(([blockName, items, tile = null, box = null]) => ({
              id: idFor(`block:${site.name}:${name}:${blockName}`),
              name: blockName,
              skipDefaultLocale: false,
              box,
              tile,
              items,
            })),
          },
        ],
      },
      localizations: Object.fromEntries(
        Object.entries(titles).map(([locale, title]) => [
          locale,
          {
            title,
            seo: { title: `${title} | ${info.brand}`, description: title, noIndex: false, noArchive: false },
          },
        ]),
      ),
    });

  if (site.audience === 'candidate') {
    const titles = { [english]: 'The research report' };
    if (site.country === 'th') titles.th_TH = 'รายงานการวิจัย';
    if (site.country === 'id') titles.id_ID = 'Laporan riset';
    page('research-report', 'research-report', 'market-insights', titles, [
      [
        'research',
        [
          item(
            'ResearchFrame',
            'research-frame',
            { title: 'About the research', src: '/research/about-the-research.html', height: 900 },
            site.country === 'th'
              ? { title: 'เกี่ยวกับงานวิจัย' }
              : site.country === 'id'
                ? { title: 'Tentang riset' }
                : null,
          ),
        ],
      ],
    ]);
  }
  if (site.name === 'candidate_au') {
    ourTeam(item, page, info, corpus);
    videosAndGuides(item, page, site, corpus);
  }
  if (site.name === 'employer_au') investors(item, page);
}

function ourTeam(item, page, { brand, countryName }, corpus) {
  const counter = (name, number, unit, heading, description, speed, tone = 'brandAccent') =>
    item('NumericalCard', `team:number:${name}`, {
      title: heading,
      text: description,
      numericalBlock: {
        number,
        unit,
        numberTone: tone,
        unitTone: tone,
        hasAnimation: true,
        textSize: 3,
        animationSpeed: speed,
        fontWeight: 'strong',
        sameFontSize: false,
      },
    });
  const member = (id, name, roleTitle, paragraphs) => ({
    id: idFor(`team-member:${id}`),
    name,
    roleTitle,
    image: idFor(`Asset:author:${id}`),
    description: rich(paragraphs),
  });
  const testimonial = (id, quote, author, company) => ({
    id: idFor(`testimonial:${id}`),
    quote,
    author,
    company,
    locale: 'en_AU',
  });
  page('our-team', 'our-team', 'about', { en_AU: 'Our team' }, [
    [
      'numbers',
      [
        counter(
          'visits',
          2.4,
          'M',
          'Monthly visits',
          `People who read our advice in ${countryName} every month.`,
          'slow',
        ),
        counter(
          'articles',
          350,
          '+',
          'Advice articles',
          'Guides and checklists written and kept up to date by our team.',
          'normal',
        ),
        counter(
          'satisfaction',
          92,
          '%',
          'Found it useful',
          'Readers who said an article helped them take a next step.',
          'very_slow',
          'positive',
        ),
      ],
      { columns: 3, columnsMobile: 1, space: 'large' },
      {
        width: null,
        textAlign: 'center',
        borderRadius: 'xlarge',
        paddingHeight: 'xlarge',
        paddingWidth: 'gutter',
        background: 'neutralLight',
        blockBorder: false,
      },
    ],
    [
      'team',
      [
        item('TeamMemberProfile', 'team:members', {
          title: `The people behind ${brand}'s advice`,
          members: [
            member('amanda-wright', 'Amanda Wright', 'Career Advice Editor', [
              'Amanda leads the career advice team and has spent more than fifteen years writing about work, careers and the changing job market.',
              'Before joining us she was a recruitment consultant in Sydney and Melbourne, placing candidates in finance, marketing and operations roles. That experience shapes her practical approach: every article should help a reader do something today.',
            ]),
            member('priya-natarajan', 'Priya Natarajan', 'Workplace Researcher', [
              'Priya analyses survey and job ad data to understand what people want from work. She designed the questions behind our happiness and attraction research and checks every number we publish before it goes live, from salary growth to the drivers that keep people in their jobs.',
            ]),
            member('daniel-lim', 'Daniel Lim', 'Hiring Advice Writer', [
              'Daniel writes about recruitment and retention for employers across Asia Pacific, drawing on his years in talent acquisition.',
            ]),
          ],
        }),
      ],
    ],
    [
      'office',
      [
        item('Gallery', 'team:office', {
          title: 'Life at our Melbourne office',
          isCarousel: true,
          tile: { columns: 3, columnsMobile: 1, space: 'medium' },
          images: [
            'The team at the Monday stand-up',
            'A quiet corner of the library floor',
            'Lunch on the rooftop terrace',
            'Writers workshopping a new guide',
            'The research team reviewing survey results',
            'Our annual volunteering day',
            'The view over the Yarra from level 12',
          ].map((alt, n) => corpus.asset(`team-office-${n + 1}`, `team-office-${n + 1}.jpg`, 1200, 800, alt)),
        }),
      ],
    ],
    [
      'testimonials',
      [
        item('TestimonialGroup', 'team:testimonials', {
          title: 'What readers tell us',
          cardBackground: 'neutralLight',
          testimonials: [
            testimonial(
              't1',
              'The resume checklist helped me cut my resume to two pages and I had three interviews within a month.',
              'Mei Chen',
              'Graduate accountant',
            ),
            testimonial(
              't2',
              'I used the salary guide to prepare for my review and asked for a 9% raise. I got it.',
              'Jordan Blake',
              'Site supervisor',
            ),
            testimonial(
              't3',
              'Practising the answers to common questions out loud made the real interview feel like the fourth one, not the first.',
              'Aisha Rahman',
              'Nurse unit manager',
            ),
            testimonial(
              't4',
              'After twelve years in retail I was not sure my skills would transfer. The career change guides showed me they did.',
              'Tom Nguyen',
              'Customer success lead',
            ),
            testimonial(
              't5',
              'Clear, honest advice about returning to work after parental leave. It gave me the words for a hard conversation.',
              'Sarah O’Neill',
              'Marketing manager',
            ),
            testimonial(
              't6',
              'I read the article on probation periods the night before I started and knew exactly what to ask my manager.',
              'Lachlan Price',
              'Apprentice electrician',
            ),
            testimonial(
              't7',
              'The interview questions list is now part of how our whole team prepares candidates.',
              'Grace Kim',
              'Recruitment consultant',
            ),
            // No company: left out of the carousel (spec §5).
            testimonial('t8', 'Great site, very helpful.', 'Anonymous', ''),
          ],
        }),
      ],
    ],
  ]);
}

function videosAndGuides(item, page, site, corpus) {
  const article = (slug) => idFor(`Article:${site.name}:${slug}`);
  const topic = (slug, name, description, slugs) =>
    corpus.add('blocks.json', 'Topic', `${site.name}:topic:${slug}`, {
      fields: { slug, sites: [site.name], relatedArticlesInTopic: slugs.map(article) },
      localizations: { en_AU: { name, description: rich([description]) } },
    });
  const dialogVideo = (id, title, description, video) => ({
    id: idFor(`video-dialog:${id}`),
    title,
    description,
    video,
  });
  page('videos-and-guides', 'videos-and-guides', 'career-advice', { en_AU: 'Videos and guides' }, [
    [
      'featured-video',
      [
        item('VideoBlock', 'guides:featured-video', {
          title: 'How to answer “Tell me about yourself”',
          video: { source: 'Brightcove', videoUrl: BRIGHTCOVE('6312345678112'), videoId: null },
        }),
      ],
    ],
    [
      'video-library',
      [
        item('VideoDialogGroup', 'guides:video-library', {
          title: 'More interview and career videos',
          tile: { columns: 3, columnsMobile: 1, space: 'large' },
          videos: [
            dialogVideo(
              'salary',
              'Negotiating your salary with confidence',
              'Three steps to asking for what you are worth.',
              {
                source: 'Brightcove',
                videoUrl: BRIGHTCOVE('6312345679001'),
                videoId: null,
              },
            ),
            dialogVideo(
              'resume',
              'Writing a resume that gets noticed',
              'What hiring managers look for in the first ten seconds.',
              {
                source: 'Brightcove',
                videoUrl: BRIGHTCOVE('6312345680045'),
                videoId: null,
              },
            ),
            dialogVideo(
              'video-interview',
              'Preparing for a video interview',
              'Lighting, sound and keeping it natural on camera.',
              {
                source: 'YouTube',
                videoUrl: null,
                videoId: 'Xq3Kx6ozR1E',
              },
            ),
            // Not a Brightcove player link: cannot be embedded, so it is left out (spec §5).
            dialogVideo('elsewhere', 'Our webinar recording', 'Hosted on another video site.', {
              source: 'Brightcove',
              videoUrl: 'https://video.example.com/watch/123',
              videoId: null,
            }),
          ],
        }),
      ],
    ],
    [
      'guides',
      [
        item('TabGroup', 'guides:tabs', {
          title: 'Quick guides',
          tabs: [
            {
              id: idFor('tab:resume'),
              label: 'Resume',
              locale: 'en_AU',
              content: rich([
                'Keep it to two or three pages, lead with a short summary and list your achievements, not just your duties.',
                '- Tailor the first third to the job ad',
                '- Use numbers to show impact',
                '- Save it as a PDF named after you',
              ]),
            },
            {
              id: idFor('tab:cover-letter'),
              label: 'Cover letter',
              locale: 'en_AU',
              content: rich([
                'Three short paragraphs: why this role, what you bring, and what you would like to happen next. Address it to a person when you can.',
              ]),
            },
            {
              id: idFor('tab:interview'),
              label: 'Interview',
              locale: 'en_AU',
              content: rich([
                'Research the company, prepare examples with the STAR method and have two or three questions ready for the end.',
              ]),
            },
          ],
        }),
      ],
    ],
    [
      'topics',
      [
        item('TopicList', 'guides:topics', {
          title: 'Browse advice by topic',
          topicFilterLabel: 'Choose a topic',
          topicFilterPlaceholder: 'All topics',
          setDefaultTopic: true,
          cardFields: ['Category', 'PublishDate', 'ReadTime'],
          topics: [
            topic('getting-the-job', 'Getting the job', 'Resumes, cover letters and interviews.', [
              'how-to-write-a-resume',
              'cover-letter-tips',
              'tell-me-about-yourself',
              'questions-to-ask-in-an-interview',
              'references',
            ]),
            topic(
              'pay-and-progression',
              'Pay and progression',
              'Asking for more and planning your next step.',
              ['salary-negotiation', 'asking-for-a-pay-rise', 'career-goals', 'upskilling-on-a-budget'],
            ),
            topic('wellbeing-at-work', 'Wellbeing at work', 'Looking after yourself on the job.', [
              'managing-stress-at-work',
              'work-life-balance',
              'working-from-home',
            ]),
          ],
        }),
      ],
    ],
  ]);
}

function investors(item, page) {
  const kinds = [
    ['Annual report', 'annual-report', 8, 20],
    ['Half-year results', 'half-year-results', 2, 18],
    ['Investor presentation', 'investor-presentation', 2, 20],
    ['ASX announcement', 'dividend-announcement', 8, 21],
    ['ASX announcement', 'appendix-4e', 8, 19],
    ['ASX announcement', 'quarterly-update', 4, 15],
    ['ASX announcement', 'quarterly-update-2', 10, 16],
    ['Notice of meeting', 'notice-of-meeting', 9, 25],
    ['ASX announcement', 'chair-address', 11, 14],
  ];
  const titles = {
    'annual-report': (y) => `Annual Report ${y}`,
    'half-year-results': (y) => `Half-year results to 31 December ${y - 1}`,
    'investor-presentation': (y) => `Investor presentation, half-year ${y}`,
    'dividend-announcement': (y) => `Final dividend announcement ${y}`,
    'appendix-4e': (y) => `Appendix 4E and full-year results ${y}`,
    'quarterly-update': (y) => `Third-quarter trading update ${y}`,
    'quarterly-update-2': (y) => `First-quarter trading update ${y}`,
    'notice-of-meeting': (y) => `Notice of Annual General Meeting ${y}`,
    'chair-address': (y) => `Chair's address to the AGM ${y}`,
  };
  const documents = [];
  for (const year of [2025, 2024, 2023, 2022, 2021]) {
    for (const [type, slug, month, day] of kinds) {
      if (year === 2025 && month > 6) continue;
      documents.push({
        id: idFor(`document:${slug}:${year}`),
        title: titles[slug](year),
        date: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
        type,
        externalUrl: `https://investors.example-jobs.com/documents/${year}/${slug}.pdf`,
        itemIcon: 'document',
      });
    }
  }
  documents.sort((a, b) => b.date.localeCompare(a.date));
  const widget = (option) => item('InvestorWidget', `investors:${option}`, { option });
  const allAnnouncements = item('ActionGroup', 'investors:all-announcements', {
    inline: true,
    actions: [
      {
        id: idFor('investors:all-announcements:action'),
        text: 'All ASX announcements',
        variant: 'ghost',
        tone: 'brandAccent',
        icon: null,
        link: {
          id: idFor('investors:all-announcements:link'),
          text: 'All ASX announcements',
          to: idFor('Page:employer_au:asx-announcements'),
          openLinkInNewTab: false,
          locale: 'en_AU',
          skipDefaultLocale: false,
          subLinks: [],
        },
      },
    ],
  });
  page('asx-announcements', 'asx-announcements', 'about', { en_AU: 'ASX announcements' }, [
    ['announcements', [widget('ASXAnnouncements')]],
  ]);
  page('investors', 'investors', 'about', { en_AU: 'Investors' }, [
    ['share-price', [widget('SharePrice')]],
    ['dividends', [widget('Dividends')]],
    ['latest-announcements', [widget('LatestAsxAnnouncements'), allAnnouncements]],
    [
      'reports',
      [
        item('DocumentList', 'investors:reports', {
          icon: 'document',
          groupName: 'Reports and announcements',
          usePagination: true,
          maxPageSize: 20,
          documentFilterOption: 'year',
          documents,
        }),
      ],
    ],
    [
      'governance',
      [
        item('DocumentList', 'investors:governance', {
          icon: 'document',
          groupName: 'Corporate governance',
          usePagination: true,
          maxPageSize: 20,
          documentFilterOption: null,
          documents: [
            ['Board charter', '2024-08-14'],
            ['Code of conduct', '2024-08-14'],
            ['Corporate governance statement', daysAgo(300)],
            ['Diversity and inclusion policy', '2023-11-02'],
            ['Securities trading policy', '2023-06-30'],
          ].map(([title, date], index) => ({
            id: idFor(`governance:${index}`),
            title,
            date,
            type: 'Policy',
            externalUrl: `https://investors.example-jobs.com/governance/${title.toLowerCase().replace(/\W+/g, '-')}.pdf`,
            itemIcon: 'document',
          })),
        }),
      ],
    ],
  ]);
}

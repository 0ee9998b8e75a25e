/**
 * Generates kv-seed/content/*.json (format in kv-seed/content/README.md) from the copy modules beside it.
 * The output is committed; run `node scripts/services/content/corpus/generate.mjs` after editing the copy.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { format, resolveConfig } from 'prettier';

import { DEFAULT_CONTENT_DIR } from '../store.mjs';

import { buildAboutArticles } from './about-articles.mjs';
import { buildBlockPages } from './blocks.mjs';
import { candidateArticles } from './candidate-copy.mjs';
import { addCandidateNewsletter } from './candidate-newsletter.mjs';
import { addDataLabReport, DEFAULT_ASSET_FILES_DIR, writeDataLabReportFiles } from './data-lab-reports.mjs';
import { employerArticles } from './employer-copy.mjs';
import { buildEmployerToolPages } from './employer-tools.mjs';
import { writeIllustrations } from './illustrations.mjs';
import { buildInsightsPages, addNzInsightsEmbeds } from './insights-pages.mjs';
import { buildInteractivePages } from './interactive-blocks.mjs';
import { buildLeadFormPages } from './lead-forms.mjs';
import { daysAgo, formField, handleFor, idFor, rich } from './lib.mjs';
import { localizeSiteCopy } from './local-copy.mjs';
import { buildPages } from './pages.mjs';
import { buildPolicyPages } from './policy-pages.mjs';
import { buildSalesFormPage } from './sales-forms.mjs';
import { buildSearchEngineFixtures } from './search-engine-fixtures.mjs';
import { buildShowcasePages } from './showcase-pages.mjs';
import { addSiteNavigation } from './site-navigation.mjs';
import {
  articleTranslations,
  categoryCopy,
  categoryNames,
  contactUsLine,
  footerCopyright,
  footerLabels,
  sectionNames,
  thaiOnlyArticle,
} from './translations.mjs';

export const COUNTRIES = ['au', 'nz', 'hk', 'th', 'id', 'my', 'ph', 'sg'];
export const BRANDS = {
  au: 'SEEK',
  nz: 'SEEK',
  hk: 'Jobsdb',
  th: 'Jobsdb',
  id: 'Jobstreet',
  my: 'Jobstreet',
  ph: 'Jobstreet',
  sg: 'Jobstreet',
};
export const JOB_HOSTS = {
  au: 'www.seek.com.au',
  nz: 'www.seek.co.nz',
  hk: 'hk.jobsdb.com',
  th: 'th.jobsdb.com',
  id: 'id.jobstreet.com',
  my: 'my.jobstreet.com',
  ph: 'ph.jobstreet.com',
  sg: 'sg.jobstreet.com',
};
export const COUNTRY_NAMES = {
  au: 'Australia',
  nz: 'New Zealand',
  hk: 'Hong Kong',
  th: 'Thailand',
  id: 'Indonesia',
  my: 'Malaysia',
  ph: 'the Philippines',
  sg: 'Singapore',
};
const ALL_SITES = ['candidate', ...COUNTRIES.flatMap((c) => [`candidate_${c}`, `employer_${c}`])];

/** @typedef {{ name: string, country: string, audience: 'candidate' | 'employer', locales: string[], isRoot: boolean }} SeedSite */

/** @returns {SeedSite[]} */
function seedSites() {
  const locales = (c) => [`en_${c.toUpperCase()}`, ...(c === 'th' ? ['th_TH'] : c === 'id' ? ['id_ID'] : [])];
  return [
    ...COUNTRIES.flatMap((country) =>
      ['candidate', 'employer'].map((audience) => ({
        name: `${audience}_${country}`,
        country,
        audience: /** @type {'candidate' | 'employer'} */ (audience),
        locales: locales(country),
        isRoot: false,
      })),
    ),
    { name: 'candidate', country: 'au', audience: 'candidate', locales: ['en_AU'], isRoot: true },
  ];
}

/** Collects entries by output file. */
export class Corpus {
  constructor() {
    /** @type {Record<string, any[]>} */
    this.files = {};
  }

  /**
   * @param {string} file
   * @param {string} type
   * @param {string} key
   * @param {Record<string, any>} entry fields, localizations, draft, published
   * @returns {string} the id
   */
  add(file, type, key, entry) {
    const id = idFor(`${type}:${key}`);
    const day = entry.day ?? 400;
    const record = {
      __typename: type,
      id,
      ...(entry.published === false ? { published: false } : {}),
      createdAt: `${daysAgo(day + 3)}T01:30:00.000Z`,
      updatedAt: `${daysAgo(day)}T04:15:00.000Z`,
      publishedAt: entry.published === false ? undefined : `${daysAgo(day)}T04:20:00.000Z`,
      fields: entry.fields ?? {},
      ...(entry.localizations ? { localizations: entry.localizations } : {}),
      ...(entry.draft ? { draft: entry.draft } : {}),
    };
    (this.files[file] ??= []).push(record);
    return id;
  }

  /**
   * @param {string} key
   * @param {string} fileName
   * @param {number} width
   * @param {number} height
   * @param {string} alt
   */
  asset(key, fileName, width, height, alt) {
    const existing = idFor(`Asset:${key}`);
    if (this.files['assets.json']?.some((record) => record.id === existing)) return existing;
    const handle = handleFor(key);
    const mimeType = fileName.endsWith('.png')
      ? 'image/png'
      : fileName.endsWith('.svg')
        ? 'image/svg+xml'
        : 'image/jpeg';
    return this.add('assets.json', 'Asset', key, {
      fields: {
        handle,
        fileName,
        mimeType,
        width,
        height,
        size: Math.round((width * height) / 9),
        url: `https://ap-southeast-2.graphassets.com/${handle}`,
        alt,
      },
    });
  }
}

const ref = (type, key) => idFor(`${type}:${key}`);

const CANDIDATE_CATEGORIES = [
  ['career-development', 'Career development', null, 'career-advice'],
  ['changing-careers', 'Changing careers', 'career-development', 'career-advice'],
  ['workplace-skills', 'Workplace skills', 'career-development', 'career-advice'],
  ['interview-tips', 'Interview tips', null, 'career-advice'],
  ['pay-and-salary', 'Pay and salary', null, 'career-advice'],
  ['wellbeing', 'Wellbeing', null, 'career-advice'],
  ['career-insights', 'Career insights', null, 'market-insights'],
];
const EMPLOYER_CATEGORIES = [
  ['recruitment', 'Recruitment', null, 'hiring-advice'],
  ['job-ads', 'Job ads', 'recruitment', 'hiring-advice'],
  ['interviewing', 'Interviewing', 'recruitment', 'hiring-advice'],
  ['managing-people', 'Managing people', null, 'hiring-advice'],
  ['retention', 'Retention', 'managing-people', 'hiring-advice'],
  ['employer-branding', 'Employer branding', null, 'hiring-advice'],
  ['hiring-trends', 'Hiring trends', null, 'market-insights'],
];

/**
 * @param {Corpus} corpus
 * @param {SeedSite} site
 */
function addSections(corpus, site) {
  const advice = site.audience === 'candidate' ? 'career-advice' : 'hiring-advice';
  const brand = BRANDS[site.country];
  const defs = [
    ['about', 'About', null],
    ['careers', 'Careers', null],
    ['life-at-seek', 'Life at SEEK', 'careers'],
    [advice, site.audience === 'candidate' ? 'Career advice' : 'Hiring advice', null],
    ['market-insights', 'Market insights', null],
  ];
  const logo = corpus.asset(
    `logo:${brand}:${site.audience}`,
    `${brand.toLowerCase()}-${site.audience}-logo.svg`,
    160,
    48,
    `${brand} logo`,
  );
  for (const [name, display, parent] of defs) {
    const key = `${site.name}:${name}`;
    const localizations = {};
    for (const locale of site.locales) {
      const local = sectionNames[locale];
      localizations[locale] = {
        displayName: local?.[name] ?? display,
        headerOptions: header(site, locale, key, logo),
        footerOptions: footer(site, locale, key, logo),
      };
    }
    corpus.add('sections.json', 'Section', key, {
      fields: {
        sectionName: name,
        theme: site.audience === 'candidate' ? 'seekJobs' : 'apac',
        parentSection: parent ? ref('Section', `${site.name}:${parent}`) : null,
        sites: [site.name],
      },
      localizations,
    });
  }
}

/**
 * @param {SeedSite} site
 * @param {string} locale
 * @param {string} key
 * @param {string} logo
 */
function header(site, locale, key, logo) {
  const th = locale === 'th_TH';
  const id = locale === 'id_ID';
  const t = (en, thai, bahasa) => (th ? thai : id ? bahasa : en);
  const link = (suffix, text, to, subLinks = []) => ({
    id: idFor(`link:${key}:${locale}:${suffix}`),
    text,
    to,
    openLinkInNewTab: false,
    locale,
    skipDefaultLocale: false,
    subLinks,
  });
  const external = (path) => ({
    __typename: 'ExternalUrl',
    url: `https://${JOB_HOSTS[site.country]}${path}`,
  });
  const categories = site.audience === 'candidate' ? CANDIDATE_CATEGORIES : EMPLOYER_CATEGORIES;
  const catSite = site.isRoot ? 'candidate_au' : site.name;
  const subLinks = categories
    .filter(([, , parent, section]) => !parent && section !== 'market-insights')
    .map(([slug, name]) =>
      link(`cat:${slug}`, categoryNames[locale]?.[slug] ?? name, ref('Category', `${catSite}:${slug}`)),
    );
  const links =
    site.audience === 'candidate'
      ? [
          link('jobs', t('Job search', 'หางาน', 'Cari lowongan'), external('/jobs')),
          link(
            'advice',
            t('Career advice', 'คำแนะนำด้านอาชีพ', 'Saran karier'),
            ref('Page', `${site.name}:landing`),
            subLinks,
          ),
          link(
            'insights',
            t('Market insights', 'ข้อมูลตลาดงาน', 'Wawasan pasar'),
            ref('Page', `${site.name}:market-insights`),
          ),
        ]
      : [
          link(
            'post',
            t('Post a job ad', 'ลงประกาศงาน', 'Pasang iklan lowongan'),
            external('/employer/post-a-job'),
          ),
          link(
            'advice',
            t('Hiring advice', 'คำแนะนำด้านการจ้างงาน', 'Saran perekrutan'),
            ref('Page', `${site.name}:landing`),
            subLinks,
          ),
          link(
            'insights',
            t('Market insights', 'ข้อมูลตลาดงาน', 'Wawasan pasar'),
            ref('Page', `${site.name}:market-insights`),
          ),
          link('about', t('About', 'เกี่ยวกับเรา', 'Tentang kami'), ref('Page', `${site.name}:about`)),
        ];
  return { id: idFor(`header:${key}:${locale}`), hideHeader: site.isRoot, logo, links };
}

/**
 * @param {SeedSite} site
 * @param {string} locale
 * @param {string} key
 * @param {string} logo
 */
function footer(site, locale, key, logo) {
  const base = `https://${JOB_HOSTS[site.country]}`;
  const link = (suffix, text, url, linkLocale = locale) => ({
    id: idFor(`footer:${key}:${locale}:${suffix}`),
    text,
    to: { __typename: 'ExternalUrl', url: `${base}${url}` },
    openLinkInNewTab: false,
    locale: linkLocale,
    skipDefaultLocale: false,
    subLinks: [],
  });
  const english = `en_${site.country.toUpperCase()}`;
  const label = (suffix, text) => footerLabels[locale]?.[suffix] ?? text;
  const links = [
    link('about', label('about', 'About us'), '/about'),
    link('terms', label('terms', 'Terms and conditions'), '/terms'),
    link('help', label('help', 'Help centre'), '/help'),
  ];
  // Thai and Indonesian sites list a privacy notice per language; skipDefaultLocale keeps the page's one.
  if (site.country === 'th')
    links.push(
      link('th', 'นโยบายความเป็นส่วนตัว', '/th/privacy', 'th_TH'),
      link('en', 'English privacy notice', '/privacy', english),
    );
  else if (site.country === 'id')
    links.push(
      link('id', 'Kebijakan privasi', '/id/privacy', 'id_ID'),
      link('en', 'English privacy notice', '/privacy', english),
    );
  else links.push(link('privacy', 'Privacy', '/privacy'));
  return {
    id: idFor(`footer:${key}:${locale}`),
    logo,
    links,
    skipDefaultLocale: site.country === 'th' || site.country === 'id',
    copyright: (footerCopyright[locale] ?? footerCopyright.default)(BRANDS[site.country], 2025),
  };
}

/**
 * @param {Corpus} corpus
 * @param {SeedSite} site
 */
function addCategories(corpus, site) {
  const defs = site.audience === 'candidate' ? CANDIDATE_CATEGORIES : EMPLOYER_CATEGORIES;
  for (const [slug, name, parent, section] of defs) {
    const localizations = {};
    for (const locale of site.locales) {
      const localName = categoryNames[locale]?.[slug];
      const copy = localName ? categoryCopy[locale] : undefined;
      localizations[locale] = {
        name: localName ?? name,
        description: rich([
          copy?.description(localName, site.audience) ??
            `${name} articles for ${site.audience === 'candidate' ? 'job seekers' : 'employers'} in ${COUNTRY_NAMES[site.country]}.`,
        ]),
        seo: {
          title: `${localName ?? name} | ${BRANDS[site.country]}`,
          description: copy?.seoDescription(localName) ?? `${name} advice and insights.`,
          noIndex: false,
          noArchive: false,
        },
      };
    }
    corpus.add('categories.json', 'Category', `${site.name}:${slug}`, {
      fields: {
        slug,
        parent: parent ? ref('Category', `${site.name}:${parent}`) : null,
        relatedCategorySection: ref('Section', `${site.name}:${section}`),
        sites: site.name === 'candidate_au' ? ['candidate_au', 'candidate'] : [site.name],
      },
      localizations,
    });
  }
}

const AUTHORS = [
  {
    slug: 'amanda-wright',
    name: 'Amanda Wright',
    roleTitle: 'Career Advice Editor',
    description: [
      'Amanda Wright leads the career advice team and has spent more than fifteen years writing about work, careers and the changing job market.',
      'Before joining us she was a recruitment consultant in Sydney and Melbourne, placing candidates in finance, marketing and operations roles. That experience still shapes her practical, no-nonsense approach to advice.',
      'Amanda is particularly interested in career changes later in life and in how people can negotiate better pay and conditions. When she is not editing, she mentors first-time job seekers through a local community program.',
    ],
  },
  {
    slug: 'daniel-lim',
    name: 'Daniel Lim',
    roleTitle: 'Hiring Advice Writer',
    description: [
      'Daniel Lim writes about recruitment, retention and workplace culture for employers across Asia Pacific. He previously worked in talent acquisition for a regional logistics business.',
    ],
  },
  {
    slug: 'priya-natarajan',
    name: 'Priya Natarajan',
    roleTitle: 'Workplace Researcher',
    description: [
      'Priya Natarajan analyses survey and job ad data to understand what people want from work and how the labour market is changing.',
    ],
  },
  {
    slug: 'tom-henare',
    name: 'Tom Henare',
    roleTitle: 'Careers Writer, New Zealand',
    description: [
      'Tom Henare writes career advice for job seekers across Aotearoa New Zealand, with a focus on trades, apprenticeships and regional employment.',
    ],
  },
  {
    slug: 'siriporn-chaiyasit',
    name: 'Siriporn Chaiyasit',
    roleTitle: 'Content Lead, Thailand',
    description: [
      'Siriporn Chaiyasit leads content for job seekers and employers in Thailand and has worked in HR for over a decade.',
    ],
    th: ['ศิริพร ชัยสิทธิ์ ดูแลเนื้อหาสำหรับผู้หางานและนายจ้างในประเทศไทย และมีประสบการณ์ด้านทรัพยากรบุคคลมากกว่าสิบปี'],
  },
  {
    slug: 'budi-santoso',
    name: 'Budi Santoso',
    roleTitle: 'Content Lead, Indonesia',
    description: [
      'Budi Santoso writes about careers and hiring in Indonesia, drawing on his background in recruitment for the technology sector.',
    ],
    id: [
      'Budi Santoso menulis tentang karier dan rekrutmen di Indonesia, berdasarkan pengalamannya merekrut untuk sektor teknologi.',
    ],
  },
];

/** @param {Corpus} corpus */
function addAuthors(corpus) {
  for (const author of AUTHORS) {
    const image = corpus.asset(`author:${author.slug}`, `${author.slug}.jpg`, 640, 640, author.name);
    const localizations = { default: { description: rich(author.description) } };
    if (author.th) localizations.th_TH = { description: rich(author.th) };
    if (author.id) localizations.id_ID = { description: rich(author.id) };
    corpus.add('authors.json', 'Author', author.slug, {
      fields: { name: author.name, slug: author.slug, roleTitle: author.roleTitle, image, sites: ALL_SITES },
      localizations,
    });
  }
}

const COUNTRY_AUTHOR = { nz: 'tom-henare', th: 'siriporn-chaiyasit', id: 'budi-santoso' };
const CANDIDATE_SUBSET = [
  'how-to-write-a-resume',
  'tell-me-about-yourself',
  'salary-negotiation',
  'changing-careers',
  'managing-stress-at-work',
  'work-life-balance',
];
const EMPLOYER_SUBSET = [
  'how-to-write-a-job-ad',
  'structured-interviews',
  'reducing-staff-turnover',
  'employer-brand-basics',
  'hiring-trends',
];

/**
 * @param {Corpus} corpus
 * @param {SeedSite} site
 * @param {string} subscribeForm
 */
function addArticles(corpus, site, subscribeForm) {
  const candidate = site.audience === 'candidate';
  const au = site.country === 'au';
  const pool = candidate ? candidateArticles : employerArticles;
  const chosen = au
    ? pool
    : pool.filter((a) => (candidate ? CANDIDATE_SUBSET : EMPLOYER_SUBSET).includes(a.slug));
  const english = `en_${site.country.toUpperCase()}`;
  chosen.forEach((article, index) => {
    const author = !au
      ? (COUNTRY_AUTHOR[site.country] ?? (candidate ? 'priya-natarajan' : 'daniel-lim'))
      : candidate
        ? index < 15
          ? 'amanda-wright'
          : 'priya-natarajan'
        : article.slug === 'hiring-trends'
          ? 'priya-natarajan'
          : 'daniel-lim';
    const key = `${site.name}:${article.slug}`;
    const image = corpus.asset(`feature:${article.slug}`, `${article.slug}.jpg`, 1880, 970, article.title);
    const body = [...article.body];
    if (au && article.slug === 'how-to-write-a-resume') {
      body.splice(2, 0, {
        embed: corpus.asset(
          'resume-template',
          'resume-template.png',
          1200,
          1600,
          'A one-page resume template',
        ),
        type: 'Asset',
      });
      body.push({ embed: ref('AccordionGroup', 'resume-faq'), type: 'AccordionGroup' });
    }
    if (au && article.slug === 'hiring-trends')
      body.push({ embed: ref('CustomContent', 'top-job-growth-au'), type: 'CustomContent' });
    const localizations = {
      [english]: {
        title: article.title,
        slug: article.slug,
        excerpt: article.excerpt,
        content: rich(body),
        seo: { title: article.title, description: article.excerpt, noIndex: false, noArchive: false },
      },
    };
    for (const locale of site.locales.slice(1)) {
      const t = articleTranslations[locale]?.[`${site.audience}:${article.slug}`];
      if (t)
        localizations[locale] = {
          title: t.title,
          slug: article.slug,
          excerpt: t.excerpt,
          ...(t.body ? { content: rich(t.body) } : {}),
          ...(index % 5 === 0 ? { contactUs: rich([contactUsLine[locale]]) } : {}),
        };
    }
    /** @type {Record<string, any>} */
    const entry = {
      day: 10 + index * 9 + COUNTRIES.indexOf(site.country),
      fields: {
        articleType: article.type ?? 'Article',
        timeToRead: article.minutes,
        showExcerpt: index % 3 === 0,
        publishDate: daysAgo(10 + index * 9 + COUNTRIES.indexOf(site.country)),
        featureImage: [image],
        mediaUrl: article.mediaUrl ?? null,
        podcast: article.podcast ?? null,
        authors: [ref('Author', author)],
        category: ref('Category', `${site.name}:${article.category}`),
        formData: index % 4 === 0 ? subscribeForm : null,
        contactUs: index % 5 === 0 ? rich([contactUsLine.default]) : null,
        hideEmbeddedFormInSection: false,
        additionalData:
          article.slug === 'hiring-trends' ? { widget: 'TOP_JOB_GROWTH', country: site.country } : null,
        sites: au && candidate ? ['candidate_au', 'candidate'] : [site.name],
      },
      localizations,
    };
    if (au && article.slug === 'how-to-write-a-resume' && candidate) {
      entry.draft = {
        localizations: {
          en_AU: {
            title: 'How to write a resume that gets you noticed',
            content: rich([
              'DRAFT UPDATE: recruiters now read resumes on their phones first, so keep the top third of page one short and scannable.',
              ...body.filter((line) => typeof line === 'string'),
            ]),
          },
        },
      };
    }
    if (au && !candidate && article.slug === 'how-to-write-a-job-ad') {
      entry.draft = {
        localizations: {
          en_AU: {
            excerpt:
              'Updated for this year: what candidates look for first in a job ad, and how to write it.',
          },
        },
      };
    }
    corpus.add('articles.json', 'Article', key, entry);
  });
  if (site.name === 'candidate_th') {
    corpus.add('articles.json', 'Article', `${site.name}:${thaiOnlyArticle.slug}`, {
      day: 6,
      fields: {
        articleType: 'Article',
        timeToRead: thaiOnlyArticle.minutes,
        showExcerpt: true,
        publishDate: daysAgo(6),
        featureImage: [corpus.asset('feature:songkran', 'back-to-work.jpg', 1880, 970, 'กลับมาทำงาน')],
        authors: [ref('Author', 'siriporn-chaiyasit')],
        category: ref('Category', `${site.name}:wellbeing`),
        sites: [site.name],
      },
      localizations: {
        th_TH: {
          title: thaiOnlyArticle.title,
          slug: thaiOnlyArticle.slug,
          excerpt: thaiOnlyArticle.excerpt,
          content: rich(thaiOnlyArticle.body),
        },
      },
    });
  }
  if (site.name === 'candidate_au') addSpecialArticles(corpus, site);
}

/**
 * The placeholder, the empty article and the unpublished draft of the AU candidate site.
 * @param {Corpus} corpus
 * @param {SeedSite} site
 */
function addSpecialArticles(corpus, site) {
  const common = (day, image) => ({
    articleType: 'Article',
    timeToRead: 1,
    publishDate: daysAgo(day),
    featureImage: [image],
    authors: [ref('Author', 'amanda-wright')],
    category: ref('Category', `${site.name}:career-development`),
    sites: ['candidate_au', 'candidate'],
  });
  const image = corpus.asset('feature:placeholder', 'placeholder.jpg', 1880, 970, '');
  corpus.add('articles.json', 'Article', `${site.name}:placeholder`, {
    day: 1,
    fields: common(1, image),
    localizations: { en_AU: { title: '-', slug: 'placeholder-article', excerpt: '', content: rich(['-']) } },
  });
  corpus.add('articles.json', 'Article', `${site.name}:salary-guide-coming-soon`, {
    day: 3,
    fields: common(3, image),
    localizations: {
      en_AU: {
        title: 'Salary guide: coming soon',
        slug: 'salary-guide-coming-soon',
        excerpt: 'Our annual salary guide is on its way.',
        content: rich(['']),
      },
    },
  });
  corpus.add('articles.json', 'Article', `${site.name}:ai-in-your-job-search`, {
    day: 0,
    published: false,
    fields: { ...common(0, image), timeToRead: 6 },
    localizations: {
      en_AU: {
        title: 'Using AI tools in your job search',
        slug: 'ai-in-your-job-search',
        excerpt:
          'AI writing tools can help you get started, but your application still needs to sound like you.',
        content: rich([
          'AI tools can suggest a structure for your cover letter or help you find stronger verbs for your resume, which is useful when you are staring at a blank page.',
          'Always check facts, dates and figures, and rewrite anything that does not sound like you. Employers notice generic applications.',
        ]),
      },
    },
  });
}

/** @param {Corpus} corpus @returns {string} the employer sites' subscribe form id (hiring insights) */
function addForms(corpus) {
  const field = (key, kind, label, extra = {}) => formField(`${key}:${label}`, key, kind, label, extra);
  const industries = [
    'Corporate Business',
    'Public sector/government',
    'Small to medium business',
    'Recruitment',
  ];
  const fields = (labels) => [
    field('firstName', 'text', labels[0], {
      validators: [{ type: 'maxLength', value: 40, errorMessage: labels[5] }],
    }),
    field('lastName', 'text', labels[1], {
      validators: [{ type: 'maxLength', value: 40, errorMessage: labels[5] }],
    }),
    field('email', 'email', labels[2], {
      validators: [
        { type: 'email', value: null, errorMessage: labels[6] },
        { type: 'maxLength', value: 255, errorMessage: labels[5] },
      ],
    }),
    field('industry', 'select', labels[3], {
      placeholder: labels[4],
      options: industries.map((value) => ({ value, label: value })),
    }),
  ];
  return corpus.add('forms.json', 'Form', 'subscribe', {
    fields: {
      slug: 'subscribe',
      formType: 'other',
      apiEndpoint: 'hirer-subscription',
      columns: 2,
      buttonColour: 'brandAccent',
      skipDefaultLocale: false,
      // Candidate sites have their own 'subscribe' form, the job seekers' newsletter.
      sites: ALL_SITES.filter((name) => name.startsWith('employer')),
    },
    localizations: {
      default: {
        title: 'Get hiring insights in your inbox',
        ctaText: 'Subscribe',
        description: rich([
          'Monthly hiring advice, market data and product updates. Unsubscribe at any time.',
        ]),
        consentText: rich([
          'By subscribing you agree to receive emails from us. Read our collection notice and privacy policy.',
        ]),
        disclaimerText: rich(['We will never share your details with third parties for marketing.']),
        confirmationMessage: rich(['Thanks for subscribing! Look out for our next newsletter.']),
        fields: fields([
          'First name',
          'Last name',
          'Email address',
          'Industry',
          'Select an industry',
          'Too long',
          'Enter a valid email address',
        ]),
      },
      th_TH: {
        title: 'รับข้อมูลเชิงลึกด้านการจ้างงานทางอีเมล',
        ctaText: 'สมัครรับข่าวสาร',
        description: rich(['คำแนะนำด้านการจ้างงานและข้อมูลตลาดงานรายเดือน ยกเลิกได้ทุกเมื่อ']),
        consentText: rich([
          'เมื่อสมัครรับข่าวสาร คุณยินยอมรับอีเมลจากเรา อ่านประกาศการเก็บรวบรวมข้อมูลและนโยบายความเป็นส่วนตัวของเรา',
        ]),
        disclaimerText: rich(['เราจะไม่เปิดเผยข้อมูลของคุณแก่บุคคลที่สามเพื่อการตลาด']),
        confirmationMessage: rich(['ขอบคุณที่สมัครรับข่าวสาร']),
        fields: fields([
          'ชื่อ',
          'นามสกุล',
          'อีเมล',
          'อุตสาหกรรม',
          'เลือกอุตสาหกรรม',
          'ยาวเกินไป',
          'กรุณากรอกอีเมลที่ถูกต้อง',
        ]),
      },
      id_ID: {
        title: 'Dapatkan wawasan perekrutan di email Anda',
        ctaText: 'Berlangganan',
        description: rich([
          'Saran perekrutan dan data pasar kerja setiap bulan. Berhenti berlangganan kapan saja.',
        ]),
        consentText: rich([
          'Dengan berlangganan, Anda setuju menerima email dari kami. Baca pemberitahuan pengumpulan dan kebijakan privasi kami.',
        ]),
        disclaimerText: rich(['Kami tidak akan membagikan data Anda kepada pihak ketiga untuk pemasaran.']),
        confirmationMessage: rich(['Terima kasih telah berlangganan!']),
        fields: fields([
          'Nama depan',
          'Nama belakang',
          'Alamat email',
          'Industri',
          'Pilih industri',
          'Terlalu panjang',
          'Masukkan alamat email yang valid',
        ]),
      },
    },
  });
}

/** @param {Corpus} corpus */
function addSharedEntries(corpus) {
  const heading = (text) => ({
    __typename: 'Heading',
    id: idFor(`heading:${text}`),
    text,
    level: 3,
    weight: 'strong',
    tone: 'neutral',
    customHeadingSize: null,
  });
  const paragraph = (text) => ({
    __typename: 'Paragraph',
    id: idFor(`paragraph:${text}`),
    content: rich([text]),
    align: 'left',
    tone: 'neutral',
    size: 'standard',
  });
  const actions = (key, text, url) => ({
    __typename: 'ActionGroup',
    id: idFor(`actions:${key}`),
    inline: true,
    actions: [
      {
        id: idFor(`action:${key}`),
        text,
        variant: 'solid',
        tone: 'brandAccent',
        icon: null,
        link: {
          id: idFor(`action-link:${key}`),
          text,
          to: { __typename: 'ExternalUrl', url },
          openLinkInNewTab: false,
          locale: null,
          skipDefaultLocale: false,
          subLinks: [],
        },
      },
    ],
  });
  corpus.add('banners.json', 'BannerItem', 'contactus', {
    fields: {
      slug: 'contactus',
      backgroundColor: 'brandAccentLight',
      borderRadius: 'large',
      bannerItemDecoration: 'chat',
      disableHorizontalPadding: false,
      skipDefaultLocale: false,
      sites: ALL_SITES,
    },
    localizations: {
      default: {
        heading: heading('Need help? Contact us'),
        paragraph: paragraph(
          'Our customer service team is available Monday to Friday, 8am to 6pm, to help with your account, job ads and billing.',
        ),
        actionGroup: actions('contactus', 'Contact us', 'https://help.example-jobs.com/contact'),
      },
      th_TH: {
        heading: heading('ต้องการความช่วยเหลือ? ติดต่อเรา'),
        paragraph: paragraph('ทีมบริการลูกค้าพร้อมช่วยเหลือคุณวันจันทร์ถึงวันศุกร์ เวลา 8:00 ถึง 18:00 น.'),
        actionGroup: actions('contactus-th', 'ติดต่อเรา', 'https://help.example-jobs.com/th/contact'),
      },
      id_ID: {
        heading: heading('Butuh bantuan? Hubungi kami'),
        paragraph: paragraph(
          'Tim layanan pelanggan kami siap membantu Senin sampai Jumat, pukul 08.00 hingga 18.00.',
        ),
        actionGroup: actions('contactus-id', 'Hubungi kami', 'https://help.example-jobs.com/id/contact'),
      },
    },
  });
  corpus.add('blocks.json', 'AccordionGroup', 'resume-faq', {
    fields: {},
    localizations: {
      en_AU: {
        title: 'Resume FAQs',
        accordions: [
          {
            id: idFor('acc:resume-length'),
            label: 'How long should my resume be?',
            locale: 'en_AU',
            content: rich(['Two to three pages suits most roles. Graduates may only need one.']),
          },
          {
            id: idFor('acc:resume-photo'),
            label: 'Should I include a photo?',
            locale: 'en_AU',
            content: rich(['In Australia and New Zealand a photo is not expected and is best left off.']),
          },
        ],
      },
    },
  });
  corpus.add('blocks.json', 'CustomContent', 'top-job-growth-au', {
    fields: { title: 'TOP_JOB_GROWTH', data: { country: 'au' } },
  });
}

async function main() {
  const corpus = new Corpus();
  const subscribe = {
    employer: addForms(corpus),
    candidate: addCandidateNewsletter(
      corpus,
      ALL_SITES.filter((name) => name.startsWith('candidate')),
    ),
  };
  addSharedEntries(corpus);
  addAuthors(corpus);
  for (const site of seedSites()) {
    addSections(corpus, site);
    if (!site.isRoot) {
      addCategories(corpus, site);
      addArticles(corpus, site, subscribe[site.audience]);
    }
    buildPages(corpus, site, {
      brand: BRANDS[site.country],
      host: JOB_HOSTS[site.country],
      countryName: COUNTRY_NAMES[site.country],
    });
    buildPolicyPages(corpus, site, { brand: BRANDS[site.country] });
    buildAboutArticles(corpus, site, {
      brand: BRANDS[site.country],
      countryName: COUNTRY_NAMES[site.country],
    });
    buildSearchEngineFixtures(corpus, site);
    buildBlockPages(corpus, site, {
      brand: BRANDS[site.country],
      host: JOB_HOSTS[site.country],
      countryName: COUNTRY_NAMES[site.country],
    });
    buildEmployerToolPages(corpus, site);
    buildLeadFormPages(corpus, site, { brand: BRANDS[site.country] });
    buildSalesFormPage(corpus, site);
    buildInteractivePages(corpus, site, {
      brand: BRANDS[site.country],
      countryName: COUNTRY_NAMES[site.country],
    });
    buildInsightsPages(corpus, site, {
      brand: BRANDS[site.country],
      countryName: COUNTRY_NAMES[site.country],
    });
    addNzInsightsEmbeds(corpus, site);
    buildShowcasePages(corpus, site, {
      brand: BRANDS[site.country],
      host: JOB_HOSTS[site.country],
      countryName: COUNTRY_NAMES[site.country],
    });
    if (!site.isRoot) addDataLabReport(corpus, site.country, COUNTRY_NAMES[site.country]);
    if (!site.isRoot) addSiteNavigation(corpus, site);
  }
  await mkdir(DEFAULT_CONTENT_DIR, { recursive: true });
  await mkdir(DEFAULT_ASSET_FILES_DIR, { recursive: true });
  await writeDataLabReportFiles(COUNTRY_NAMES);
  localizeSiteCopy(corpus.files);
  for (const [file, records] of Object.entries(corpus.files)) {
    const path = join(DEFAULT_CONTENT_DIR, file);
    const options = { ...(await resolveConfig(path)), parser: 'json' };
    await writeFile(path, await format(JSON.stringify(records), options));
    console.log(`${file.padEnd(16)} ${records.length}`);
  }
  console.log(
    `${'images'.padEnd(16)} ${await writeIllustrations(corpus.files['assets.json'] ?? [], DEFAULT_ASSET_FILES_DIR)}`,
  );
}

await main();

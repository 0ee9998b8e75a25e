/**
 * Articles of the about section on the Australian and New Zealand sites, in a 'Company news' category, so the
 * section's own search (/about/search/{term}, spec §2: en_AU and en_NZ only) has something to find.
 */
import { daysAgo, idFor, rich } from './lib.mjs';

const ref = (type, key) => idFor(`${type}:${key}`);

/** @param {string} brand @param {string} countryName */
const articles = (brand, countryName) => [
  {
    slug: 'our-commitment-to-accessibility',
    title: 'Our commitment to accessibility',
    excerpt: `How ${brand} makes its sites and apps serve everyone, and how to tell us when something does not.`,
    minutes: 4,
    body: [
      `Everyone should be able to use ${brand}, whatever device or assistive technology they use. We test every page with screen readers and keyboard-only navigation before it goes live.`,
      '## What comes next',
      'This year we are improving colour contrast across our career advice pages and adding captions to every video we publish.',
      'If something on our sites is hard to use, contact our support team and we will fix it or find another way to help.',
    ],
  },
  {
    slug: 'how-we-protect-your-data',
    title: 'How we protect your data',
    excerpt: 'What we collect when you use our sites, why we collect it, and the choices you have.',
    minutes: 5,
    body: [
      'We collect the details you give us, such as your profile and applications, and information about how you use our sites, so we can match you with relevant roles.',
      '## Your choices',
      'You can change your privacy settings, download a copy of your data or close your account at any time from your profile.',
      'We never sell your personal information, and we only share it with employers when you apply for a role or make your profile visible.',
    ],
  },
  {
    slug: 'community-partnerships',
    title: `Our community partnerships in ${countryName}`,
    excerpt: 'The charities and programs we support to help more people into meaningful careers.',
    minutes: 3,
    body: [
      `Across ${countryName} we partner with not-for-profit employment programs that help young people, refugees and people returning to the workforce find their next role.`,
      'Our people volunteer as mentors, run application workshops and share labour market data with the programs we support.',
    ],
  },
];

/**
 * Adds the about section's category and articles of an Australian or New Zealand site (none elsewhere).
 * @param {import('./generate.mjs').Corpus} corpus
 * @param {import('./generate.mjs').SeedSite} site
 * @param {{ brand: string, countryName: string }} info
 */
export function buildAboutArticles(corpus, site, { brand, countryName }) {
  if (site.isRoot || !['au', 'nz'].includes(site.country)) return;
  const english = site.locales[0];
  const category = corpus.add('categories.json', 'Category', `${site.name}:company-news`, {
    fields: {
      slug: 'company-news',
      parent: null,
      relatedCategorySection: ref('Section', `${site.name}:about`),
      sites: [site.name],
    },
    localizations: {
      [english]: {
        name: 'Company news',
        description: rich([`News about ${brand} and what we do in ${countryName}.`]),
        seo: {
          title: `Company news | ${brand}`,
          description: `News about ${brand}.`,
          noIndex: false,
          noArchive: false,
        },
      },
    },
  });
  articles(brand, countryName).forEach((article, index) => {
    const image = corpus.asset(
      `feature:about:${article.slug}`,
      `${article.slug}.jpg`,
      1880,
      970,
      article.title,
    );
    const day = 20 + index * 11;
    corpus.add('articles.json', 'Article', `${site.name}:${article.slug}`, {
      day,
      fields: {
        articleType: 'Article',
        timeToRead: article.minutes,
        showExcerpt: false,
        publishDate: daysAgo(day),
        featureImage: [image],
        mediaUrl: null,
        podcast: null,
        authors: [ref('Author', 'daniel-lim')],
        category,
        formData: null,
        contactUs: null,
        hideEmbeddedFormInSection: false,
        additionalData: null,
        sites: [site.name],
      },
      localizations: {
        [english]: {
          title: article.title,
          slug: article.slug,
          excerpt: article.excerpt,
          content: rich(article.body),
          seo: { title: article.title, description: article.excerpt, noIndex: false, noArchive: false },
        },
      },
    });
  });
}

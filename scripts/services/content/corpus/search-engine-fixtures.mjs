/**
 * Entries of candidate-th that search engines must never be sent to (spec §2 SEO noIndex, §1 stages): an article
 * only in the DRAFT stage, an article and a page marked noIndex, and a Thai placeholder article ('-'). The
 * sitemap tests check that none of them is listed, while the published pages around them are.
 */
import { daysAgo, idFor, rich } from './lib.mjs';

const ref = (type, key) => idFor(`${type}:${key}`);

/**
 * @param {import('./generate.mjs').Corpus} corpus
 * @param {import('./generate.mjs').SeedSite} site
 */
export function buildSearchEngineFixtures(corpus, site) {
  if (site.name !== 'candidate_th') return;
  const image = corpus.asset('feature:placeholder', 'placeholder.jpg', 1880, 970, '');
  const fields = (day) => ({
    articleType: 'Article',
    timeToRead: 3,
    publishDate: daysAgo(day),
    featureImage: [image],
    authors: [ref('Author', 'siriporn-chaiyasit')],
    category: ref('Category', `${site.name}:career-development`),
    sites: [site.name],
  });
  const seo = (title, noIndex) => ({ title, description: title, noIndex, noArchive: false });
  corpus.add('articles.json', 'Article', `${site.name}:salary-report-2026-draft`, {
    day: 2,
    published: false,
    fields: fields(2),
    localizations: {
      th_TH: {
        title: 'รายงานเงินเดือนปี 2026 (ฉบับร่าง)',
        slug: 'salary-report-2026',
        excerpt: 'ฉบับร่างที่ยังไม่เผยแพร่',
        content: rich(['เนื้อหาฉบับร่างที่ยังไม่เผยแพร่']),
      },
    },
  });
  corpus.add('articles.json', 'Article', `${site.name}:internal-hiring-update`, {
    day: 4,
    fields: fields(4),
    localizations: {
      en_TH: {
        title: 'Internal hiring update',
        slug: 'internal-hiring-update',
        excerpt: 'An update for our own team.',
        content: rich(['This update is for our own team and is not meant for search engines.']),
        seo: seo('Internal hiring update', true),
      },
    },
  });
  corpus.add('articles.json', 'Article', `${site.name}:placeholder-th`, {
    day: 5,
    fields: fields(5),
    localizations: {
      th_TH: { title: '-', slug: 'placeholder-th', excerpt: '', content: rich(['-']) },
    },
  });
  // A real page (a page with no content is not found, spec §5) that only search engines are kept from.
  const thanks = corpus.add('blocks.json', 'Paragraph', `${site.name}:subscription-thank-you:text`, {
    localizations: {
      en_TH: {
        content: rich(['Look out for our next newsletter in your inbox.']),
        align: 'left',
        tone: 'neutral',
        size: 'standard',
      },
      th_TH: { content: rich(['โปรดรอรับจดหมายข่าวฉบับถัดไปในกล่องจดหมายของคุณ']) },
    },
  });
  const name = 'subscription-thank-you';
  const container = {
    id: idFor(`container:${site.name}:${name}`),
    htmlId: name,
    box: null,
    tile: null,
    blocks: [
      {
        id: idFor(`block:${site.name}:${name}`),
        name,
        skipDefaultLocale: false,
        box: null,
        tile: null,
        items: [thanks],
      },
    ],
  };
  corpus.add('pages.json', 'Page', `${site.name}:subscription-thank-you`, {
    fields: { slug: 'subscription-thank-you', sites: [site.name], containers: [container] },
    localizations: {
      en_TH: { title: 'Thank you for subscribing', seo: seo('Thank you for subscribing', true) },
      th_TH: { title: 'ขอบคุณที่สมัครรับข่าวสาร' },
    },
  });
}

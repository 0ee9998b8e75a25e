// @vitest-environment node
import { parse, validate } from 'graphql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { allDocuments } from '../../worker/content/documents/index';
import { offsetFromEnv } from '../lib/upstreams.mjs';

import { idFor } from './content/corpus/lib.mjs';
import { createSchema } from './content/schema.mjs';
import { startServices } from './index.mjs';

// CONTENT_TEST_PORT_OFFSET moves it (two checkouts testing on one machine).
const OFFSET = offsetFromEnv('CONTENT_TEST_PORT_OFFSET', 300);
const PREVIEW = { authorization: 'Bearer local-preview-content-token' };
let url = '';
let stop: () => Promise<void> = async () => {};

beforeAll(async () => {
  const started = await startServices({ only: ['content'], portOffset: OFFSET });
  stop = started.stop;
  url = started.services[0]!.url;
});

afterAll(() => stop());

afterEach(async () => {
  await fetch(`${url}/__reset`, { method: 'POST' });
});

// Response bodies are asserted on, never trusted: a loose type keeps the assertions short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function run(
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Json> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.status).toBe(200);
  return response.json();
}

/** Runs a document that must succeed and returns its data. */
async function data(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const body = await run(query, variables, headers);
  expect(body.errors).toBeUndefined();
  return body.data;
}

const d = allDocuments;
const au = { locale: 'en_AU', localesWithDefault: ['en_AU', 'default'] };
const th = { locale: 'th_TH', localesWithDefault: ['th_TH', 'en_TH', 'default'] };
const titles = (list: Json[]) => list.map((item) => item.title);

describe('documents', () => {
  it('are all valid against the schema of the local content API', () => {
    const schema = createSchema();
    for (const [name, document] of Object.entries(allDocuments)) {
      const ast = parse(document);
      expect(validate(schema, ast).map((error) => `${name}: ${error.message}`)).toEqual([]);
      const operation = ast.definitions.find((def) => def.kind === 'OperationDefinition');
      expect(operation && 'name' in operation ? operation.name?.value : undefined).toBe(name);
    }
    expect(Object.keys(allDocuments)).toHaveLength(24);
  });
});

describe('getArticles', () => {
  const where = (slug: string, site: string) => ({ slug, sites_contains_some: [site] });

  it('reads an article in full, with embedded references, in the published stage', async () => {
    const { articles } = await data(d.getArticles, {
      where: where('how-to-write-a-resume', 'candidate_au'),
      ...au,
      stage: 'PUBLISHED',
    });
    expect(articles).toHaveLength(1);
    const [article] = articles;
    expect(article).toMatchObject({
      id: idFor('Article:candidate_au:how-to-write-a-resume'),
      title: 'How to write a resume',
      locale: 'en_AU',
      stage: 'PUBLISHED',
      authors: [{ slug: 'amanda-wright' }],
      category: { slug: 'career-development', relatedCategorySection: { sectionName: 'career-advice' } },
      localizations: [{ locale: 'en_AU' }],
    });
    expect(article.content.text).toMatch(/^Hiring managers often spend less than a minute/);
    expect(article.content.references.map((r: Json) => r.__typename)).toEqual(['Asset', 'AccordionGroup']);
    expect(article.featureImage[0].url).toMatch(/^https:\/\/ap-southeast-2\.graphassets\.com\/\w{20}$/);
    expect(article.formData.slug).toBe('subscribe');
  });

  it('shows the draft version only in DRAFT, and only with the preview token', async () => {
    const vars = { where: where('how-to-write-a-resume', 'candidate_au'), ...au };
    const draft = await data(d.getArticles, { ...vars, stage: 'DRAFT' }, PREVIEW);
    expect(draft.articles[0].title).toBe('How to write a resume that gets you noticed');
    expect(draft.articles[0].content.text).toMatch(/^DRAFT UPDATE/);

    const refused = await run(d.getArticles, { ...vars, stage: 'DRAFT' });
    expect(refused.data).toBeNull();
    expect(refused.errors[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' }, path: ['articles'] });
    expect(JSON.stringify(refused)).not.toContain('gets you noticed');
    const wrongToken = await run(
      d.getArticles,
      { ...vars, stage: 'DRAFT' },
      { authorization: 'Bearer nope' },
    );
    expect(wrongToken.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('finds an unpublished article only in DRAFT', async () => {
    const vars = { where: where('ai-in-your-job-search', 'candidate_au'), ...au };
    expect((await data(d.getArticles, { ...vars, stage: 'PUBLISHED' })).articles).toEqual([]);
    expect(titles((await data(d.getArticles, { ...vars, stage: 'DRAFT' }, PREVIEW)).articles)).toEqual([
      'Using AI tools in your job search',
    ]);
  });

  it('falls back field by field from th_TH to en_TH', async () => {
    const full = await data(d.getArticles, {
      where: where('how-to-write-a-resume', 'candidate_th'),
      ...th,
      stage: 'PUBLISHED',
    });
    expect(full.articles[0]).toMatchObject({ title: 'วิธีเขียนเรซูเม่ให้โดดเด่น', locale: 'th_TH' });
    expect(full.articles[0].content.text).toMatch(/^ผู้จัดการฝ่ายสรรหา/);

    const partial = await data(d.getArticles, {
      where: where('salary-negotiation', 'candidate_th'),
      ...th,
      stage: 'PUBLISHED',
    });
    expect(partial.articles[0].title).toBe('วิธีต่อรองเงินเดือน');
    expect(partial.articles[0].content.text).toMatch(/^Before any conversation about pay/); // en_TH

    const english = await data(d.getArticles, {
      where: where('salary-negotiation', 'candidate_th'),
      locale: 'en_TH',
      localesWithDefault: ['en_TH', 'default'],
      stage: 'PUBLISHED',
    });
    expect(english.articles[0]).toMatchObject({ title: 'How to negotiate your salary', locale: 'en_TH' });
  });

  it('omits an entry with none of the requested locales', async () => {
    const vars = { where: where('back-to-work-after-songkran', 'candidate_th'), stage: 'PUBLISHED' };
    const inEnglish = await data(d.getArticles, {
      ...vars,
      locale: 'en_TH',
      localesWithDefault: ['en_TH', 'default'],
    });
    expect(inEnglish.articles).toEqual([]);
    const inThai = await data(d.getArticles, { ...vars, ...th });
    expect(inThai.articles[0].title).toBe('เตรียมพร้อมกลับมาทำงานหลังวันหยุดสงกรานต์');
  });

  it('filters by site: the same slug on another site is another entry', async () => {
    const nz = await data(d.getArticles, {
      where: where('how-to-write-a-resume', 'candidate_nz'),
      locale: 'en_NZ',
      localesWithDefault: ['en_NZ', 'default'],
      stage: 'PUBLISHED',
    });
    expect(nz.articles.map((a: Json) => a.id)).toEqual([idFor('Article:candidate_nz:how-to-write-a-resume')]);
    expect(nz.articles[0].authors[0].slug).toBe('tom-henare');
  });

  it('answers an article whose content text is empty', async () => {
    const { articles } = await data(d.getArticles, {
      where: where('salary-guide-coming-soon', 'candidate_au'),
      ...au,
      stage: 'PUBLISHED',
    });
    expect(articles[0].content.text).toBe('');
  });
});

describe('categories', () => {
  it('GetCategory reads a category with its children sorted by name and its section', async () => {
    const { categories } = await data(d.GetCategory, {
      where: { slug: 'career-development', sites_contains_some: ['candidate_au'] },
    });
    expect(categories).toHaveLength(1);
    expect(categories[0]).toMatchObject({
      name: 'Career development',
      parent: null,
      relatedCategorySection: { sectionName: 'career-advice' },
      localizations: [{ locale: 'en_AU', slug: 'career-development' }],
    });
    expect(categories[0].children.map((c: Json) => c.name)).toEqual(['Changing careers', 'Workplace skills']);
  });

  it('GetLatestArticlesByCategory gives the 4 newest, without placeholders or the current article', async () => {
    const vars = {
      where: { slug: 'career-development', sites_contains_some: ['candidate_au'] },
      site: 'candidate_au',
      ...au,
      stage: 'PUBLISHED',
    };
    const { categories } = await data(d.GetLatestArticlesByCategory, vars);
    const articles = categories[0].relatedArticlesInCategory;
    expect(articles).toHaveLength(4);
    expect(titles(articles)).not.toContain('-');
    expect(articles[0].title).toBe('Salary guide: coming soon');
    const dates = articles.map((a: Json) => a.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());

    const ignoring = await data(d.GetLatestArticlesByCategory, {
      ...vars,
      totalArticles: 2,
      ignoredArticleId: articles[0].id,
    });
    expect(titles(ignoring.categories[0].relatedArticlesInCategory)).toEqual([
      articles[1].title,
      articles[2].title,
    ]);

    const draft = await data(d.GetLatestArticlesByCategory, { ...vars, stage: 'DRAFT' }, PREVIEW);
    expect(draft.categories[0].relatedArticlesInCategory[0].title).toBe('Using AI tools in your job search');
  });

  it('GetCategoriesWithLatestArticles lists top-level categories of a section with children and 4 latest', async () => {
    const { categories } = await data(d.GetCategoriesWithLatestArticles, {
      where: { parent: null, sites_contains_some: ['employer_au'] },
      sectionWhere: { sectionName: 'hiring-advice' },
      site: 'employer_au',
      ...au,
      stage: 'PUBLISHED',
    });
    expect(categories.map((c: Json) => c.name)).toEqual([
      'Employer branding',
      'Managing people',
      'Recruitment',
    ]);
    const recruitment = categories[2];
    expect(recruitment.children.map((c: Json) => c.name)).toEqual(['Interviewing', 'Job ads']);
    expect(recruitment.children[0].relatedArticlesInCategory.length).toBeGreaterThan(0);
    for (const category of [...categories, ...recruitment.children]) {
      expect(category.relatedArticlesInCategory.length).toBeLessThanOrEqual(4);
    }
  });

  it('GetCategoriesWithLatestArticles reads Thai category names with fallback', async () => {
    const { categories } = await data(d.GetCategoriesWithLatestArticles, {
      where: { parent: null, sites_contains_some: ['candidate_th'] },
      sectionWhere: { sectionName: 'career-advice' },
      site: 'candidate_th',
      ...th,
      stage: 'PUBLISHED',
    });
    expect(categories.map((c: Json) => c.name)).toContain('พัฒนาอาชีพ');
    const wellbeing = categories.find((c: Json) => c.slug === 'wellbeing');
    expect(titles(wellbeing.relatedArticlesInCategory)[0]).toBe('เตรียมพร้อมกลับมาทำงานหลังวันหยุดสงกรานต์');
  });
});

describe('pagination', () => {
  it('GetArticlesByCategoryPagination pages a category of more than 12 articles', async () => {
    const category = idFor('Category:candidate_au:career-development');
    const vars = {
      where: { category: { id: category }, sites_contains_some: ['candidate_au'], title_not: '-' },
      ...au,
      stage: 'PUBLISHED',
      first: 12,
    };
    const first = (await data(d.GetArticlesByCategoryPagination, { ...vars, skip: 0 })).articlesConnection;
    expect(first.aggregate.count).toBe(14);
    expect(first.edges).toHaveLength(12);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false, pageSize: 12 });
    expect(first.pageInfo.startCursor).toBe(first.edges[0].node.id);
    const second = (await data(d.GetArticlesByCategoryPagination, { ...vars, skip: 12 })).articlesConnection;
    expect(second.edges).toHaveLength(2);
    expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true, pageSize: 2 });
    const all = [...first.edges, ...second.edges].map((e: Json) => e.node.publishDate);
    expect(all).toEqual([...all].sort().reverse());

    const draft = await data(
      d.GetArticlesByCategoryPagination,
      { ...vars, skip: 0, stage: 'DRAFT' },
      PREVIEW,
    );
    expect(draft.articlesConnection.aggregate.count).toBe(15);
  });

  it('GetArticlesByAuthorPagination pages an author with more than 12 articles', async () => {
    const vars = {
      where: {
        authors_some: { slug: 'amanda-wright' },
        sites_contains_some: ['candidate_au'],
        title_not: '-',
      },
      ...au,
      first: 12,
    };
    const first = (await data(d.GetArticlesByAuthorPagination, { ...vars, skip: 0 })).articlesConnection;
    expect(first.aggregate.count).toBe(16);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false, pageSize: 12 });
    const second = (await data(d.GetArticlesByAuthorPagination, { ...vars, skip: 12 })).articlesConnection;
    expect(second.edges).toHaveLength(4);
    expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect(
      second.edges.every((e: Json) => e.node.authors.some((a: Json) => a.slug === 'amanda-wright')),
    ).toBe(true);
  });
});

describe('authors', () => {
  it('GetAuthorWithArticles reads an author and a page of their articles on the root site', async () => {
    const result = await data(d.GetAuthorWithArticles, {
      slug: 'amanda-wright',
      site: 'candidate',
      ...au,
      stage: 'PUBLISHED',
      first: 12,
      skip: 12,
    });
    expect(result.authors[0]).toMatchObject({ name: 'Amanda Wright', locale: 'default' });
    expect(result.authors[0].description.text.split('\n')).toHaveLength(3);
    expect(result.authors[0].image.url).toMatch(/graphassets\.com/);
    expect(result.articlesConnection.aggregate.count).toBe(16);
    expect(result.articlesConnection.edges).toHaveLength(4);
    expect(titles(result.articlesConnection.edges.map((e: Json) => e.node))).not.toContain('-');
  });

  it('GetAuthors falls back from th_TH to the default locale per author', async () => {
    const { authors } = await data(d.GetAuthors, {
      where: { slug_in: ['siriporn-chaiyasit', 'amanda-wright'] },
      locale: ['th_TH', 'en_TH', 'default'],
      stage: 'PUBLISHED',
    });
    expect(authors.map((a: Json) => [a.name, a.locale])).toEqual([
      ['Amanda Wright', 'default'],
      ['Siriporn Chaiyasit', 'th_TH'],
    ]);
    expect(authors[1].description.text).toMatch(/^ศิริพร/);
  });
});

describe('sections', () => {
  it('GetSections reads the sections of a site with header and footer options', async () => {
    const { sections } = await data(d.GetSections, {
      where: { sites_contains_some: ['candidate_th'] },
      locale: ['en_TH', 'default'],
    });
    expect(sections.map((s: Json) => s.sectionName)).toEqual([
      'about',
      'career-advice',
      'careers',
      'life-at-seek',
      'market-insights',
    ]);
    const advice = sections[1];
    expect(advice.headerOptions.links.map((l: Json) => l.text)).toEqual([
      'Job search',
      'Career advice',
      'Market insights',
    ]);
    expect(advice.headerOptions.links[1].to).toMatchObject({ __typename: 'Page', slug: 'career-advice' });
    expect(advice.headerOptions.links[1].subLinks[0].to).toMatchObject({
      __typename: 'Category',
      slug: 'career-development',
    });
    expect(advice.footerOptions.skipDefaultLocale).toBe(true);
    expect(advice.footerOptions.links.map((l: Json) => l.locale)).toContain('th_TH');
  });

  it('GetParentSection reads the parent of life-at-seek', async () => {
    const { sections } = await data(d.GetParentSection, {
      where: { sectionName: 'life-at-seek', sites_contains_some: ['employer_sg'] },
      locale: ['en_SG', 'default'],
    });
    expect(sections[0].parentSection).toMatchObject({ sectionName: 'careers', sites: ['employer_sg'] });
    expect(sections[0].parentSection.headerOptions.links.length).toBeGreaterThan(0);
  });
});

describe('forms, banner items and assets', () => {
  it('GetFormData reads the subscribe form with its fields, in Thai with fallback', async () => {
    const vars = { where: { slug: 'subscribe' }, stage: 'PUBLISHED', first: 1 };
    const english = await data(d.GetFormData, { ...vars, locale: ['en_AU', 'default'] });
    expect(english.forms[0]).toMatchObject({ title: 'Get hiring insights in your inbox', locale: 'default' });
    expect(english.forms[0].fields.map((f: Json) => f.key)).toEqual([
      'firstName',
      'lastName',
      'email',
      'industry',
    ]);
    expect(english.forms[0].fields[3].options).toHaveLength(4);
    const thai = await data(d.GetFormData, { ...vars, locale: ['th_TH', 'en_TH', 'default'] });
    expect(thai.forms[0]).toMatchObject({ title: 'รับข้อมูลเชิงลึกด้านการจ้างงานทางอีเมล', locale: 'th_TH' });
    expect(thai.forms[0].disclaimerText.text).toMatch(/^เราจะไม่เปิดเผย/);
    // A locale the form has no localization for falls back to the default one.
    const fallback = await data(d.GetFormData, { ...vars, locale: ['en_TH', 'default'] });
    expect(fallback.forms[0]).toMatchObject({ locale: 'default' });
    expect(fallback.forms[0].disclaimerText.text).toMatch(/^We will never share/);
  });

  it('getBannerItem reads the contactus banner item', async () => {
    const { bannerItems } = await data(d.getBannerItem, {
      where: { slug: 'contactus' },
      locale: ['id_ID', 'en_ID', 'default'],
      stage: 'PUBLISHED',
      first: 1,
    });
    expect(bannerItems[0].heading.text).toBe('Butuh bantuan? Hubungi kami');
    expect(bannerItems[0].actionGroup.actions[0].link.to.url).toMatch(/\/id\/contact$/);
  });

  it('GetImageAsset reads one asset by id', async () => {
    const { authors } = await data(d.GetAuthors, {
      where: { slug: 'daniel-lim' },
      locale: ['default'],
      stage: 'PUBLISHED',
    });
    const { asset } = await data(d.GetImageAsset, { where: { id: authors[0].image.id } });
    expect(asset).toMatchObject({
      fileName: 'daniel-lim.jpg',
      width: 640,
      height: 640,
      mimeType: 'image/jpeg',
    });
    expect((await data(d.GetImageAsset, { where: { id: 'clnotanassetid000000000000' } })).asset).toBeNull();
  });
});

describe('preview', () => {
  it('GetPreviewData finds an article by id with its localizations, and no page', async () => {
    const id = idFor('Article:candidate_th:how-to-write-a-resume');
    const { article, page } = await data(d.GetPreviewData, {
      whereArticle: { id },
      wherePage: { id },
      stage: 'PUBLISHED',
    });
    expect(page).toBeNull();
    expect(article.sites).toEqual(['candidate_th']);
    expect(article.localizations.map((l: Json) => [l.locale, l.slug])).toEqual([
      ['en_TH', 'how-to-write-a-resume'],
      ['th_TH', 'how-to-write-a-resume'],
    ]);
  });

  it('GetPreviewData shows a page draft only with the preview token', async () => {
    const id = idFor('Page:candidate_au:about');
    const vars = { whereArticle: { id }, wherePage: { id }, stage: 'DRAFT' };
    const { page } = await data(d.GetPreviewData, vars, PREVIEW);
    expect(page.localizations[0].title).toBe('About SEEK: who we are and what we do');
    expect(page.relatedPageSection.sectionName).toBe('about');
    expect((await run(d.GetPreviewData, vars)).errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('pages', () => {
  const about = { where: { slug: 'about', sites_contains_some: ['candidate_au'] }, ...au };

  it('GetPages reads a page with its section, published and draft', async () => {
    const published = await data(d.GetPages, { ...about, stage: 'PUBLISHED' });
    expect(published.pages[0]).toMatchObject({
      title: 'About SEEK',
      relatedPageSection: { sectionName: 'about' },
    });
    expect(published.pages[0].relatedPageSection.headerOptions.logo.url).toMatch(/graphassets/);
    const draft = await data(d.GetPages, { ...about, stage: 'DRAFT' }, PREVIEW);
    expect(draft.pages[0].title).toBe('About SEEK: who we are and what we do');
  });

  it('GetPagesLite finds a Thai page and tells the translation from a fallback', async () => {
    const home = { where: { slug: 'home', sites_contains_some: ['candidate_th'] }, stage: 'PUBLISHED' };
    const thai = await data(d.GetPagesLite, { ...home, ...th });
    expect(thai.pages[0]).toMatchObject({
      title: 'หน้าแรก',
      locale: 'th_TH',
      localizations: [{ locale: 'th_TH' }],
    });
    const market = await data(d.GetPagesLite, {
      ...th,
      where: { slug: 'market-insights', sites_contains_some: ['candidate_th'] },
      stage: 'PUBLISHED',
    });
    expect(market.pages[0]).toMatchObject({ title: 'Market insights', locale: 'en_TH', localizations: [] });
  });

  it('GetPagesContainers, GetPagesPromotionalBanner and GetPagesBanner read the parts of a page', async () => {
    const home = {
      where: { slug: 'home', sites_contains_some: ['candidate_au'] },
      localesWithDefault: ['en_AU', 'default'],
      stage: 'PUBLISHED',
    };
    const [containers, promo, banner] = await Promise.all([
      data(d.GetPagesContainers, home),
      data(d.GetPagesPromotionalBanner, home),
      data(d.GetPagesBanner, home),
    ]);
    const blocks = containers.pages[0].containers[0].blocks;
    expect(blocks.map((b: Json) => b.items.map((i: Json) => i.__typename))).toEqual([
      ['Heading', 'Paragraph'],
      ['CardGroup', 'ActionGroup', 'AccordionGroup', 'InlineBanner'],
    ]);
    expect(blocks[0].items[0]).toEqual({
      __typename: 'Heading',
      id: idFor('Heading:candidate_au:home:heading'),
      stage: 'PUBLISHED',
    });
    expect(promo.pages[0].promotionalBanner).toMatchObject({
      showLogo: true,
      heading: { text: 'Know your worth' },
    });
    expect(banner.pages[0].banner).toMatchObject({
      __typename: 'PrimaryBanner',
      heading: { text: 'Find your next step' },
    });
    expect(banner.pages[0].banner.image.url).toMatch(/graphassets/);
  });

  it('GetEntities resolves block items by id, typename and stage, with locale fallback', async () => {
    const home = {
      where: { slug: 'home', sites_contains_some: ['candidate_th'] },
      localesWithDefault: th.localesWithDefault,
      stage: 'PUBLISHED',
    };
    const containers = await data(d.GetPagesContainers, home);
    const entityWhere = containers.pages[0].containers
      .flatMap((c: Json) => c.blocks.flatMap((b: Json) => b.items))
      .map((item: Json) => ({ id: item.id, typename: item.__typename, stage: item.stage }));
    const { entities } = await data(d.GetEntities, { entityWhere, locale: th.localesWithDefault });
    // Every item asked for comes back, in order; the page opens with these four.
    expect(entities.map((e: Json) => e.id)).toEqual(entityWhere.map((w: Json) => w.id));
    expect(entities.map((e: Json) => e.__typename).slice(0, 4)).toEqual([
      'Heading',
      'Paragraph',
      'CardGroup',
      'ActionGroup',
    ]);
    expect(entities[0].text).toBe('คำแนะนำด้านอาชีพและข้อมูลเชิงลึกจาก Jobsdb');
    expect(entities[2].cards).toHaveLength(3);
    expect(entities[2].cards[0].heading).toBe('คำแนะนำด้านอาชีพ');
    expect(entities[2].tile).toMatchObject({ columns: 3 }); // no Thai value: field by field from en_TH

    const mismatched = await data(d.GetEntities, {
      entityWhere: [{ id: entityWhere[0].id, typename: 'Paragraph', stage: 'PUBLISHED' }],
      locale: ['en_TH'],
    });
    expect(mismatched.entities).toEqual([]);
  });

  it('GetPagesWithEntities reads the first 2 pages by slug with every item; the minimal variant only ids', async () => {
    const vars = {
      where: { slug_in: ['market-insights', 'home', 'about'], sites_contains_some: ['employer_nz'] },
      locale: 'en_NZ',
      localesWithDefault: ['en_NZ', 'default'],
      stage: 'PUBLISHED',
    };
    const full = await data(d.GetPagesWithEntities, vars);
    expect(full.pages.map((p: Json) => p.slug)).toEqual(['about', 'home']);
    const homeItems = full.pages[1].containers[0].blocks[1].items;
    expect(homeItems[0]).toMatchObject({ __typename: 'CardGroup', title: 'Explore' });
    expect(homeItems[0].cards[1].actionGroup.actions[0].link.to).toMatchObject({
      __typename: 'Page',
      slug: 'market-insights',
    });
    expect(full.pages[0].banner.__typename).toBe('PrimaryBanner');

    const minimal = await data(d.GetPagesWithEntitiesMinimal, vars);
    expect(minimal.pages[1].containers[0].blocks[1].items[0]).toEqual({
      __typename: 'CardGroup',
      id: homeItems[0].id,
      stage: 'PUBLISHED',
    });
  });
});

describe('the HTTP endpoint', () => {
  it('answers invalid queries with GraphQL errors', async () => {
    const unknown = await run('{ articles { nope } }', {});
    expect(unknown.errors[0].message).toBe('Cannot query field "nope" on type "Article".');
    const syntax = await run('query {', {});
    expect(syntax.errors[0].message).toMatch(/^Syntax Error/);
    const missing = await run(d.GetCategory, {});
    expect(missing.errors[0].message).toBe(
      'Variable "$where" of required type "CategoryWhereInput!" was not provided.',
    );
    const badEnum = await run(d.GetSections, {
      where: { sites_contains_some: ['candidate-au'] },
      locale: ['en_AU'],
    });
    expect(badEnum.errors[0].message).toMatch(/Value "candidate-au" does not exist in "Site" enum/);
    const empty = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as Json).errors[0].message).toBe('Must provide query string.');
  });

  it('accepts GET with query and variables parameters', async () => {
    const params = new URLSearchParams({
      query: d.GetSections,
      variables: JSON.stringify({
        where: { sectionName: 'about', sites_contains_some: ['employer_my'] },
        locale: ['en_MY', 'default'],
      }),
    });
    const body: Json = await (await fetch(`${url}/graphql?${params}`)).json();
    expect(body.data.sections.map((s: Json) => s.sectionName)).toEqual(['about']);
  });

  it('can be told to fail and counts requests', async () => {
    await fetch(`${url}/__control`, { method: 'POST', body: JSON.stringify({ mode: 'fail' }) });
    const failing = await fetch(`${url}/graphql`, {
      method: 'POST',
      body: JSON.stringify({ query: '{ assets { id } }' }),
    });
    expect(failing.status).toBe(503);
    const requests = await (await fetch(`${url}/__requests`)).json();
    expect(requests).toMatchObject({ service: 'content', count: 1, byRoute: { 'POST /graphql': 1 } });
  });

  it('changes a published entry as an editor would (POST /__edit) and counts the calls of each query', async () => {
    const vars = { where: { slug_in: ['amanda-wright'] }, locale: ['en_AU', 'default'], stage: 'PUBLISHED' };
    const key = `GetAuthors ${JSON.stringify(vars)}`;
    const calls = async (): Promise<number> =>
      ((await (await fetch(`${url}/__queries`)).json()) as Json).calls[key] ?? 0;
    const edit = (body: unknown) =>
      fetch(`${url}/__edit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const before = await calls();
    const { id } = (await data(d.GetAuthors, vars)).authors[0];
    try {
      expect((await edit({ id, fields: { name: 'Amanda Wright Revised' } })).status).toBe(200);
      expect((await data(d.GetAuthors, vars)).authors[0]).toMatchObject({ name: 'Amanda Wright Revised' });
    } finally {
      await edit({ id, fields: { name: 'Amanda Wright' } });
    }
    expect(await calls()).toBe(before + 2);
    const unknown = await edit({ id: 'clnosuchentry000000000000', fields: {} });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).not.toContain('<');
    expect((await edit({ id, fields: ['name'] })).status).toBe(400);
    expect((await edit({ id, localizations: { default: 'x' } })).status).toBe(400);
    expect((await data(d.GetAuthors, vars)).authors[0].name).toBe('Amanda Wright');
  });
});

/**
 * The insights tools in place (spec §2 "Other screens"): on the AU and NZ candidate and employer sites, a
 * salary-insights page (salary explorer, job-growth table, generations chart and the dark promo with the Data
 * Lab landing form) and a happiness-at-work page (summary and generational cards), each a custom component
 * naming the tool and its country, both linked from the site's market-insights page. NZ articles carry the
 * insights embeds too (the AU ones are in blocks.mjs).
 */
import { idFor, rich } from './lib.mjs';

/**
 * @param {import('./generate.mjs').Corpus} corpus
 * @param {import('./generate.mjs').SeedSite} site
 * @param {{ brand: string, countryName: string }} info
 */
export function buildInsightsPages(corpus, site, { brand, countryName }) {
  if (site.isRoot || (site.country !== 'au' && site.country !== 'nz')) return;
  const english = site.locales[0];
  const key = (name) => `${site.name}:${name}`;
  const item = (type, name, values) =>
    corpus.add('blocks.json', type, key(name), { localizations: { [english]: values } });
  const tool = (component, name, title, data = {}) =>
    item('CustomComponent', `insights-tool:${name}`, {
      component,
      title,
      text: null,
      data: { country: site.country, ...data },
    });
  const page = (name, title, description, blocks) =>
    corpus.add('pages.json', 'Page', key(name), {
      fields: {
        slug: name,
        relatedPageSection: idFor(`Section:${key('market-insights')}`),
        sites: [site.name],
        hideEmbeddedFormInSection: true,
        enableBreadcrumbs: true,
        containers: [
          {
            id: idFor(`container:${site.name}:${name}`),
            htmlId: name,
            box: null,
            tile: null,
            blocks: blocks.map(([blockName, items]) => ({
              id: idFor(`block:${site.name}:${name}:${blockName}`),
              name: blockName,
              skipDefaultLocale: false,
              box: null,
              tile: null,
              items,
            })),
          },
        ],
      },
      localizations: {
        [english]: {
          title,
          seo: { title: `${title} | ${brand}`, description, noIndex: false, noArchive: false },
        },
      },
    });
  const paragraph = (name, text) =>
    item('Paragraph', `insights-tool:${name}`, {
      content: rich([text]),
      align: 'left',
      tone: 'neutral',
      size: 'standard',
    });

  const salaryPage = page(
    'salary-insights',
    'Salary insights',
    `Average salaries and job ad growth by role and industry in ${countryName}.`,
    [
      [
        'intro',
        [
          paragraph(
            'salary-intro',
            `Average advertised salaries by role and industry in ${countryName}, and the roles with the most job ad growth.`,
          ),
        ],
      ],
      ['salaries', [tool('SalaryExplorer', 'salary-explorer', 'Explore salaries by industry')]],
      ['growth', [tool('JobGrowthTable', 'job-growth', 'Where job ads are growing')]],
      ['generations', [tool('GenerationsChart', 'generations-chart', null, { generation: 'genz' })]],
      [
        'promo',
        [
          item('CustomComponent', 'insights-tool:promo', {
            component: 'SalaryDriversPromo',
            title: null,
            text: null,
            data: null,
          }),
        ],
      ],
    ],
  );
  const happinessPage = page(
    'happiness-at-work',
    'Happiness at work',
    `What makes people in ${countryName} happy at work, overall and by generation.`,
    [
      [
        'intro',
        [
          paragraph(
            'happiness-intro',
            `We asked people in ${countryName} what shapes their happiness at work. Here is what they told us.`,
          ),
        ],
      ],
      ['summary', [tool('HappinessSummary', 'happiness-summary', null)]],
      ['generations', [tool('GenerationalCard', 'generational-card', null)]],
    ],
  );

  const marketInsights = corpus.files['pages.json'].find(
    (p) => p.id === idFor(`Page:${key('market-insights')}`),
  );
  if (!marketInsights) throw new Error(`insights-pages.mjs: no market-insights page on ${site.name}`);
  const link = (k, text, to) => ({
    id: idFor(`blocklink:${site.name}:insights-tools:${k}`),
    text,
    to,
    openLinkInNewTab: false,
    locale: english,
    skipDefaultLocale: false,
    subLinks: [],
  });
  const links = item('ActionGroup', 'insights-tool:links', {
    inline: true,
    actions: [
      ['salary', 'Salary insights', salaryPage],
      ['happiness', 'Happiness at work', happinessPage],
    ].map(([k, text, to], i) => ({
      id: idFor(`a:${site.name}:insights-tools:${i}`),
      text,
      variant: i === 0 ? 'solid' : 'soft',
      // A soft pink button's pink text falls below 4.5:1 on the pink panel: the second is neutral.
      tone: i === 0 ? 'brandAccent' : 'neutral',
      icon: null,
      link: link(k, text, to),
    })),
  });
  marketInsights.fields.containers.push({
    id: idFor(`container:${site.name}:market-insights:tools`),
    htmlId: 'insights-tools',
    box: null,
    tile: null,
    blocks: [
      {
        id: idFor(`block:${site.name}:market-insights:tools`),
        name: 'tools',
        skipDefaultLocale: false,
        box: null,
        tile: null,
        items: [
          item('Heading', 'insights-tool:links-heading', {
            text: 'Salary and happiness insights',
            level: 2,
            weight: 'strong',
            tone: 'neutral',
          }),
          links,
        ],
      },
    ],
  });
}

/** The NZ articles' insights embeds (custom content by title with the country, spec §2). */
export function addNzInsightsEmbeds(corpus, site) {
  if (site.country !== 'nz' || site.isRoot) return;
  const embeds =
    site.audience === 'candidate'
      ? { 'salary-negotiation': ['HIGHEST_PAYING_JOBS', 'GENERATION_DRIVERS_SUMMARY'] }
      : {
          'hiring-trends': ['TOP_JOB_GROWTH', 'FASTEST_GROWING_SALARIES'],
          'employer-brand-basics': ['GENERATION_DRIVERS_INTERACTIVE'],
        };
  for (const [slug, titles] of Object.entries(embeds)) {
    const article = corpus.files['articles.json'].find((a) => a.id === idFor(`Article:${site.name}:${slug}`));
    if (!article) throw new Error(`insights-pages.mjs: no article ${slug} on ${site.name}`);
    const ids = titles.map((title) =>
      corpus.add('blocks.json', 'CustomContent', `${site.name}:embed:${title}`, {
        fields: { title, data: { country: 'nz' } },
      }),
    );
    for (const values of Object.values(article.localizations))
      values.content?.children.push(
        ...ids.map((nodeId) => ({
          type: 'embed',
          nodeId,
          nodeType: 'CustomContent',
          isInline: false,
          children: [{ text: '' }],
        })),
      );
  }
}

// `npm run screens`: starts the real site (stand-ins and wrangler dev, as `npm run audit` does) and takes a
// full-page screenshot of one page of every kind on the AU, NZ, HK, TH and ID sites (candidate and employer;
// Thai and Bahasa pages in their language) at 375 and 1280 px, into reports/screens/ (not committed), with an
// index.html that shows them side by side, so a person can look at every page in a minute.
//   node scripts/screens.mjs [filter]   only the pages whose site or path contains `filter`
//   SCREENS_PORT (8796) and SCREENS_SERVICES_OFFSET (400) move the site.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { launchBrowser } from './bench/axe.mjs';
import { startSite } from './lib/site.mjs';
import { root } from './lib/wrangler.mjs';

const widths = [375, 1280];
const countries = ['au', 'nz', 'hk', 'th', 'id'];
const prefixes = { th: '/th', id: '/id' };
/** The seeded author of each country's articles (scripts/services/content/corpus/generate.mjs). */
const authors = { au: 'amanda-wright', nz: 'tom-henare', hk: 'priya-natarajan', th: 'siriporn-chaiyasit' };

/** @typedef {{ site: string, kind: string, path: string }} Shot */

/** @returns {Shot[]} one page of every kind per site, plus the AU pages that carry the rarer blocks */
function shots() {
  /** @type {Shot[]} */
  const list = [];
  for (const country of countries) {
    const p = prefixes[country] ?? '';
    const candidate = `candidate-${country}`;
    const employer = `employer-${country}`;
    const add = (site, kind, pagePath) => list.push({ site, kind, path: `${p}${pagePath}` });
    add(candidate, 'home', '/');
    add(candidate, 'advice-landing', '/career-advice');
    add(candidate, 'content-about', '/about');
    add(candidate, 'market-insights', '/market-insights');
    add(candidate, 'article', '/career-advice/article/how-to-write-a-resume');
    add(candidate, 'category', '/career-advice/category/career-development');
    add(candidate, 'author', `/author/${authors[country] ?? 'budi-santoso'}`);
    add(candidate, 'search', '/article-search/resume/1');
    add(candidate, 'not-found', '/no-such-page');
    add(employer, 'home', '/');
    add(employer, 'advice-landing', '/hiring-advice');
    add(employer, 'article', '/hiring-advice/article/how-to-write-a-job-ad');
    add(employer, 'category', '/hiring-advice/category/recruitment');
    add(employer, 'lead-forms', '/page/hiring-outlook');
    add(
      employer,
      'data-lab',
      `${country === 'th' ? '/th' : ''}/${country}/talent-attraction-lab/data-lab?primaryDriver=Industry&primaryDriverOptions=Accounting`,
    );
  }
  const au = (site, kind, pagePath) => list.push({ site, kind, path: pagePath });
  au('candidate-au', 'careers', '/careers');
  au('candidate-au', 'life-at', '/careers/life-at-seek');
  au('candidate-au', 'subsection-article', '/careers/life-at-seek/article/a-day-in-product-engineering');
  au('candidate-au', 'hidden-header', '/graduate-program');
  au('candidate-au', 'interactive', '/about/our-team');
  au('candidate-au', 'videos', '/career-advice/videos-and-guides');
  au('candidate-au', 'salary-insights', '/market-insights/salary-insights');
  au('employer-au', 'shopfront', '/page/advertise');
  au('employer-au', 'awards-sara', '/sara-awards');
  au('employer-au', 'awards-default', '/page/hall-of-fame');
  au('employer-au', 'investors', '/about/investors');
  au('employer-my', 'awards-star', '/star-awards');
  return list;
}

const fileName = (shot, width) => `${shot.site}--${shot.kind}--${width}.png`;
const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

function indexHtml(results) {
  const rows = results
    .map(
      ({ shot, status, url }) => `<section>
  <h2>${escapeHtml(`${shot.site} ${shot.kind}`)} <small>${status} <a href="${escapeHtml(url)}">${escapeHtml(shot.path)}</a></small></h2>
  <div class="row">${widths
    .map(
      (w) =>
        `<a href="${fileName(shot, w)}"><img loading="lazy" src="${fileName(shot, w)}" width="${w === 375 ? 188 : 640}" alt="${w} px"></a>`,
    )
    .join('')}</div>
</section>`,
    )
    .join('\n');
  return `<!doctype html><meta charset="utf-8"><title>Screens</title>
<style>body{font-family:sans-serif;margin:16px}section{margin-bottom:24px}.row{display:flex;gap:16px;align-items:flex-start}img{border:1px solid #ccc;max-height:1200px;object-fit:cover;object-position:top}</style>
<h1>Screens at ${widths.join(' and ')} px</h1>
${rows}
`;
}

async function main() {
  const filter = process.argv[2] ?? '';
  const port = Number(process.env.SCREENS_PORT ?? 8796);
  const servicesOffset = Number(process.env.SCREENS_SERVICES_OFFSET ?? 400);
  const outDir = path.join(root, 'reports/screens');
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  console.log(`Starting the site on 127.0.0.1:${port} (stand-ins +${servicesOffset})…`);
  const site = await startSite({
    port,
    servicesOffset,
    persistTo: path.join(root, `.wrangler/screens-state-${port}`),
  });
  const browser = await launchBrowser();
  const results = [];
  try {
    for (const shot of shots().filter((s) => `${s.site}${s.path}`.includes(filter))) {
      const url = `http://${shot.site}.localhost:${port}${shot.path}`;
      let status = 0;
      for (const width of widths) {
        const context = await browser.newContext({ viewport: { width, height: 800 } });
        try {
          const page = await context.newPage();
          const response = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
          status = response?.status() ?? 0;
          // A request that never ends (an image host out of reach) must not stop the picture.
          await page.waitForLoadState('load', { timeout: 15_000 }).catch(() => {});
          // Let islands that hydrate when visible or idle settle before the picture.
          await page.waitForTimeout(300);
          await page.screenshot({ path: path.join(outDir, fileName(shot, width)), fullPage: true });
        } catch (error) {
          console.error(`  failed ${url} at ${width} px: ${error instanceof Error ? error.message : error}`);
        } finally {
          await context.close();
        }
      }
      console.log(`  ${String(status).padEnd(4)}${url}`);
      results.push({ shot, status, url });
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  await writeFile(path.join(outDir, 'index.html'), indexHtml(results));
  const unexpected = results.filter((r) => r.status !== (r.shot.kind === 'not-found' ? 404 : 200));
  console.log(`\n${results.length * widths.length} screenshots in reports/screens/ (open index.html).`);
  for (const r of unexpected) console.log(`  unexpected status ${r.status}: ${r.url}`);
}

await main().catch((error) => {
  console.error(error);
  process.exit(1);
});
process.exit(0);

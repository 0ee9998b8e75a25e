// Every URL of every site's sitemap, as one location serves it, in the order the readers' mix ranks them.

const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replaceAll('&amp;', '&'));
const alternates = (xml) =>
  [...xml.matchAll(/<xhtml:link[^>]*href="([^"]+)"/g)].map((m) => m[1].replaceAll('&amp;', '&'));

/** The URLs of one site's sitemap (its parts too, when it is an index), pages and their language versions. */
async function siteUrls(locations, host) {
  const res = await locations.fetch(0, `http://${host}/sitemap.xml`);
  const xml = await res.text();
  if (res.status !== 200) throw new Error(`${host}/sitemap.xml answered ${res.status}`);
  const parts = xml.includes('<sitemapindex') ? locs(xml) : [];
  const documents = [xml];
  for (const part of parts) documents.push(await (await locations.fetch(0, part)).text());
  return [
    ...new Set(documents.flatMap((d) => (d.includes('<urlset') ? [...locs(d), ...alternates(d)] : []))),
  ];
}

/**
 * Every site's sitemap URLs ranked for a Zipf mix: each site's first URL (its home) first, then each site's
 * second, and so on, so every site has readers and the head of each site is read most.
 */
export async function rankedSitemapUrls(locations, hosts) {
  const perSite = [];
  for (const host of hosts) perSite.push(await siteUrls(locations, host));
  const ranked = [];
  const longest = Math.max(...perSite.map((urls) => urls.length));
  for (let rank = 0; rank < longest; rank += 1) {
    for (const urls of perSite) if (urls[rank]) ranked.push(urls[rank]);
  }
  return { urls: [...new Set(ranked)], perSite: hosts.map((host, i) => [host, perSite[i].length]) };
}

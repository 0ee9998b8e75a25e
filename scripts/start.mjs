// `npm start`: builds, seeds local KV, starts the local upstream services and `wrangler dev`, and
// prints each site's local address. Ctrl-C stops everything it started.
import { sites } from '../worker/site/sites.ts';

import { startSite } from './lib/site.mjs';
import { offsetFromEnv } from './lib/upstreams.mjs';

const port = Number(process.env.PORT ?? 8787);
// Moves every stand-in's port, so a second checkout can run its own site beside this one.
const servicesOffset = offsetFromEnv('SERVICES_OFFSET', 0);

console.log('Starting the local site (build, seed, services, wrangler dev)…');
// The local site warms the pages a purge removed, as staging and production do (worker/cache/README.md); the
// tests and benchmarks, which purge and then measure what follows, keep wrangler.toml's 0.
const site = await startSite({
  port,
  servicesOffset,
  vars: { WARM_PAGES_PER_PURGE: '200' },
  log: (line) => line && console.log(line),
});

console.log('\nLocal upstream services:');
for (const s of site.services) console.log(`  ${s.name.padEnd(10)} ${s.url}`);
console.log('\nSites:');
console.log(`  default           http://localhost:${port}/`);
for (const s of sites) {
  const paths = s.locales.map((l) => (l.language === 'en' ? '/' : `/${l.language}/`));
  console.log(
    `  ${s.name.padEnd(17)} ${paths.map((p) => `http://${s.name}.localhost:${port}${p}`).join('  ')}`,
  );
}
console.log('\nPress Ctrl-C to stop.');

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await site.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

// Keeps package-lock.json installable with `npm ci` from the registry these machines reach.
//
// That registry lacks some other-platform builds (e.g. workerd for macOS and Windows of the
// versions we use), so npm leaves them out of the lock, and `npm ci` then refuses the lock as
// "not in sync" ("Missing: @cloudflare/workerd-darwin-64@ from lock file"). This adds each
// missing optional platform package as an entry carrying its os/cpu, which npm skips on
// machines it does not fit, exactly as it would the real entry.
//
//   node scripts/lock-platforms.mjs          fix the lock (run after `npm install <pkg>`)
//   node scripts/lock-platforms.mjs --check  exit 1 when the lock needs fixing (npm test runs this)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { root } from './lib/wrangler.mjs';

const file = path.join(root, 'package-lock.json');
const exact = /^\d+\.\d+\.\d+(-[\w.]+)?$/;

/** os and cpu of a platform package, from the conventions of its name. */
function platformOf(name) {
  const n = name.split('/').pop();
  const os = [
    ['darwin', /darwin/],
    ['win32', /win(32|dows)/],
    ['android', /android/],
    ['freebsd', /freebsd/],
    ['openharmony', /openharmony/],
  ].find(([, re]) => re.test(n))?.[0];
  const cpu = [
    ['arm64', /arm64/],
    ['arm', /arm/],
    ['ia32', /ia32/],
    ['loong64', /loong64/],
    ['ppc64', /ppc64/],
    ['riscv64', /riscv64/],
    ['s390x', /s390x/],
    ['wasm32', /wasm32/],
  ].find(([, re]) => re.test(n))?.[0];
  return { os: [os ?? 'linux'], cpu: [cpu ?? 'x64'] };
}

export function missingPlatformEntries(lock) {
  const added = {};
  for (const [where, entry] of Object.entries(lock.packages)) {
    for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = where ? `${where}/node_modules/${dep}` : `node_modules/${dep}`;
      const top = `node_modules/${dep}`;
      if (!exact.test(version) || lock.packages[nested] || added[nested]) continue;
      const hoisted = lock.packages[top] ?? added[top];
      if (hoisted?.version === version) continue;
      added[hoisted ? nested : top] = { version, ...platformOf(dep), optional: true };
    }
  }
  return added;
}

const lock = JSON.parse(readFileSync(file, 'utf8'));
const added = missingPlatformEntries(lock);
const count = Object.keys(added).length;
if (process.argv.includes('--check')) {
  if (count) {
    console.error(
      `package-lock.json lacks ${count} platform entries: run \`node scripts/lock-platforms.mjs\``,
    );
    process.exit(1);
  }
} else {
  Object.assign(lock.packages, added);
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`Added ${count} platform entries to package-lock.json`);
}

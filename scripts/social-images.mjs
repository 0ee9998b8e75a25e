// `node scripts/social-images.mjs`: draws each brand's default sharing image (static/social/{brand}.png, 1200x630,
// Open Graph's and X's large card size) and its square logo (static/social/{brand}-logo.png, 512x512, what
// Google's Organization and Article publisher logos ask for: at least 112 px, a raster format) in Chromium.
// Pages without an image of their own share the first; JSON-LD names the second (worker/render/seo/).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

import { launchBrowser } from './bench/axe.mjs';
import { root } from './lib/wrangler.mjs';

/** The brands of spec §1 in the colours of their seeded logos (kv-seed/assets/images/*-logo.svg). */
const brands = [
  { name: 'seek', text: 'SEEK', colour: '#0d3880' },
  { name: 'jobsdb', text: 'Jobsdb', colour: '#1c3f94' },
  { name: 'jobstreet', text: 'Jobstreet', colour: '#0d3880' },
];

const page = (brand, width, height, fontSize) => `<!DOCTYPE html>
<html><body style="margin:0">
<div style="width:${width}px;height:${height}px;background:${brand.colour};display:flex;align-items:center;
  justify-content:center;gap:${fontSize / 3}px;font:700 ${fontSize}px Arial,Helvetica,sans-serif;color:#fff">
  ${brand.text}<span style="width:${fontSize / 2}px;height:${fontSize / 2}px;border-radius:50%;background:#e60278"></span>
</div></body></html>`;

const browser = await launchBrowser();
try {
  for (const brand of brands) {
    for (const [file, width, height, fontSize] of [
      [`${brand.name}.png`, 1200, 630, 140],
      [`${brand.name}-logo.png`, 512, 512, brand.text.length > 4 ? 84 : 120],
    ]) {
      const tab = await browser.newPage({ viewport: { width, height } });
      await tab.setContent(page(brand, width, height, fontSize));
      await writeFile(path.join(root, 'static/social', file), await tab.screenshot({ type: 'png' }));
      await tab.close();
    }
  }
} finally {
  await browser.close();
}

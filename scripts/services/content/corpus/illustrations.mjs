/**
 * Illustrations for the seeded image assets: one SVG scene per asset, chosen by what the asset shows (a portrait
 * for an author, a page for a template, a chart for insights, a stage for the awards, a phone for the app, a skyline for a wide banner,
 * an office for the rest), with colours from a hash of its file name so no two look alike. The corpus generator
 * writes them to kv-seed/assets/images/; the asset host stand-in (scripts/services/assets.mjs) rasterises them to
 * the asset's format at the size a resize path asks for. Logos are brand wordmarks served as SVG.
 * No text is drawn in a scene, so the pictures read the same in every language.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where the SVG sources go, beside the Data Lab reports. */
export const imageSourceFile = (fileName) => `images/${fileName.replace(/\.[a-z]+$/i, '')}.svg`;

const PALETTES = [
  { sky: ['#fde2e4', '#fad2e1'], wall: '#f4ecf7', accent: '#e60278', deep: '#2e3849', soft: '#b8c4e0' },
  { sky: ['#d8f3ff', '#bde0fe'], wall: '#eef6fb', accent: '#0d3880', deep: '#1c2b45', soft: '#8fb8de' },
  { sky: ['#fff1d6', '#ffd9a8'], wall: '#fbf4ea', accent: '#f28c28', deep: '#3d2c1e', soft: '#e8b887' },
  { sky: ['#dff5e8', '#b7e4c7'], wall: '#f1f8f3', accent: '#2d6a4f', deep: '#1b3a2d', soft: '#95d5b2' },
  { sky: ['#ece4ff', '#d4c6ff'], wall: '#f5f1ff', accent: '#6c3ee8', deep: '#2a1f4d', soft: '#b8a6f0' },
  { sky: ['#e0f7f7', '#b5ebea'], wall: '#eefafa', accent: '#0f8b8d', deep: '#153c3d', soft: '#83cfcf' },
];
const SKIN = ['#f1c7a5', '#d9a27b', '#b97d55', '#8d5a3b', '#f6d5bd', '#6f4630'];
const HAIR = ['#2b1d14', '#4a3222', '#7a4b2a', '#151515', '#a0672f', '#3b3b3b'];
const SHIRT = ['#e60278', '#0d3880', '#2d6a4f', '#f28c28', '#6c3ee8', '#0f8b8d', '#52616b'];

/** A deterministic stream of numbers in [0, 1) for a key. */
function randomFor(key) {
  let state = createHash('sha256').update(key).digest();
  let index = 0;
  return () => {
    if (index >= state.length - 1) {
      state = createHash('sha256').update(state).digest();
      index = 0;
    }
    const value = state.readUInt16BE(index) / 65536;
    index += 2;
    return value;
  };
}

const pick = (random, list) => list[Math.floor(random() * list.length)];
const r = (n) => Math.round(n * 10) / 10;

/** A person seen from the waist up, centred on x, standing on y (the bottom of the torso), `h` tall. */
function person(random, x, y, h) {
  const skin = pick(random, SKIN);
  const hair = pick(random, HAIR);
  const shirt = pick(random, SHIRT);
  const head = h * 0.2;
  const headY = y - h + head;
  const long = random() < 0.5;
  return [
    `<path d="M${r(x - h * 0.34)} ${r(y)} Q${r(x - h * 0.34)} ${r(y - h * 0.55)} ${r(x)} ${r(y - h * 0.58)} Q${r(x + h * 0.34)} ${r(y - h * 0.55)} ${r(x + h * 0.34)} ${r(y)} Z" fill="${shirt}"/>`,
    `<rect x="${r(x - head * 0.35)}" y="${r(headY + head * 0.7)}" width="${r(head * 0.7)}" height="${r(head * 0.8)}" fill="${skin}"/>`,
    long
      ? `<ellipse cx="${r(x)}" cy="${r(headY + head * 0.35)}" rx="${r(head * 1.12)}" ry="${r(head * 1.3)}" fill="${hair}"/>`
      : '',
    `<circle cx="${r(x)}" cy="${r(headY)}" r="${r(head)}" fill="${skin}"/>`,
    `<path d="M${r(x - head)} ${r(headY - head * 0.1)} Q${r(x)} ${r(headY - head * 1.6)} ${r(x + head)} ${r(headY - head * 0.1)} Q${r(x)} ${r(headY - head * 0.75)} ${r(x - head)} ${r(headY - head * 0.1)} Z" fill="${hair}"/>`,
  ].join('');
}

function background(width, height, palette, id) {
  return [
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/>`,
    `</linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#${id})"/>`,
  ].join('');
}

/** Soft round shapes floating in the background. */
function blobs(random, width, height, palette, count) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const rad = (0.08 + random() * 0.22) * Math.min(width, height);
    out += `<circle cx="${r(random() * width)}" cy="${r(random() * height)}" r="${r(rad)}" fill="${i % 2 ? palette.soft : '#ffffff'}" opacity="${r(0.25 + random() * 0.3)}"/>`;
  }
  return out;
}

function portrait(random, width, height, palette) {
  const size = Math.min(width, height);
  return [
    background(width, height, palette, 'bg'),
    blobs(random, width, height, palette, 3),
    person(random, width / 2, height, size * 0.86),
  ].join('');
}

function office(random, width, height, palette) {
  const floor = height * 0.78;
  const win = { x: width * (0.08 + random() * 0.5), y: height * 0.1, w: width * 0.3, h: height * 0.42 };
  const people = 1 + Math.floor(random() * 3);
  let crowd = '';
  for (let i = 0; i < people; i += 1) {
    const x = width * (0.2 + (0.6 * (i + 0.5)) / people) + (random() - 0.5) * width * 0.05;
    crowd += person(random, x, floor + height * 0.02, height * (0.5 + random() * 0.12));
  }
  const deskY = floor - height * 0.02;
  const laptopX = width * (0.35 + random() * 0.3);
  return [
    `<rect width="${width}" height="${height}" fill="${palette.wall}"/>`,
    `<rect x="${r(win.x)}" y="${r(win.y)}" width="${r(win.w)}" height="${r(win.h)}" rx="8" fill="${palette.sky[1]}"/>`,
    `<path d="M${r(win.x)} ${r(win.y + win.h * 0.75)} Q${r(win.x + win.w * 0.3)} ${r(win.y + win.h * 0.45)} ${r(win.x + win.w * 0.6)} ${r(win.y + win.h * 0.7)} T${r(win.x + win.w)} ${r(win.y + win.h * 0.6)} V${r(win.y + win.h)} H${r(win.x)} Z" fill="${palette.soft}"/>`,
    `<rect x="${r(win.x + win.w / 2 - 3)}" y="${r(win.y)}" width="6" height="${r(win.h)}" fill="${palette.wall}"/>`,
    `<rect x="${r(width * 0.82)}" y="${r(height * 0.18)}" width="${r(width * 0.1)}" height="${r(height * 0.14)}" rx="4" fill="${palette.accent}" opacity="0.85"/>`,
    crowd,
    `<rect x="0" y="${r(deskY)}" width="${width}" height="${r(height - deskY)}" fill="${palette.deep}"/>`,
    `<rect x="0" y="${r(deskY)}" width="${width}" height="${r(height * 0.03)}" fill="${palette.soft}"/>`,
    `<path d="M${r(laptopX - width * 0.09)} ${r(deskY)} L${r(laptopX - width * 0.07)} ${r(deskY - height * 0.2)} H${r(laptopX + width * 0.07)} L${r(laptopX + width * 0.09)} ${r(deskY)} Z" fill="#d9dde3"/>`,
    `<circle cx="${r(laptopX)}" cy="${r(deskY - height * 0.1)}" r="${r(height * 0.02)}" fill="#ffffff"/>`,
    `<rect x="${r(width * 0.06)}" y="${r(deskY - height * 0.16)}" width="${r(width * 0.05)}" height="${r(height * 0.16)}" rx="6" fill="${palette.accent}"/>`,
    `<ellipse cx="${r(width * 0.085)}" cy="${r(deskY - height * 0.2)}" rx="${r(width * 0.05)}" ry="${r(height * 0.08)}" fill="#3a8f5a"/>`,
  ].join('');
}

function chart(random, width, height, palette) {
  const panel = { x: width * 0.12, y: height * 0.14, w: width * 0.76, h: height * 0.72 };
  const bars = 6;
  let out = '';
  const points = [];
  for (let i = 0; i < bars; i += 1) {
    const value = 0.25 + random() * 0.6 + i * 0.02;
    const barW = (panel.w * 0.7) / bars;
    const x = panel.x + panel.w * 0.1 + (i * (panel.w * 0.8)) / bars;
    const barH = panel.h * 0.7 * value;
    const y = panel.y + panel.h * 0.88 - barH;
    out += `<rect x="${r(x)}" y="${r(y)}" width="${r(barW)}" height="${r(barH)}" rx="4" fill="${i === bars - 1 ? palette.accent : palette.soft}"/>`;
    points.push(`${r(x + barW / 2)},${r(y - panel.h * 0.08)}`);
  }
  return [
    background(width, height, palette, 'bg'),
    blobs(random, width, height, palette, 4),
    `<rect x="${r(panel.x)}" y="${r(panel.y)}" width="${r(panel.w)}" height="${r(panel.h)}" rx="16" fill="#ffffff"/>`,
    `<rect x="${r(panel.x)}" y="${r(panel.y)}" width="${r(panel.w)}" height="${r(panel.h * 0.08)}" rx="16" fill="${palette.deep}"/>`,
    out,
    `<polyline points="${points.join(' ')}" fill="none" stroke="${palette.deep}" stroke-width="${r(Math.max(3, height * 0.008))}" stroke-linejoin="round"/>`,
  ].join('');
}

function skyline(random, width, height, palette) {
  let towers = '';
  for (let x = 0; x < width;) {
    const w = width * (0.04 + random() * 0.06);
    const h = height * (0.25 + random() * 0.5);
    towers += `<rect x="${r(x)}" y="${r(height - h)}" width="${r(w)}" height="${r(h)}" fill="${palette.deep}" opacity="${r(0.55 + random() * 0.4)}"/>`;
    for (let wy = height - h + 12; wy < height - 14; wy += 22) {
      if (random() < 0.5)
        towers += `<rect x="${r(x + w * 0.2)}" y="${r(wy)}" width="${r(w * 0.6)}" height="8" fill="${palette.sky[0]}" opacity="0.6"/>`;
    }
    x += w + width * 0.005;
  }
  return [
    background(width, height, palette, 'bg'),
    `<circle cx="${r(width * (0.6 + random() * 0.3))}" cy="${r(height * 0.3)}" r="${r(height * 0.16)}" fill="${palette.accent}" opacity="0.8"/>`,
    blobs(random, width, height * 0.5, palette, 5),
    towers,
  ].join('');
}

function stage(random, width, height, palette) {
  let lights = '';
  for (let i = 0; i < 5; i += 1) {
    const x = width * (0.1 + i * 0.2);
    lights += `<path d="M${r(x)} 0 L${r(x - width * 0.12)} ${r(height * 0.8)} H${r(x + width * 0.12)} Z" fill="#ffffff" opacity="0.08"/>`;
  }
  const floor = height * 0.8;
  let crowd = '';
  const people = 3 + Math.floor(random() * 3);
  for (let i = 0; i < people; i += 1) {
    crowd += person(random, width * (0.2 + (0.6 * (i + 0.5)) / people), floor, height * 0.42);
  }
  const star = (cx, cy, s) => {
    const pts = [];
    for (let i = 0; i < 10; i += 1) {
      const a = (Math.PI / 5) * i - Math.PI / 2;
      const rad = i % 2 ? s * 0.45 : s;
      pts.push(`${r(cx + rad * Math.cos(a))},${r(cy + rad * Math.sin(a))}`);
    }
    return `<polygon points="${pts.join(' ')}" fill="#ffd166"/>`;
  };
  return [
    `<rect width="${width}" height="${height}" fill="${palette.deep}"/>`,
    lights,
    star(width * 0.5, height * 0.2, height * 0.12),
    crowd,
    `<rect x="0" y="${r(floor)}" width="${width}" height="${r(height - floor)}" fill="${palette.accent}"/>`,
  ].join('');
}

function phone(random, width, height, palette) {
  const h = height * 0.78;
  const w = h * 0.5;
  const x = width * (0.3 + random() * 0.4) - w / 2;
  const y = height * 0.11;
  let rows = '';
  for (let i = 0; i < 4; i += 1) {
    rows += `<rect x="${r(x + w * 0.1)}" y="${r(y + h * (0.22 + i * 0.17))}" width="${r(w * 0.8)}" height="${r(h * 0.13)}" rx="8" fill="${i === 0 ? palette.soft : '#eef1f5'}"/>`;
  }
  return [
    background(width, height, palette, 'bg'),
    blobs(random, width, height, palette, 5),
    `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(w * 0.12)}" fill="${palette.deep}"/>`,
    `<rect x="${r(x + w * 0.05)}" y="${r(y + h * 0.04)}" width="${r(w * 0.9)}" height="${r(h * 0.92)}" rx="${r(w * 0.08)}" fill="#ffffff"/>`,
    `<rect x="${r(x + w * 0.05)}" y="${r(y + h * 0.04)}" width="${r(w * 0.9)}" height="${r(h * 0.14)}" rx="${r(w * 0.08)}" fill="${palette.accent}"/>`,
    rows,
  ].join('');
}

/** A printed page (a template, a cover): a sheet with a heading bar and lines of text, on a soft background. */
function documentPage(random, width, height, palette) {
  const h = height * 0.84;
  const w = Math.min(width * 0.8, h * 0.72);
  const x = (width - w) / 2;
  const y = height * 0.08;
  let lines = '';
  for (let line = 0; line < 12; line += 1) {
    const top = y + h * (0.24 + line * 0.058);
    const length = line % 4 === 3 ? 0.45 : 0.7 + random() * 0.1;
    lines += `<rect x="${r(x + w * 0.1)}" y="${r(top)}" width="${r(w * length)}" height="${r(h * 0.018)}" rx="3" fill="${line % 4 === 0 ? palette.deep : '#c9ced6'}"/>`;
  }
  return [
    background(width, height, palette, 'bg'),
    blobs(random, width, height, palette, 4),
    `<rect x="${r(x + 8)}" y="${r(y + 10)}" width="${r(w)}" height="${r(h)}" rx="10" fill="${palette.deep}" opacity="0.2"/>`,
    `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="10" fill="#ffffff"/>`,
    `<rect x="${r(x + w * 0.1)}" y="${r(y + h * 0.08)}" width="${r(w * 0.5)}" height="${r(h * 0.05)}" rx="4" fill="${palette.accent}"/>`,
    lines,
  ].join('');
}

/** A brand wordmark (the seeded logos): the brand name in white on the brand's colour. */
function wordmark(brand, width, height) {
  const colour = brand === 'Jobsdb' ? '#1c3f94' : '#0d3880';
  return [
    `<rect width="${width}" height="${height}" rx="${r(height * 0.18)}" fill="${colour}"/>`,
    `<circle cx="${r(width - height * 0.42)}" cy="${r(height / 2)}" r="${r(height * 0.16)}" fill="#e60278"/>`,
    `<text x="${r(height * 0.3)}" y="${r(height * 0.68)}" font-family="Arial, Helvetica, sans-serif" font-size="${r(height * 0.5)}" font-weight="700" fill="#ffffff">${brand}</text>`,
  ].join('');
}

/** What an asset shows, from its file name, alt text and shape. */
export function sceneKind({ fileName, alt, width, height }) {
  const words = `${fileName} ${alt}`.toLowerCase();
  if (fileName.endsWith('.svg')) return 'wordmark';
  if (/^leader-/.test(fileName)) return 'portrait';
  if (/award|winners|stage|ceremony/.test(words)) return 'stage';
  if (/template|cover letter|checklist/.test(words) || (height > width && width >= 1000)) return 'document';
  if (/chart|insight|report|trend|salary|growth|statistic|survey|pay/.test(words)) return 'chart';
  if (/phone|app\b|mobile/.test(words)) return 'phone';
  if (width / height >= 2.5) return 'skyline';
  if (width === height && width <= 700) return 'portrait';
  return 'office';
}

const BRAND_NAMES = { seek: 'SEEK', jobsdb: 'Jobsdb', jobstreet: 'Jobstreet' };
const SCENES = { portrait, office, chart, skyline, stage, phone, document: documentPage };

/**
 * The SVG of a seeded image asset, `width` by `height` like the asset's record.
 * @param {{ fileName: string, alt: string, width: number, height: number }} asset
 */
export function illustrationSvg(asset) {
  const { width, height, fileName } = asset;
  const kind = sceneKind(asset);
  let body;
  if (kind === 'wordmark') {
    body = wordmark(BRAND_NAMES[/^[a-z]+/i.exec(fileName)?.[0] ?? ''] ?? 'SEEK', width, height);
  } else {
    const random = randomFor(fileName);
    body = SCENES[kind](random, width, height, pick(random, PALETTES));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>\n`;
}

/**
 * Writes the illustration of every image asset of the corpus into `dir`/images/, replacing what was there.
 * @param {{ fields: { handle: string, fileName: string, mimeType?: string, width?: number, height?: number, alt?: string } }[]} assets
 * @param {string} dir
 */
export async function writeIllustrations(assets, dir) {
  const folder = join(dir, 'images');
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  const written = new Set();
  for (const { fields } of assets) {
    if (!fields.mimeType?.startsWith('image/') || !fields.width || !fields.height) continue;
    const file = imageSourceFile(fields.fileName);
    if (written.has(file)) throw new Error(`Two image assets share the file name ${fields.fileName}`);
    written.add(file);
    const svg = illustrationSvg({
      fileName: fields.fileName,
      alt: fields.alt ?? '',
      width: fields.width,
      height: fields.height,
    });
    await writeFile(join(dir, file), svg);
  }
  return (await readdir(folder)).length;
}

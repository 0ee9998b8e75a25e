import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { axeViolations } from './axe';
import { desktop, phone, siteUrl, useBrowser } from './browser';

const browser = useBrowser();

async function openBuilder(page: Page, site = 'employer-au', path = '/hiring-advice') {
  await page.goto(siteUrl(site, path));
  await page.locator('[data-island="InterviewBuilder"] > *').first().scrollIntoViewIfNeeded();
  await page.waitForSelector('[data-island="InterviewBuilder"][data-island-hydrated="true"]', {
    state: 'attached',
  });
}

const chosenPanel = (page: Page) => page.getByRole('region', { name: 'Your interview questions' });
const chosenTexts = (page: Page) =>
  chosenPanel(page)
    .locator('li [title]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('title')));

/** Opens a category and adds its first question that is not chosen yet; answers that question. */
async function addFirstOf(page: Page, category: string): Promise<string> {
  const details = page.locator(`details[data-category="${category}"]`);
  if (!(await details.evaluate((d: HTMLDetailsElement) => d.open))) await details.locator('summary').click();
  const add = details.getByRole('button', { name: /^Add question: / }).first();
  const name = (await add.getAttribute('aria-label'))!.replace('Add question: ', '');
  await add.click();
  return name;
}

const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]').textContent();

/**
 * Two frames drawn: dnd-kit measures the list in an effect after a pick-up or a move is rendered, and ignores an
 * arrow key that comes before.
 */
const framesDrawn = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Presses a key during a keyboard drag once the list is measured, and waits for dnd-kit to speak the move, as a
 * screen-reader user hears it before pressing the next key.
 */
async function moveAnnounced(page: Page, key: string, announcement: string) {
  await framesDrawn(page);
  await page.keyboard.press(key);
  await expect.poll(() => liveRegion(page), { timeout: 10_000 }).toContain(announcement);
}

async function dragBy(page: Page, handle: Locator, target: Locator) {
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Past the 5 px activation distance (spec §9), then on to the target in steps so dnd-kit sees the move.
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 8, { steps: 2 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 4, { steps: 12 });
  await page.mouse.up();
}

/**
 * A finger on `handle` moved onto `target` (Chromium's touch events, as a phone sends them), held `holdMs` before
 * it moves.
 */
async function touchDrag(page: Page, handle: Locator, target: Locator, holdMs: number) {
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: Math.round(x), y: Math.round(y) }],
    });
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  await touch('touchStart', x, y);
  await page.waitForTimeout(holdMs);
  const endY = to.y + to.height / 2 + 4;
  for (let step = 1; step <= 12; step++) await touch('touchMove', x, y + ((endY - y) * step) / 12);
  await touch('touchEnd', x, endY);
  await cdp.detach();
}

describe('interview template builder', () => {
  it(
    'adds from every category and a custom question, reorders by mouse and keyboard, removes, and remembers after a reload',
    { timeout: 90_000 },
    async () => {
      const { page, errors } = await browser.open(desktop);
      await openBuilder(page);
      const added: string[] = [];
      for (const category of ['motivation', 'behavioural', 'situational', 'skillsBased'])
        added.push(await addFirstOf(page, category));
      const custom = 'What would your last manager say is your greatest strength?';
      await page.getByRole('textbox', { name: 'Write your own question' }).fill(custom);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      added.push(custom);
      await expect(chosenTexts(page)).resolves.toEqual(added);
      await expect(
        page.getByRole('region', { name: 'Your own questions' }).getByText(custom).count(),
      ).resolves.toBe(1);

      // Spec §9: the reorder area is at least 480 px high.
      const area = (await chosenPanel(page).locator('[data-reorder-area]').boundingBox())!;
      expect(area.height).toBeGreaterThanOrEqual(480);

      // Mouse: the first question dragged onto the third.
      const items = chosenPanel(page).locator('li');
      await dragBy(page, items.nth(0).getByRole('button', { name: /^Reorder question/ }), items.nth(2));
      await expect.poll(() => chosenTexts(page)).toEqual([added[1], added[2], added[0], added[3], added[4]]);

      // Keyboard: the last question picked up with Space, moved up twice, dropped with Space; announced.
      await items
        .nth(4)
        .getByRole('button', { name: /^Reorder question/ })
        .focus();
      await page.keyboard.press('Space');
      await expect
        .poll(() => liveRegion(page), { timeout: 10_000 })
        .toContain(`Picked up question 5 of 5: ${custom}`);
      // Each move is announced before the next key, as a screen-reader user hears it.
      for (const position of [4, 3])
        await moveAnnounced(page, 'ArrowUp', `Question moved to position ${position} of 5`);
      await page.keyboard.press('Space');
      await expect
        .poll(() => liveRegion(page), { timeout: 10_000 })
        .toContain('Question dropped at position 3 of 5');
      await expect.poll(() => chosenTexts(page)).toEqual([added[1], added[2], custom, added[0], added[3]]);

      await chosenPanel(page)
        .getByRole('button', { name: `Remove question: ${added[3]}` })
        .click();
      const final = [added[1], added[2], custom, added[0]];
      await expect(chosenTexts(page)).resolves.toEqual(final);
      expect(await axeViolations(page)).toEqual([]);

      await page.reload();
      await openBuilder(page);
      await expect.poll(() => chosenTexts(page)).toEqual(final);
      expect(errors).toEqual([]);
    },
  );

  it(
    'on a phone shows one panel at a time, switched by Preview and Add more questions',
    { timeout: 60_000 },
    async () => {
      const { page, errors } = await browser.open(phone);
      await openBuilder(page);
      const categories = page.getByRole('region', { name: 'Question categories' });
      await expect(categories.isVisible()).resolves.toBe(true);
      await expect(chosenPanel(page).isVisible()).resolves.toBe(false);
      const question = await addFirstOf(page, 'behavioural');
      await page.getByRole('button', { name: 'Preview' }).click();
      await expect(chosenPanel(page).isVisible()).resolves.toBe(true);
      await expect(categories.isVisible()).resolves.toBe(false);
      await expect(chosenTexts(page)).resolves.toEqual([question]);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Add more questions' }).click();
      await expect(categories.isVisible()).resolves.toBe(true);
      await expect(chosenPanel(page).isVisible()).resolves.toBe(false);
      expect(errors).toEqual([]);
    },
  );

  it(
    'reorders by touch only after the finger is held 1 s (spec §9), on a phone',
    { timeout: 60_000 },
    async () => {
      const { page, errors } = await browser.open(phone, [], { touch: true });
      await openBuilder(page);
      const added = [await addFirstOf(page, 'motivation'), await addFirstOf(page, 'behavioural')];
      await addFirstOf(page, 'situational').then((name) => added.push(name));
      await page.getByRole('button', { name: 'Preview' }).tap();
      await expect(chosenTexts(page)).resolves.toEqual(added);
      const items = chosenPanel(page).locator('li');
      const handle = () => items.nth(0).getByRole('button', { name: /^Reorder question/ });
      // A finger that moves at once scrolls the page: nothing is dragged.
      await touchDrag(page, handle(), items.nth(2), 100);
      await expect(chosenTexts(page)).resolves.toEqual(added);
      // Held for the 1 s delay, then moved: the first question goes to the third place.
      await touchDrag(page, handle(), items.nth(2), 1_200);
      await expect.poll(() => chosenTexts(page)).toEqual([added[1], added[2], added[0]]);
      expect(errors).toEqual([]);
    },
  );

  it('speaks Thai and lists Thai questions on the Thai site', { timeout: 60_000 }, async () => {
    const { page, errors } = await browser.open(desktop);
    await openBuilder(page, 'employer-th', '/th/hiring-advice');
    await expect(page.getByRole('region', { name: 'หมวดหมู่คำถาม' }).isVisible()).resolves.toBe(true);
    await page.locator('details[data-category="motivation"] summary').click();
    await page.getByRole('button', { name: 'เพิ่ม: อะไรที่ทำให้คุณสนใจตำแหน่งนี้และบริษัทของเรา' }).click();
    await expect(
      page
        .getByRole('region', { name: 'คำถามสัมภาษณ์ของคุณ' })
        .locator('li [title]')
        .first()
        .getAttribute('title'),
    ).resolves.toBe('อะไรที่ทำให้คุณสนใจตำแหน่งนี้และบริษัทของเรา');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

const execFileAsync = promisify(execFile);

/** Reads a downloaded PDF back with poppler: its text and the size of its first page in points. */
async function readPdf(file: string) {
  const { stdout: text } = await execFileAsync('pdftotext', ['-layout', file, '-']);
  const { stdout: info } = await execFileAsync('pdfinfo', [file]);
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
  const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
  return { text, width: Number(size?.[1]), height: Number(size?.[2]), pages };
}

const pdfRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/react-pdf|interview-pdf/.test(request.url())) seen.push(request.url());
  });
  return seen;
};

describe('interview questions PDF', () => {
  it(
    'loads the PDF code only on click and downloads an A4 PDF with page numbers after 2 s',
    { timeout: 120_000 },
    async () => {
      const { page, errors } = await browser.open(desktop);
      const requested = pdfRequests(page);
      await openBuilder(page);
      // Found by its place, not its name: the name changes to 'Downloading' while it works.
      const button = chosenPanel(page).getByRole('button', { name: /^Download/ });
      // An empty list: the button says it is unavailable, and a click does nothing and loads nothing.
      await expect(button.getAttribute('aria-disabled')).resolves.toBe('true');
      await button.click({ force: true });
      await expect(button.textContent()).resolves.toBe('Download PDF');
      const added = [];
      for (const category of ['motivation', 'behavioural', 'situational', 'skillsBased'])
        for (let i = 0; i < 4; i += 1) added.push(await addFirstOf(page, category));
      expect(requested).toEqual([]);

      const clicked = Date.now();
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 90_000 }),
        button.click(),
        expect.poll(() => button.textContent()).toBe('Downloading'),
      ]);
      expect(Date.now() - clicked).toBeGreaterThanOrEqual(1900);
      expect(requested.some((url) => /react-pdf/.test(url))).toBe(true);
      expect(download.suggestedFilename()).toBe('interview-questions.pdf');
      const file = await download.path();
      const pdf = await readPdf(file);
      // A4 is 595 x 842 points.
      expect(Math.round(pdf.width)).toBe(595);
      expect(Math.round(pdf.height)).toBe(842);
      expect(pdf.pages).toBeGreaterThanOrEqual(2);
      expect(pdf.text).toContain('Interview questions');
      expect(pdf.text).toContain(`Page 1 of ${pdf.pages}`);
      expect(pdf.text).toContain(`Page ${pdf.pages} of ${pdf.pages}`);
      const flat = pdf.text.replace(/\s+/g, ' ');
      for (const question of [added[0], added[15]]) expect(flat).toContain(question!.replace(/\s+/g, ' '));
      await expect.poll(() => button.textContent(), { timeout: 5_000 }).toBe('Download PDF');
      expect(errors).toEqual([]);
    },
  );

  it('writes Thai questions with a Thai font on the Thai site', { timeout: 120_000 }, async () => {
    const { page, errors } = await browser.open(phone);
    await openBuilder(page, 'employer-th', '/th/hiring-advice');
    await page.locator('details[data-category="motivation"] summary').click();
    await page.getByRole('button', { name: 'เพิ่ม: อะไรที่ทำให้คุณสนใจตำแหน่งนี้และบริษัทของเรา' }).click();
    await page.getByRole('button', { name: 'ดูตัวอย่าง' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 90_000 }),
      page.getByRole('button', { name: 'ดาวน์โหลด PDF' }).click(),
    ]);
    const file = await download.path();
    const pdf = await readPdf(file);
    expect(Math.round(pdf.width)).toBe(595);
    // Read in content order, compared character by character with every vowel and tone mark, the last included
    // (each SARA AM used to cost its line the last glyph); pdftotext adds spaces at word gaps, so spaces are ignored.
    const { stdout: raw } = await execFileAsync('pdftotext', ['-raw', file, '-']);
    const characters = (text: string) => text.normalize('NFKC').replace(/\s+/g, '');
    const lines = raw.split('\n').map(characters);
    expect(lines).toContain(characters('คำถามสัมภาษณ์'));
    expect(lines).toContain(`1.${characters('อะไรที่ทำให้คุณสนใจตำแหน่งนี้และบริษัทของเรา')}`);
    expect(lines).toContain(characters('หน้า 1 จาก 1'));
    const { stdout: fonts } = await execFileAsync('pdffonts', [await download.path()]);
    expect(fonts).toMatch(/NotoSansThai/i);
    expect(errors).toEqual([]);
  });
});

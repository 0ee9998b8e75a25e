import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { axeViolations } from './axe';
import { desktop, phone, siteUrl, useBrowser } from './browser';

const browser = useBrowser();

/** Waits until an island of this name is hydrated: React owns its elements. */
async function hydrated(page: Page, name: string) {
  await page.waitForSelector(`[data-island="${name}"][data-island-hydrated="true"]`, { state: 'attached' });
}
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const focusedLabel = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim(),
  );

/** Players live on other hosts; the tests serve a small local player page in their place (no network). */
async function localPlayers(page: Page) {
  await page.route(/^https:\/\/(players\.brightcove\.net|www\.youtube-nocookie\.com)\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Player</title><p>Local test player</p></html>',
    }),
  );
}

describe('accordion', () => {
  it('opens and closes answers with Enter and Space, and moves between headers with the arrow keys', async () => {
    const { page, errors } = await browser.open(desktop);
    await page.goto(siteUrl('candidate-au', '/about'));
    const first = page.getByRole('button', { name: 'How do I contact customer service?' });
    await first.scrollIntoViewIfNeeded();
    await hydrated(page, 'Accordion');
    const second = page.getByRole('button', { name: 'Where can I read about your privacy practices?' });
    const answer = page.getByText('Use the contact form in our help centre');
    await expect(answer.isVisible()).resolves.toBe(false);

    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(answer.isVisible()).resolves.toBe(true);
    await expect(
      page.getByRole('region', { name: 'How do I contact customer service?' }).isVisible(),
    ).resolves.toBe(true);

    await page.keyboard.press('ArrowDown');
    await expect(focusedText(page)).resolves.toBe('Where can I read about your privacy practices?');
    await page.keyboard.press('Space');
    await expect(second.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('ArrowDown');
    await expect(focusedText(page)).resolves.toBe('How do I contact customer service?');
    await page.keyboard.press('Enter');
    await expect(answer.isVisible()).resolves.toBe(false);
    await page.keyboard.press('End');
    await expect(focusedText(page)).resolves.toBe('Where can I read about your privacy practices?');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('videos and guides page', () => {
  it('switches tabs with the arrow keys, Home and End, keeping one tab in the Tab order', async () => {
    const { page, errors } = await browser.open(desktop);
    await localPlayers(page);
    await page.goto(siteUrl('candidate-au', '/career-advice/videos-and-guides'));
    await page.getByRole('tablist', { name: 'Quick guides' }).scrollIntoViewIfNeeded();
    await hydrated(page, 'Tabs');
    const tab = (name: string) => page.getByRole('tab', { name });
    await expect(page.getByRole('tabpanel').textContent()).resolves.toContain('Tailor the first third');

    await tab('Resume').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Cover letter').getAttribute('aria-selected')).resolves.toBe('true');
    await expect(focusedText(page)).resolves.toBe('Cover letter');
    await expect(page.getByRole('tabpanel').textContent()).resolves.toContain('Three short paragraphs');
    await page.keyboard.press('End');
    await expect(tab('Interview').getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('ArrowRight');
    await expect(tab('Resume').getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('ArrowLeft');
    await expect(tab('Interview').getAttribute('aria-selected')).resolves.toBe('true');
    await expect(tab('Resume').getAttribute('tabindex')).resolves.toBe('-1');
    // Tab leaves the tab list for the panel.
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe('tabpanel');
    await tab('Resume').click();
    await expect(page.getByRole('tabpanel').textContent()).resolves.toContain('Use numbers to show impact');
    expect(errors).toEqual([]);
  });

  it('plays the Brightcove video: spinner, poster with its name and length, then the player', async () => {
    const { page, errors } = await browser.open(desktop);
    await localPlayers(page);
    await page.goto(siteUrl('candidate-au', '/career-advice/videos-and-guides'));
    await hydrated(page, 'VideoFrame');
    const play = page.getByRole('button', { name: "Play video: How to answer 'Tell me about yourself'" });
    await play.waitFor();
    await expect(play.textContent()).resolves.toContain('3:34');
    const poster = play.locator('img');
    await expect(poster.getAttribute('src')).resolves.toMatch(
      /\/assets\/videos\/6312345678112\/poster\.jpg$/,
    );
    await expect(
      poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).resolves.toBe(true);

    await play.focus();
    await page.keyboard.press('Enter');
    const frame = page.locator('[data-island="VideoFrame"] iframe');
    await expect(frame.getAttribute('src')).resolves.toBe(
      'https://players.brightcove.net/6087226211001/default_default/index.html?videoId=6312345678112&autoplay=true',
    );
    await expect(frame.getAttribute('title')).resolves.toBe("How to answer 'Tell me about yourself'");
    await page.frameLocator('[data-island="VideoFrame"] iframe').getByText('Local test player').waitFor();
    await page.locator('[data-island="VideoFrame"] [role="status"]').waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('IFRAME');
    expect(errors).toEqual([]);
  });

  it('opens a video in a dialog from the keyboard; Escape closes it and focus returns to the card', async () => {
    const { page, errors } = await browser.open(phone);
    await localPlayers(page);
    await page.goto(siteUrl('candidate-au', '/career-advice/videos-and-guides'));
    const card = page.getByRole('button', { name: 'Play video: Preparing for a video interview' });
    await card.scrollIntoViewIfNeeded();
    await hydrated(page, 'VideoDialog');
    const cards = page.locator('[data-island="VideoDialog"]').getByRole('button', { name: /^Play video: / });
    await expect(cards.count()).resolves.toBe(3);

    await card.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Preparing for a video interview' });
    await dialog.waitFor();
    await expect(focusedLabel(page)).resolves.toBe('Close');
    await expect(dialog.locator('iframe').getAttribute('src')).resolves.toBe(
      'https://www.youtube-nocookie.com/embed/Xq3Kx6ozR1E?autoplay=1',
    );
    await page.frameLocator('dialog iframe').getByText('Local test player').waitFor();
    // The page behind the modal dialog is inert: Tab never reaches it.
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Tab');
      await expect(
        page.evaluate(() => {
          const active = document.activeElement;
          return !active || active === document.body || Boolean(active.closest('dialog'));
        }),
      ).resolves.toBe(true);
    }
    await dialog.getByRole('button', { name: 'Close' }).focus();

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(focusedLabel(page)).resolves.toBe('Play video: Preparing for a video interview');

    await page.getByRole('button', { name: 'Play video: Writing a resume that gets noticed' }).click();
    await page.getByRole('dialog', { name: 'Writing a resume that gets noticed' }).waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  it('filters articles by topic: the first topic at first, then the chosen one, then all', async () => {
    const { page, errors } = await browser.open(desktop);
    await localPlayers(page);
    await page.goto(siteUrl('candidate-au', '/career-advice/videos-and-guides'));
    const select = page.getByLabel('Choose a topic');
    await select.scrollIntoViewIfNeeded();
    await hydrated(page, 'TopicList');
    const topic = (name: string) => page.getByRole('region', { name });
    await expect(topic('Getting the job').isVisible()).resolves.toBe(true);
    await expect(topic('Wellbeing at work').isVisible()).resolves.toBe(false);
    await expect(topic('Getting the job').getByRole('article').count()).resolves.toBe(5);

    await select.focus();
    await select.selectOption({ label: 'Wellbeing at work' });
    await expect(topic('Getting the job').isVisible()).resolves.toBe(false);
    await expect(topic('Wellbeing at work').getByRole('article').count()).resolves.toBe(3);
    await expect(page.getByRole('status').filter({ hasText: 'articles' }).textContent()).resolves.toBe(
      '3 articles',
    );
    await select.selectOption({ label: 'All topics' });
    for (const name of ['Getting the job', 'Pay and progression', 'Wellbeing at work'])
      await expect(topic(name).isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('our team page', () => {
  it('pages through testimonials three at a time on desktop; the arrow keys wrap', async () => {
    const { page, errors } = await browser.open(desktop);
    await page.goto(siteUrl('candidate-au', '/about/our-team'));
    const carousel = page.getByRole('region', { name: 'What readers tell us' });
    await carousel.scrollIntoViewIfNeeded();
    await hydrated(page, 'TestimonialCarousel');
    const visibleQuotes = () => carousel.locator('figure:visible').count();
    const previous = carousel.getByRole('button', { name: 'Previous slide' });
    const next = carousel.getByRole('button', { name: 'Next slide' });
    await expect(visibleQuotes()).resolves.toBe(3);
    await expect(previous.isVisible()).resolves.toBe(false);
    await expect(carousel.getByRole('button', { name: 'Go to slide 1' }).isVisible()).resolves.toBe(false);
    const card = await carousel.locator('figure:visible').first().boundingBox();
    expect(card?.height).toBe(248);

    await next.focus();
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('group', { name: '2 of 3' }).isVisible()).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('group', { name: '3 of 3' }).isVisible()).resolves.toBe(true);
    await expect(visibleQuotes()).resolves.toBe(1);
    await expect(next.isVisible()).resolves.toBe(false);
    // Focus moved to the button still shown.
    await expect(focusedLabel(page)).resolves.toBe('Previous slide');
    await page.keyboard.press('ArrowRight');
    await expect(carousel.getByRole('group', { name: '1 of 3' }).isVisible()).resolves.toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect(carousel.getByRole('group', { name: '3 of 3' }).isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('pages through the office gallery three images at a time, wrapping at both ends', async () => {
    const { page, errors } = await browser.open(desktop);
    await page.goto(siteUrl('candidate-au', '/about/our-team'));
    const gallery = page.getByRole('region', { name: 'Life at our Melbourne office' });
    await gallery.scrollIntoViewIfNeeded();
    await hydrated(page, 'GalleryCarousel');
    await expect(gallery.locator('img:visible').count()).resolves.toBe(3);
    const previous = gallery.getByRole('button', { name: 'Previous slide' });
    await previous.focus();
    await page.keyboard.press('Enter');
    await expect(gallery.getByRole('group', { name: '3 of 3' }).isVisible()).resolves.toBe(true);
    await expect(
      gallery.getByRole('img', { name: 'The view over the Yarra from level 12' }).isVisible(),
    ).resolves.toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByRole('group', { name: '1 of 3' }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it('shows one testimonial per slide with bullets on a phone', async () => {
    const { page } = await browser.open(phone);
    await page.goto(siteUrl('candidate-au', '/about/our-team'));
    const carousel = page.getByRole('region', { name: 'What readers tell us' });
    await carousel.scrollIntoViewIfNeeded();
    await hydrated(page, 'TestimonialCarousel');
    await expect(carousel.getByRole('group', { name: '1 of 7' }).isVisible()).resolves.toBe(true);
    await expect(carousel.locator('figure:visible').count()).resolves.toBe(1);
    const bullet = carousel.getByRole('button', { name: 'Go to slide 5' });
    await bullet.focus();
    await page.keyboard.press('Space');
    await expect(carousel.getByRole('group', { name: '5 of 7' }).isVisible()).resolves.toBe(true);
    await expect(bullet.getAttribute('aria-current')).resolves.toBe('true');
    await expect(carousel.locator('figure:visible').textContent()).resolves.toContain('Sarah O’Neill');
  });

  it('counts the numbers up from 0 when scrolled into view and stops at them', async () => {
    const { page, errors } = await browser.open(phone);
    await page.goto(siteUrl('candidate-au', '/about/our-team'));
    const counter = page.locator('[data-island="NumericalCounter"] p').nth(2);
    await hydrated(page, 'NumericalCounter');
    await counter.scrollIntoViewIfNeeded();
    // Counting: a value between 0 and 92 shows first, then 92 and no further.
    await page.waitForFunction(
      (el) => Number(el?.getAttribute('data-count')) > 0 && Number(el?.getAttribute('data-count')) < 92,
      await counter.elementHandle(),
    );
    await page.waitForFunction(
      (el) => el?.getAttribute('data-count') === '92',
      await counter.elementHandle(),
    );
    await page.waitForTimeout(300);
    await expect(counter.getAttribute('data-count')).resolves.toBe('92');
    await expect(counter.textContent()).resolves.toContain('92%');
    expect(errors).toEqual([]);
  });

  it("sets the numbers in the block's three columns on a desktop and one under another on a phone", async () => {
    for (const [viewport, rows] of [
      [desktop, 1],
      [phone, 3],
    ] as const) {
      const { page } = await browser.open(viewport);
      await page.goto(siteUrl('candidate-au', '/about/our-team'));
      const tops = await page
        .locator('[data-island="NumericalCounter"]')
        // Each marker is `display: contents`: its card is the element it holds.
        .evaluateAll((cards) =>
          cards.map((card) => Math.round(card.firstElementChild!.getBoundingClientRect().top)),
        );
      expect(tops).toHaveLength(3);
      expect(new Set(tops).size).toBe(rows);
      await page.close();
    }
  });

  it('shows the numbers at once when the reader prefers reduced motion', async () => {
    const { page } = await browser.open(desktop);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(siteUrl('candidate-au', '/about/our-team'));
    await hydrated(page, 'NumericalCounter');
    const counter = page.locator('[data-island="NumericalCounter"] p').first();
    await counter.scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
    await expect(counter.getAttribute('data-count')).resolves.toBe('2.4');
  });

  it('cuts team descriptions at 175 characters on a phone, with Show more and Show less', async () => {
    const { page, errors } = await browser.open(phone);
    await page.goto(siteUrl('candidate-au', '/about/our-team'));
    const priya = page.locator('[data-island="TeamMemberDescription"]').nth(1);
    await priya.scrollIntoViewIfNeeded();
    await hydrated(page, 'TeamMemberDescription');
    const shown = () => priya.locator('p:visible').allTextContents();
    const cut = (await shown()).join(' ');
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(176);

    const more = priya.getByRole('button', { name: 'Show more' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(
      priya.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded'),
    ).resolves.toBe('true');
    expect((await shown()).join(' ')).toContain('the drivers that keep people in their jobs.');
    await page.keyboard.press('Enter');
    await expect(priya.getByRole('button', { name: 'Show more' }).isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('cuts at 350 characters on wider screens, where a shorter description shows whole', async () => {
    const { page } = await browser.open(desktop);
    await page.goto(siteUrl('candidate-au', '/about/our-team'));
    await page.getByRole('heading', { name: 'Amanda Wright' }).scrollIntoViewIfNeeded();
    await hydrated(page, 'TeamMemberDescription');
    const [amanda, priya] = [0, 1].map((n) => page.locator('[data-island="TeamMemberDescription"]').nth(n));
    const amandaText = (await amanda!.locator('p:visible').allTextContents()).join(' ');
    expect(amandaText.endsWith('…')).toBe(true);
    expect(amandaText.length).toBeLessThanOrEqual(351);
    await expect(amanda!.getByRole('button', { name: 'Show more' }).isVisible()).resolves.toBe(true);
    await expect(priya!.getByRole('button', { name: 'Show more' }).isVisible()).resolves.toBe(false);
    expect((await priya!.locator('p:visible').allTextContents()).join(' ')).toContain(
      'keep people in their jobs.',
    );
  });
});

describe('research page', () => {
  it('opens at ?page=, pushes history as the reader moves, and Back shows the section again', async () => {
    const { page, errors } = await browser.open(desktop);
    await page.goto(siteUrl('candidate-au', '/market-insights/research-report?page=methodology'));
    await hydrated(page, 'ResearchFrame');
    const frame = page.frameLocator('[data-island="ResearchFrame"] iframe');
    await frame.getByRole('heading', { name: 'Methodology' }).waitFor();
    await expect(frame.getByRole('heading', { name: 'Sample' }).isVisible()).resolves.toBe(false);

    await frame.getByRole('link', { name: 'Sample' }).click();
    await frame.getByRole('heading', { name: 'Sample' }).waitFor();
    await page.waitForURL(/\?page=sample$/);
    await page.goBack();
    await page.waitForURL(/\?page=methodology$/);
    await frame.getByRole('heading', { name: 'Methodology' }).waitFor();
    await expect(frame.getByRole('heading', { name: 'Sample' }).isVisible()).resolves.toBe(false);

    // A second after loading, the frame takes the research page's own height.
    const iframe = page.locator('[data-island="ResearchFrame"] iframe');
    await page.waitForFunction(
      (el) => el && el.getBoundingClientRect().height !== 900,
      await iframe.elementHandle(),
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

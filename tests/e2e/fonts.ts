import type { Page } from 'playwright-core';

/**
 * Text a reader sees in the browser's serif default (Times) instead of the theme's typeface: the elements
 * holding it, with the start of their text.
 */
export const serifText = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode.textContent?.trim();
      const element = walker.currentNode.parentElement;
      if (!text || !element || element.closest('script, style, noscript')) continue;
      const family = getComputedStyle(element).fontFamily;
      if (/times|^"?serif"?$/i.test(family))
        found.push(`${element.tagName} "${text.slice(0, 30)}" in ${family}`);
    }
    return found;
  });

import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import { islandMapFromFolders, islandNames } from '../../scripts/lib/island-map.mjs';
import { I18nProvider } from '../i18n';
import { MobileMenu, type MenuLink } from '../widgets/MobileMenu/MobileMenu';
import { mobileMenuTexts } from '../widgets/MobileMenu/texts';

import { IslandCollector, IslandCollectorProvider } from './collector';
import { islandComponents } from './components.generated';
import { HYDRATE_ATTR, ID_ATTR, ISLAND_ATTR, PROPS_ATTR } from './constants';
import { Island } from './Island';
import { islandLoaders } from './loaders.generated';
import { enhancePlainIslands } from './test-enhance';

const links: MenuLink[] = [
  { text: 'Career advice', href: '/career-advice' },
  { text: 'About', href: '/about', subLinks: [{ text: 'Newsroom', href: '/about/news' }] },
];
const texts = mobileMenuTexts('en');

afterEach(cleanup);

describe('Island', () => {
  it('renders the widget inside a marker with its name, JSON props and hydration strategy', () => {
    const collector = new IslandCollector();
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <IslandCollectorProvider collector={collector}>
        <I18nProvider language="en">
          <Island name="MobileMenu" props={{ links, texts }} hydrate="idle" />
        </I18nProvider>
      </IslandCollectorProvider>,
    );
    const marker = host.querySelector(`[${ISLAND_ATTR}]`);
    expect(marker?.getAttribute(ISLAND_ATTR)).toBe('MobileMenu');
    expect(JSON.parse(marker?.getAttribute(PROPS_ATTR) ?? '')).toEqual({ links, texts });
    expect(marker?.getAttribute(HYDRATE_ATTR)).toBe('idle');
    expect(marker?.querySelector('button')?.getAttribute('aria-label')).toBe('Open menu');
    expect([...collector]).toEqual(['MobileMenu']);
  });

  it('gives each island a page-unique id that its element ids derive from', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <IslandCollectorProvider collector={new IslandCollector()}>
        <I18nProvider language="en">
          <Island name="MobileMenu" props={{ links, texts }} />
          <Island name="MobileMenu" props={{ links, texts }} />
        </I18nProvider>
      </IslandCollectorProvider>,
    );
    const markers = [...host.querySelectorAll(`[${ISLAND_ATTR}]`)];
    expect(markers.map((m) => m.getAttribute(ID_ATTR))).toEqual(['MobileMenu-0', 'MobileMenu-1']);
    expect(markers.map((m) => m.querySelector('button')?.getAttribute('aria-controls'))).toEqual([
      'MobileMenu-0-panel',
      'MobileMenu-1-panel',
    ]);
  });

  it('records which islands hydrate on load, so only their files are preloaded', () => {
    const collector = new IslandCollector();
    renderToString(
      <IslandCollectorProvider collector={collector}>
        <I18nProvider language="en">
          <Island name="MobileMenu" props={{ links, texts }} hydrate="visible" />
          <Island name="ReadMore" props={{ controls: 'rest' }} />
        </I18nProvider>
      </IslandCollectorProvider>,
    );
    expect([...collector].sort()).toEqual(['MobileMenu', 'ReadMore']);
    expect([...collector.eager]).toEqual(['ReadMore']);
  });

  it('hydrates on load unless told otherwise', () => {
    const html = renderToString(
      <I18nProvider language="en">
        <Island name="MobileMenu" props={{ links: [], texts }} />
      </I18nProvider>,
    );
    expect(html).toContain(`${HYDRATE_ATTR}="load"`);
  });

  it('is every folder under ui/widgets, in the map made from them for the server and the browser', async () => {
    const root = path.resolve(import.meta.dirname, '../..');
    for (const [file, text] of Object.entries(await islandMapFromFolders(root)))
      expect(await readFile(path.join(root, file), 'utf8'), `${file}: node scripts/lib/island-map.mjs`).toBe(
        text,
      );
    const names = await islandNames(root);
    expect(Object.keys(islandComponents)).toEqual(names);
    expect(Object.keys(islandLoaders)).toEqual(names);
  });

  it('loads each island’s script: a plain one enhances the markup without React, a React one is its component', async () => {
    for (const [name, loader] of Object.entries(islandLoaders)) {
      const module: object = 'plain' in loader ? await loader.plain() : await loader.react();
      expect(Object.keys(module), name).toEqual('plain' in loader ? ['enhance'] : ['default']);
    }
  });
});

describe('MobileMenu', () => {
  // As a page renders it, then its plain browser script, as the hydrator runs it (no React in the browser).
  const renderMenu = async () => {
    const { container } = render(
      <I18nProvider language="en">
        <button type="button">Elsewhere</button>
        <Island name="MobileMenu" props={{ links, texts }} />
      </I18nProvider>,
    );
    await enhancePlainIslands(container);
  };

  it('starts closed', async () => {
    await renderMenu();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Career advice' })).toBeNull();
  });

  it('opens on click, showing every link', async () => {
    await renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const toggle = screen.getByRole('button', { name: 'Close menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const nav = screen.getByRole('navigation', { name: 'Menu' });
    expect(toggle.getAttribute('aria-controls')).toBe(nav.id);
    expect(screen.getByRole('link', { name: 'Career advice' }).getAttribute('href')).toBe('/career-advice');
    expect(screen.queryByRole('link', { name: 'Newsroom' })).toBeNull();
    const group = screen.getByRole('button', { name: 'Show About links' });
    expect(group.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('true');
    expect(group.textContent).toBe('−');
    expect(screen.getByRole('link', { name: 'Newsroom' }).getAttribute('href')).toBe('/about/news');
    fireEvent.click(toggle);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and gives focus back to its button', async () => {
    await renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    screen.getByRole('link', { name: 'About' }).focus();
    fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(document.activeElement).toBe(toggle);
    // Closed, Escape is no longer the menu's: focus stays where the reader put it.
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape' });
    expect(document.activeElement?.textContent).toBe('Elsewhere');
  });

  it('speaks the page’s language, given its texts in it', () => {
    render(<MobileMenu links={links} texts={mobileMenuTexts('th')} />);
    expect(screen.getByRole('button', { name: 'เปิดเมนู' })).toBeTruthy();
  });
});

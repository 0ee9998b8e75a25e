import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import { I18nProvider } from '../i18n';
import { IslandIdContext } from '../islands/island-id';
import { Providers } from '../layout/Providers';
import { Tabs } from '../widgets/Tabs/Tabs';

import { showBlock } from './block-test-fixtures';
import { BlockItem } from './BlockItem';

const rich = (...lines: string[]) => ({
  raw: { children: lines.map((text) => ({ type: 'paragraph', children: [{ text }] })) },
  text: lines.join('\n'),
});

afterEach(cleanup);

describe('TabGroupBlock', () => {
  it('tab group: a tab list with the first panel shown', async () => {
    await showBlock({
      __typename: 'TabGroup',
      id: 'tabs',
      title: 'Quick guides',
      tabs: [
        { id: 'r', label: 'Resume', content: rich('Two pages.') },
        { id: 'c', label: 'Cover letter', content: rich('Three paragraphs.') },
      ],
    });
    const tablist = screen.getByRole('tablist', { name: 'Quick guides' });
    expect(within(tablist).getByRole('tab', { name: 'Resume' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('Two pages.');
    fireEvent.keyDown(within(tablist).getByRole('tab', { name: 'Resume' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tabpanel').textContent).toContain('Three paragraphs.');
  });
});

describe('server slots', () => {
  it('keep the server’s panel content when the island hydrates without it, and stay interactive', async () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    host.innerHTML = renderToString(
      <Providers language="en">
        <BlockItem
          environment="production"
          item={{
            __typename: 'TabGroup',
            id: 'tabs',
            title: 'Guides',
            tabs: [
              { id: 'a', label: 'First', content: rich('Server text A') },
              { id: 'b', label: 'Second', content: rich('Server text B') },
            ],
          }}
        />
      </Providers>,
    );
    const marker = host.querySelector<HTMLElement>('[data-island="Tabs"]')!;
    const props = JSON.parse(marker.getAttribute('data-island-props') ?? '{}');
    await act(async () => {
      hydrateRoot(
        marker,
        createElement(
          I18nProvider,
          { language: 'en' },
          createElement(
            IslandIdContext.Provider,
            { value: marker.getAttribute('data-island-id') ?? '' },
            createElement(Tabs, props),
          ),
        ),
      );
    });
    fireEvent.click(within(marker).getByRole('tab', { name: 'Second' }));
    expect(within(marker).getByRole('tabpanel').textContent).toContain('Server text B');
    expect(marker.textContent).toContain('Server text A');
    host.remove();
  });
});

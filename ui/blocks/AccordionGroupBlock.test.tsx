import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { enhancePlainIslands } from '../islands/test-enhance';
import { renderWithStrings } from '../layout/test-render';

import { AccordionGroupBlock } from './AccordionGroupBlock';

const rich = (...lines: string[]) => ({
  raw: { children: lines.map((text) => ({ type: 'paragraph', children: [{ text }] })) },
  text: lines.join('\n'),
});

afterEach(cleanup);

describe('interactive block renderers', () => {
  it('accordion group: collapsed header buttons; Enter-activated buttons show the answers', async () => {
    const { container } = await renderWithStrings(
      <AccordionGroupBlock
        title="FAQ"
        accordions={[{ id: 'q', label: 'Is it free?', content: rich('Yes, always.') }]}
      />,
    );
    const button = screen.getByRole('button', { name: 'Is it free?' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Yes, always.').closest('[role="region"]')?.hasAttribute('hidden')).toBe(true);
    await enhancePlainIslands(container);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Is it free?' }).textContent).toContain('Yes, always.');
    fireEvent.click(button);
    expect(screen.getByText('Yes, always.').closest('[role="region"]')?.hasAttribute('hidden')).toBe(true);
  });
});

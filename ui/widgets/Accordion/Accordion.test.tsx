import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { Island } from '../../islands/Island';
import { enhancePlainIslands } from '../../islands/test-enhance';

import type { AccordionItem } from './Accordion';

// An accordion group as the CMS gives it (spec §2 accordion group): questions whose answers are rich text.
const items: AccordionItem[] = [
  { id: 'answer-apply', label: 'How do I apply for a job?' },
  { id: 'answer-profile', label: 'Who can see my profile?' },
  { id: 'answer-alerts', label: 'How do I stop job alerts?' },
];
const answers = ['Choose Apply on the job ad.', 'Only employers you apply to.', 'Open Settings.'];

/** The island as a page renders it, its answers put in the slots as the server leaves them, then its script. */
async function renderAccordion() {
  const { container } = render(<Island name="Accordion" props={{ items }} hydrate="idle" />);
  items.forEach((item, index) => {
    const slot = container.querySelector(`[data-slot="${item.id}"]`);
    if (slot) slot.innerHTML = `<p>${answers[index]}</p>`;
  });
  await enhancePlainIslands(container);
}

const header = (name: string) => screen.getByRole('button', { name });
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '')!;

afterEach(cleanup);

describe('Accordion', () => {
  it('starts with every answer hidden behind its question', async () => {
    await renderAccordion();
    for (const item of items) {
      const button = header(item.label);
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(panelOf(button).hidden).toBe(true);
    }
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows an answer when its question is pressed and hides it on the second press', async () => {
    await renderAccordion();
    const button = header('Who can see my profile?');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('region', { name: 'Who can see my profile?' });
    expect(region.textContent).toBe('Only employers you apply to.');
    // The other answers stay closed.
    expect(header('How do I apply for a job?').getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('moves focus between the questions with Up, Down, Home and End, wrapping at the ends', async () => {
    await renderAccordion();
    const [first, second, third] = items.map((item) => header(item.label));
    first!.focus();
    fireEvent.keyDown(first!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second!, { key: 'End' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third!, { key: 'Home' });
    expect(document.activeElement).toBe(first);
    // Other keys leave focus where it is.
    fireEvent.keyDown(first!, { key: 'a' });
    expect(document.activeElement).toBe(first);
  });
});

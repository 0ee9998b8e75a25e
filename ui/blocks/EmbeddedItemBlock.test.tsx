import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { BlockViewOf } from '../../model/blocks/registry';
import { renderWithStrings } from '../layout/test-render';

import { BlockItem } from './BlockItem';

afterEach(cleanup);

const show = (item: BlockViewOf<'EmbeddedItem'>, language: 'en' | 'th' = 'en') =>
  renderWithStrings(<BlockItem item={item} environment="production" />, language);

describe('EmbeddedItemBlock', () => {
  it('sanitises an embedded HTML snippet', async () => {
    const { container } = await show({
      __typename: 'EmbeddedItem',
      id: 'e',
      kind: 'codeSnippet',
      title: null,
      description: null,
      form: null,
      html: '<p onclick="alert(1)">Safe <b>text</b></p><script>alert(2)</script><iframe src="x"></iframe>',
    });
    const block = container.querySelector('[data-block="EmbeddedItem"]')!;
    expect(block.innerHTML).toContain('<p>Safe <b>text</b></p>');
    expect(block.querySelector('script, iframe, [onclick]')).toBeNull();
  });

  it('renders the interview builder island with the built-in questions in the page language', async () => {
    const { container } = await show(
      {
        __typename: 'EmbeddedItem',
        id: 'i',
        kind: 'interviewBuilder',
        title: null,
        description: null,
        form: null,
        html: null,
      },
      'th',
    );
    const block = screen.getByRole('region', { name: 'สร้างชุดคำถามสัมภาษณ์ของคุณ' });
    expect(block.getAttribute('data-widget')).toBe('interviewBuilder');
    const island = container.querySelector('[data-island="InterviewBuilder"]')!;
    const props = JSON.parse(island.getAttribute('data-island-props') ?? '{}') as {
      categories: { key: string; questions: { id: string; text: string }[] }[];
      storageKey: string;
    };
    expect(props.categories.map((c) => [c.key, c.questions.length])).toEqual([
      ['motivation', 12],
      ['behavioural', 12],
      ['situational', 7],
      ['skillsBased', 7],
    ]);
    expect(props.categories[0]?.questions[0]).toEqual({
      id: 'motivation-1',
      text: 'อะไรที่ทำให้คุณสนใจตำแหน่งนี้และบริษัทของเรา',
    });
    const ids = props.categories.flatMap((c) => c.questions.map((q) => q.id));
    expect(new Set(ids).size).toBe(38);
    expect(props.storageKey).toBe('interview-builder:th');
    expect(within(block).getByRole('button', { name: 'ดูตัวอย่าง' })).toBeTruthy();
    expect(block.textContent).not.toMatch(/coming soon|เปิดให้ใช้งานเร็ว/);
  });

  it('renders the job ad tier table of spec §9 and the first 4 feature cards, the rest behind Show more', async () => {
    await show({
      __typename: 'EmbeddedItem',
      id: 'j',
      kind: 'jobAdFeatureChart',
      title: 'Compare ads',
      description: null,
      form: null,
      html: null,
    });
    const table = screen.getByRole('table', { name: 'Job ad features by ad type' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Feature', 'Basic', 'Advanced', 'Premium'],
      ['Candidate invitations', '20', '30', '80'],
      ['Exposure', 'Standard', 'Promoted', 'Prioritised'],
      ['Enhanced targeting', '—Not included', 'Included', 'Included'],
      ['Promoted on competitive ads', '—Not included', 'Included', 'Included'],
      ['Exclusivity', '—Not included', '—Not included', 'Included'],
      ['Sent to high-fit candidates only', '—Not included', '—Not included', 'Included'],
      ['Branding', 'Optional', 'Optional', 'Included'],
    ]);
    const more = screen.getByText('Show more').closest('details')!;
    expect(more.open).toBe(false);
    const section = screen.getByRole('region', { name: 'Compare ads' });
    const cards = [...section.querySelectorAll('li')];
    expect(cards).toHaveLength(7);
    expect(cards.filter((card) => !more.contains(card))).toHaveLength(4);
  });

  it('renders the three profile visibility cards with the meanings of spec §6 and View CV only when allowed', async () => {
    await show({
      __typename: 'EmbeddedItem',
      id: 'p',
      kind: 'profileVisibilityCards',
      title: null,
      description: null,
      form: null,
      html: null,
    });
    const section = screen.getByRole('region', { name: 'Who can see your profile' });
    const cards = within(section).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Standard (recommended)',
      'Limited',
      'Hidden',
    ]);
    const [standard, limited, hidden] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(
      within(standard).getByText('Employers can see your profile, contact you and view your resume.'),
    ).toBeTruthy();
    expect(within(standard).getByText('View CV')).toBeTruthy();
    expect(
      within(limited).getByText(
        "Employers can see your profile and contact you, but can't view your resume.",
      ),
    ).toBeTruthy();
    expect(within(limited).getByText('CV not available')).toBeTruthy();
    expect(within(hidden).getByText("Employers can't see your profile or contact you.")).toBeTruthy();
    expect(within(hidden).getByText('CV not available')).toBeTruthy();
    expect(within(hidden).queryByText('View CV')).toBeNull();
    const details = hidden.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(
      within(details).getByText("Employers searching for candidates can't access your profile."),
    ).toBeTruthy();
    expect(
      within(details).getByText(
        'Your career history, skills, education and certifications are visible to employers only with your job applications.',
      ),
    ).toBeTruthy();
    expect(
      within(limited).getByText("Can't view your resume").closest('li')?.getAttribute('data-allowed'),
    ).toBe('false');
  });
});

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

  it('frames a tool that is not built yet, in the page language', async () => {
    await show(
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
    const frame = screen.getByRole('region', { name: 'สร้างชุดคำถามสัมภาษณ์ของคุณ' });
    expect(frame.getAttribute('data-widget')).toBe('interviewBuilder');
    expect(within(frame).getByText(/เครื่องมือนี้จะเปิดให้ใช้งานเร็ว/)).toBeTruthy();
  });
});

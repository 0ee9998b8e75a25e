import { describe, expect, it } from 'vitest';

import { withContext } from '../test-context';

import { loadBannerItem, loadForm } from './load-form';

describe('loadForm', () => {
  it('reads the subscribe form with its fields, validators and options', async () => {
    const { result, error } = await withContext('http://employer-au.localhost/x', (c) =>
      loadForm(c, 'subscribe'),
    );
    expect(error).toBeUndefined();
    expect(result).toMatchObject({
      __typename: 'Form',
      slug: 'subscribe',
      title: 'Get hiring insights in your inbox',
      apiEndpoint: 'hirer-subscription',
      ctaText: 'Subscribe',
      kind: 'subscription',
    });
    expect(result!.fields.map((f) => [f.key, f.kind, f.required])).toEqual([
      ['firstName', 'text', true],
      ['lastName', 'text', true],
      ['email', 'email', true],
      ['industry', 'select', true],
    ]);
    const email = result!.fields[2]!;
    expect(email.validators.map((rule) => rule.type)).toContain('email');
    expect(result!.fields[3]!.options).toHaveLength(4);
    expect(result!.description?.text).toMatch(/hiring advice/);
  });

  it('reads the Thai form, its consent and disclaimer in Thai too', async () => {
    const { result } = await withContext('http://employer-th.localhost/th/x', (c) =>
      loadForm(c, 'subscribe'),
    );
    expect(result).toMatchObject({ title: 'รับข้อมูลเชิงลึกด้านการจ้างงานทางอีเมล' });
    expect(result!.disclaimerText).toBe('เราจะไม่เปิดเผยข้อมูลของคุณแก่บุคคลที่สามเพื่อการตลาด');
    expect(result!.consentText).toMatch(/^เมื่อสมัครรับข่าวสาร/);
  });

  it('answers null for a form that does not exist', async () => {
    const { result } = await withContext('http://employer-au.localhost/x', (c) =>
      loadForm(c, 'no-such-form'),
    );
    expect(result).toBeNull();
  });
});

describe('loadBannerItem', () => {
  it('reads the contactus banner item with its action link', async () => {
    const { result } = await withContext('http://candidate-id.localhost/id/x', (c) =>
      loadBannerItem(c, 'contactus'),
    );
    expect(result).toMatchObject({
      __typename: 'BannerItem',
      slug: 'contactus',
      heading: { text: 'Butuh bantuan? Hubungi kami', level: 3 },
      backgroundColor: 'brandAccentLight',
    });
    expect(result!.actionGroup!.actions[0]!.link!.href).toMatch(/\/id\/contact$/);
  });
});

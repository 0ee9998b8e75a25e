import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { FormIslandProps } from '../../../model/form';
import { formTexts } from '../../forms/form-texts';
import { testField as field } from '../../forms/test-field';
import { I18nProvider, type Language } from '../../i18n';
import { Island } from '../../islands/Island';
import { enhancePlainIslands } from '../../islands/test-enhance';

import { RECAPTCHA_SCRIPT, type Grecaptcha } from './recaptcha';

const industries = [
  'Corporate Business',
  'Public sector/government',
  'Small to medium business',
  'Recruitment',
];

/** The subscription form as the worker's formView gives it: the fixed rules of spec §5 applied. */
const subscribe: FormIslandProps = {
  slug: 'subscribe',
  kind: 'subscription',
  ctaText: 'Subscribe',
  columns: 2,
  consentText: 'By subscribing you agree to receive emails from us.',
  disclaimerText: null,
  confirmationMessage: 'Thanks for subscribing!',
  document: null,
  fields: [
    field('firstName', 'text', {
      label: 'First name',
      validators: [{ type: 'maxLength', value: 40, errorMessage: null }],
    }),
    field('lastName', 'text', {
      label: 'Last name',
      validators: [{ type: 'maxLength', value: 40, errorMessage: null }],
    }),
    field('email', 'email', {
      label: 'Email address',
      validators: [
        { type: 'email', value: null, errorMessage: 'Enter a valid email address' },
        { type: 'maxLength', value: 255, errorMessage: null },
      ],
    }),
    field('industry', 'select', {
      label: 'Industry',
      placeholder: 'Select an industry',
      options: industries.map((value) => ({ value, label: value })),
    }),
  ],
};

const enquiry: FormIslandProps = {
  ...subscribe,
  slug: 'enquiry',
  kind: 'dynamic',
  ctaText: null,
  confirmationMessage: null,
  fields: [
    field('email', 'email', { label: 'Email' }),
    field('signature', 'signature', { label: 'Signature' }),
  ],
};

/**
 * The form as a page renders it on the server (static markup: React does not run it in the browser), then its
 * plain browser script on that markup, as the hydrator runs it.
 */
async function show(form: FormIslandProps, language: Language = 'en', recaptchaSiteKey?: string) {
  const props = {
    form,
    texts: formTexts(language),
    language,
    ...(recaptchaSiteKey ? { recaptchaSiteKey } : {}),
  };
  document.body.innerHTML = renderToString(
    <I18nProvider language={language}>
      <Island name="CmsForm" props={props} hydrate="visible" />
    </I18nProvider>,
  );
  await enhancePlainIslands(document.body);
}

const fill = (label: RegExp, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

const fillValid = () => {
  fill(/First name/, 'Mei');
  fill(/Last name/, 'Tan');
  fill(/Email address/, 'mei@example.com');
  fill(/Industry/, 'Recruitment');
};

const answer = (status: number, body: unknown = {}) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('CmsForm', () => {
  it('draws the fields by kind with labels, required marks, placeholder and the button text', async () => {
    await show(subscribe);
    const first = screen.getByLabelText(/First name/) as HTMLInputElement;
    expect(first.type).toBe('text');
    expect(first.getAttribute('aria-required')).toBe('true');
    expect((screen.getByLabelText(/Email address/) as HTMLInputElement).type).toBe('email');
    const industry = screen.getByLabelText(/Industry/) as unknown as HTMLSelectElement;
    expect([...industry.options].map((o) => o.text)).toEqual([
      'Select an industry',
      'Corporate Business',
      'Public sector/government',
      'Small to medium business',
      'Recruitment',
    ]);
    expect(screen.getByText('Fields marked * are required')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Subscribe' }).hasAttribute('disabled')).toBe(false),
    );
  });

  it('checks a field when focus leaves it, and ties the message to it', async () => {
    await show(subscribe);
    fill(/Email address/, 'mei@');
    const email = screen.getByLabelText(/Email address/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Enter a valid email address');
    fireEvent.change(email, { target: { value: 'mei@example.com' } });
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('on submit shows every error, focuses the first invalid field and sends nothing', async () => {
    const fetch = answer(200);
    await show(subscribe);
    fill(/First name/, 'Mei');
    fireEvent.submit(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Last name/)));
    expect(screen.getAllByText('Required field')).toHaveLength(3);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the answers to the Worker and replaces the form with the confirmation', async () => {
    const fetch = answer(200, { ok: true });
    await show(subscribe);
    fillValid();
    await act(async () => {
      fireEvent.submit(screen.getByRole('button', { name: 'Subscribe' }));
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/forms/subscribe');
    expect(JSON.parse(String(init?.body))).toEqual({
      values: { firstName: 'Mei', lastName: 'Tan', email: 'mei@example.com', industry: 'Recruitment' },
      language: 'en',
      sourcePage: window.location.pathname,
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Thanks for subscribing!');
    expect(document.activeElement).toBe(status);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows 'Something Wrong' when sending fails, and keeps the answers", async () => {
    answer(503, { error: 'Something Wrong' });
    await show(subscribe);
    fillValid();
    await act(async () => {
      fireEvent.submit(screen.getByRole('button', { name: 'Subscribe' }));
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Something Wrong/);
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe('Mei');
    expect((screen.getByLabelText(/Industry/) as unknown as HTMLSelectElement).value).toBe('Recruitment');
  });

  it('sends a resend after a failure under the same idempotency key: one form fill, one submission', async () => {
    answer(503, { error: 'Something Wrong' });
    await show(subscribe);
    fillValid();
    const send = () =>
      act(async () => {
        fireEvent.submit(screen.getByRole('button', { name: 'Subscribe' }));
      });
    await send();
    await screen.findByRole('alert');
    await send();
    const keys = vi
      .mocked(fetch)
      .mock.calls.map(
        ([, init]) => (JSON.parse(String(init?.body)) as { idempotencyKey: string }).idempotencyKey,
      );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('is a plain post to its own page naming the form, its button ready before any script', () => {
    const props = { form: subscribe, texts: formTexts('en'), language: 'en' };
    document.body.innerHTML = renderToString(
      <I18nProvider language="en">
        <Island name="CmsForm" props={props} hydrate="visible" />
      </I18nProvider>,
    );
    const form = document.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(`#${form.id}`);
    expect((form.querySelector('input[name="_form"]') as HTMLInputElement).value).toBe('subscribe');
    expect(screen.getByRole('button', { name: 'Subscribe' }).hasAttribute('disabled')).toBe(false);
  });

  it('a robot-checked form says it needs the script until the script runs, then sends', async () => {
    const props = { form: enquiry, texts: formTexts('en'), language: 'en' };
    document.body.innerHTML = renderToString(
      <I18nProvider language="en">
        <Island name="CmsForm" props={props} hydrate="visible" />
      </I18nProvider>,
    );
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button.hasAttribute('disabled')).toBe(true);
    const note = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe('Turn on JavaScript to send this form');
    await enhancePlainIslands(document.body);
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.hasAttribute('aria-describedby')).toBe(false);
    // Hidden from view and from assistive technology, its room kept so nothing below it moves.
    expect(note?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the answer to a post sent without script: messages and answers kept, or the confirmation', async () => {
    const answered = {
      slug: 'subscribe',
      status: 'invalid' as const,
      values: { firstName: 'Mei', lastName: '', email: 'mei@', industry: 'Recruitment' },
      fields: { lastName: 'Required field', email: 'Enter a valid email address' },
    };
    const props = { form: subscribe, texts: formTexts('en'), language: 'en', answer: answered };
    document.body.innerHTML = renderToString(
      <I18nProvider language="en">
        <Island name="CmsForm" props={props} hydrate="visible" />
      </I18nProvider>,
    );
    await enhancePlainIslands(document.body);
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe('Mei');
    expect(document.querySelector('option[selected]')?.getAttribute('value')).toBe('Recruitment');
    const email = screen.getByLabelText(/Email address/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Enter a valid email address',
    );
    // The message follows its value once the reader corrects it.
    fireEvent.input(email, { target: { value: 'mei@example.com' } });
    expect(email.hasAttribute('aria-invalid')).toBe(false);

    document.body.innerHTML = renderToString(
      <I18nProvider language="en">
        <Island
          name="CmsForm"
          props={{ ...props, answer: { ...answered, status: 'sent' as const, fields: {} } }}
          hydrate="visible"
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Thanks for subscribing!');
    expect(document.querySelector('form')).toBeNull();
  });

  it("shows the Worker's field messages without resetting", async () => {
    answer(400, { error: 'Invalid submission', fields: { email: 'Invalid email' } });
    await show(subscribe);
    fillValid();
    await act(async () => {
      fireEvent.submit(screen.getByRole('button', { name: 'Subscribe' }));
    });
    expect(await screen.findByText('Invalid email')).toBeTruthy();
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe('Mei');
  });

  it('asks other forms for the robot check before sending, then sends its token', async () => {
    const fetch = answer(202, { ok: true, id: 'x' });
    await show(enquiry);
    expect(screen.getByText(/Signature: not supported/)).toBeTruthy();
    fill(/^Email/, 'lee@example.com');
    fireEvent.submit(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please verify that you are not a robot')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText("I'm not a robot"));
    await act(async () => {
      fireEvent.submit(screen.getByRole('button', { name: 'Submit' }));
    });
    const sent = JSON.parse(String(fetch.mock.calls[0]![1]?.body));
    expect(sent.values).toEqual({ email: 'lee@example.com' });
    expect(sent.recaptcha).toMatch(/^offline:localhost:[\w-]+$/);
    expect((await screen.findByRole('status')).textContent).toBe('Thank you! Your details have been sent.');
    // Analytics hears that the form was sent, never what it said.
    const events = (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [];
    expect(events.at(-1)).toEqual({
      event: 'form_submitted',
      formType: enquiry.kind,
      formSlug: enquiry.slug,
    });
    expect(JSON.stringify(events)).not.toContain('lee@example.com');
  });

  it("links a download lead form's report from the confirmation, in the page's language", async () => {
    answer(202, { ok: true, id: 'x' });
    const report = { url: '/documents/hiring-outlook-2025.pdf', fileName: 'hiring-outlook-2025.pdf' };
    await show({ ...enquiry, kind: 'lead', document: report }, 'id');
    expect(screen.queryByRole('link', { name: 'Unduh laporan' })).toBeNull();
    fill(/^Email/, 'lee@example.com');
    fireEvent.click(screen.getByLabelText('Saya bukan robot'));
    await act(async () => {
      fireEvent.submit(screen.getByRole('button', { name: 'Kirim' }));
    });
    const status = await screen.findByRole('status');
    const link = screen.getByRole('link', { name: 'Unduh laporan' });
    expect(status.contains(link)).toBe(true);
    expect(link.getAttribute('href')).toBe(report.url);
    expect(link.getAttribute('download')).toBe(report.fileName);
  });

  it('shows no report link after a form without a document', async () => {
    answer(202, { ok: true, id: 'x' });
    await show({ ...enquiry, kind: 'lead' });
    fill(/^Email/, 'lee@example.com');
    fireEvent.click(screen.getByLabelText("I'm not a robot"));
    await act(async () => {
      fireEvent.submit(screen.getByRole('button', { name: 'Submit' }));
    });
    await screen.findByRole('status');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says the form might not be published when it has no fields', async () => {
    await show({ ...subscribe, fields: [] });
    expect(screen.getByText("If you're seeing this, the form might not be published")).toBeTruthy();
  });

  it('speaks Thai on Thai pages', async () => {
    await show(enquiry, 'th');
    fireEvent.submit(screen.getByRole('button', { name: 'ส่ง' }));
    expect(screen.getByText('จำเป็นต้องกรอก')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'นโยบายความเป็นส่วนตัว' }).getAttribute('href')).toBe('/th/privacy');
  });

  describe('with a reCAPTCHA site key', () => {
    let solve: ((token: string) => void) | undefined;
    const rendered: { sitekey: string; container: HTMLElement }[] = [];
    const resets: number[] = [];
    const google: Grecaptcha = {
      ready: (callback) => callback(),
      render: (container, options) => {
        rendered.push({ sitekey: options.sitekey, container });
        solve = options.callback;
        return rendered.length;
      },
      reset: (id) => resets.push(id ?? -1),
    };

    it("loads Google's script once the form shows, renders its widget and sends its token", async () => {
      const fetch = answer(202, { ok: true, id: 'x' });
      // happy-dom loads no scripts: keep the element, play Google's part by hand.
      const appended = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => node);
      await show(enquiry, 'th', 'site-key-1');
      expect(screen.queryByLabelText("I'm not a robot")).toBeNull();
      // Google's script loads with the widget's own code, once the form is enhanced.
      await waitFor(() => expect(appended).toHaveBeenCalled());
      const script = appended.mock.calls[0]?.[0] as HTMLScriptElement | undefined;
      expect(script?.src).toBe(`${RECAPTCHA_SCRIPT}?render=explicit&hl=th`);
      window.grecaptcha = google;
      await act(async () => {
        script?.onload?.(new Event('load'));
      });
      expect(rendered.map((r) => r.sitekey)).toEqual(['site-key-1']);

      fill(/^Email/, 'lee@example.com');
      fireEvent.submit(screen.getByRole('button', { name: 'ส่ง' }));
      expect(await screen.findByText('กรุณายืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ')).toBeTruthy();
      expect(fetch).not.toHaveBeenCalled();
      act(() => solve?.('google-token'));
      await act(async () => {
        fireEvent.submit(screen.getByRole('button', { name: 'ส่ง' }));
      });
      expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body)).recaptcha).toBe('google-token');
    });

    it('asks for a new check after the Worker refused the token', async () => {
      answer(400, { error: 'Invalid submission', fields: { recaptcha: 'recaptcha verify' } });
      await show({ ...enquiry, kind: 'lead' }, 'en', 'site-key-1');
      await act(async () => {});
      fill(/^Email/, 'lee@example.com');
      act(() => solve?.('stale-token'));
      await act(async () => {
        fireEvent.submit(screen.getByRole('button', { name: 'Submit' }));
      });
      expect(await screen.findByText('recaptcha verify')).toBeTruthy();
      expect(resets.length).toBeGreaterThan(0);
    });
  });
});

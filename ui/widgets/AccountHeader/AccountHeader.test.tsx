import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { AuthStatus, HirerAccount, HirerContextAnswer } from '../../../model/account';
import { AUTH_STATUS_PATH, loadAuth, resetAuth } from '../../auth/store';
import { Island } from '../../islands/Island';
import { enhancePlainIslands } from '../../islands/test-enhance';

import type { AccountHeaderProps } from './AccountHeader';
import { HIRER_CONTEXT_PATH, loadHirerContext, resetHirerContext } from './hirer-context';
import { accountTexts } from './texts';

// A signed-in hirer as /api/hirer-context gives it (model/account.ts), acting through customer service.
const hirer: HirerAccount = {
  firstName: 'Sam',
  name: 'Sam Taylor',
  email: 'sam@acme.example',
  advertiser: {
    name: 'Acme Recruitment',
    billingId: '2034411',
    isAgency: true,
    isActivationPending: false,
    showOnCreditHoldMessage: true,
    switchAccountsHref: 'https://talent.example/account/select',
    permissionOptions: {},
  },
  customerService: {
    operatorEmail: 'ops@talent.example',
    toggleHref: 'https://talent.example/cs/off',
    isCsView: true,
  },
};

/** The worker's answers, as the browser gets them; every request is recorded. */
let answers: { auth: AuthStatus | null; hirer: HirerContextAnswer | null };
const requested: string[] = [];

beforeEach(() => {
  resetAuth();
  resetHirerContext();
  requested.length = 0;
  answers = { auth: { status: 'unauthenticated' }, hirer: null };
  vi.stubGlobal('fetch', async (path: string) => {
    requested.push(path);
    const body =
      path === AUTH_STATUS_PATH ? answers.auth : path === HIRER_CONTEXT_PATH ? answers.hirer : null;
    return body
      ? new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
      : new Response('{"error":"unavailable"}', { status: 503 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The header's account area as the page renders it, then its plain script, once the requests are answered. */
async function renderAccount(audience: AccountHeaderProps['audience'], language = 'en') {
  const { container } = render(
    <Island name="AccountHeader" props={{ audience, texts: accountTexts(language) }} hydrate="idle" />,
  );
  await enhancePlainIslands(container);
  // The page's one request, asked first by the script: when it is answered here, the script has had the answer.
  await loadAuth();
  if (audience === 'employer') {
    // The hirer's part is loaded when needed: once it is here for this test too, the script has asked what it asks.
    await import('./hirer-details');
    if (requested.includes(HIRER_CONTEXT_PATH)) await loadHirerContext();
  }
  return screen.getByRole('group', { name: language === 'th' ? 'บัญชี' : 'Account' });
}

describe('AccountHeader', () => {
  it('stays empty for an anonymous reader, and asks nothing of the hirer context', async () => {
    answers.hirer = { status: 'authenticated', account: hirer };
    const area = await renderAccount('employer');
    expect(area.childElementCount).toBe(0);
    expect(requested).toEqual([AUTH_STATUS_PATH]);
  });

  it("shows a signed-in candidate's initial and first name", async () => {
    answers.auth = { status: 'authenticated', loginId: '31337', firstName: 'priya' };
    const area = await renderAccount('candidate');
    expect(within(area).getByText('priya')).toBeTruthy();
    const initial = within(area).getByText('P');
    expect(initial.getAttribute('aria-hidden')).toBe('true');
    expect(requested).toEqual([AUTH_STATUS_PATH]);
  });

  it("opens the hirer's account menu, and Escape closes it and gives focus back", async () => {
    answers.auth = { status: 'authenticated', userId: 'u-1', firstName: 'Sam' };
    answers.hirer = { status: 'authenticated', account: hirer };
    await renderAccount('employer');
    const button = screen.getByRole('button', { name: 'Account of Sam, Acme Recruitment' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Switch accounts' })).toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '')!;
    expect(within(menu).getByText('Sam Taylor')).toBeTruthy();
    expect(within(menu).getByText('sam@acme.example')).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Switch accounts' }).getAttribute('href')).toBe(
      'https://talent.example/account/select',
    );

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(menu.hidden).toBe(true);
    expect(document.activeElement).toBe(button);

    // A press anywhere else closes it too.
    fireEvent.click(button);
    fireEvent.pointerDown(document.body);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it("shows the hirer's account messages, each dismissed for the page", async () => {
    answers.auth = { status: 'authenticated', userId: 'u-1', firstName: 'Sam' };
    answers.hirer = { status: 'authenticated', account: hirer };
    await renderAccount('employer');
    const banner = screen.getByRole('status');
    expect(banner.textContent).toContain(
      'You are viewing the account of sam@acme.example as ops@talent.example.',
    );
    expect(
      within(banner).getByRole('link', { name: 'Turn off customer service view' }).getAttribute('href'),
    ).toBe('https://talent.example/cs/off');
    const hold = screen.getByRole('alert');
    expect(hold.textContent).toContain('Your account is on credit hold.');

    fireEvent.click(within(hold).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows nothing when the hirer context cannot be had', async () => {
    answers.auth = { status: 'authenticated', userId: 'u-1', firstName: 'Sam' };
    answers.hirer = null;
    const area = await renderAccount('employer');
    expect(requested).toEqual([AUTH_STATUS_PATH, HIRER_CONTEXT_PATH]);
    expect(area.childElementCount).toBe(0);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('speaks Thai on Thai pages', async () => {
    answers.auth = { status: 'authenticated', userId: 'u-1', firstName: 'Sam' };
    answers.hirer = { status: 'authenticated', account: { ...hirer, customerService: null } };
    await renderAccount('employer', 'th');
    expect(screen.getByRole('button', { name: 'บัญชีของ Sam, Acme Recruitment' })).toBeTruthy();
  });
});

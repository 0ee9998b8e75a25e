import { describe, expect, it } from 'vitest';

import { splitEmails } from './email-links';

describe('splitEmails', () => {
  it('finds addresses and leaves a trailing full stop as text', () => {
    expect(splitEmails('Email content@example-jobs.com. Or call.')).toEqual([
      { kind: 'text', text: 'Email ' },
      { kind: 'email', text: 'content@example-jobs.com' },
      { kind: 'text', text: '. Or call.' },
    ]);
  });

  it('finds several addresses, with plus signs and sub-domains', () => {
    const parts = splitEmails('a.b+c@mail.example.co.uk, x@y.io');
    expect(parts.filter((p) => p.kind === 'email').map((p) => p.text)).toEqual([
      'a.b+c@mail.example.co.uk',
      'x@y.io',
    ]);
  });

  it('leaves text without an address whole, and an @ handle alone', () => {
    expect(splitEmails('Follow @seek on x')).toEqual([{ kind: 'text', text: 'Follow @seek on x' }]);
    expect(splitEmails('')).toEqual([]);
  });
});

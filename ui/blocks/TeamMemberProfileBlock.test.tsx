import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { showBlock } from './block-test-fixtures';

afterEach(cleanup);

describe('TeamMemberProfileBlock', () => {
  it('team member profile: photo, name, role and description', async () => {
    await showBlock({
      __typename: 'TeamMemberProfile',
      id: 'tm',
      title: 'Our team',
      members: [
        {
          id: 'm',
          name: 'Daniel Lim',
          roleTitle: 'Writer',
          image: { url: 'https://a.example/d.jpg', alt: '', width: 320, height: 320 },
          description: 'Writes.',
        },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Daniel Lim' })).toBeTruthy();
    expect(screen.getByText('Writer')).toBeTruthy();
    expect(screen.getByText('Writes.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});

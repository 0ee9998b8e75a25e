import { describe, expect, it } from 'vitest';

import { sites } from '../site/sites';

import { documentTitle } from './head';

const site = (name: string) => {
  const found = sites.find((s) => s.name === name);
  if (!found) throw new Error(name);
  return found;
};

describe('documentTitle', () => {
  it('follows the page title with the job-seeker brand on candidate sites', () => {
    expect(documentTitle('Career advice', site('candidate-au'))).toBe('Career advice | SEEK');
    expect(documentTitle('CV tips', site('candidate-hk'))).toBe('CV tips | Jobsdb');
    expect(documentTitle('CV tips', site('candidate-ph'))).toBe('CV tips | Jobstreet');
    expect(documentTitle('Career advice', site('candidate'))).toBe('Career advice | SEEK');
  });

  it('follows the page title with the employer brand on employer sites', () => {
    expect(documentTitle('Market insights', site('employer-nz'))).toBe('Market insights | SEEK Employer');
    expect(documentTitle('ข้อมูลเชิงลึก', site('employer-th'))).toBe('ข้อมูลเชิงลึก | Jobsdb Employer');
    expect(documentTitle('Hiring', site('employer-my'))).toBe('Hiring | Jobstreet Employer');
  });

  it('adds the brand once when the CMS title already ends with it', () => {
    expect(documentTitle('Career development | SEEK', site('candidate-au'))).toBe(
      'Career development | SEEK',
    );
    expect(documentTitle('Recruitment | SEEK', site('employer-au'))).toBe('Recruitment | SEEK Employer');
    expect(documentTitle('Hiring | Jobsdb Employer', site('employer-hk'))).toBe('Hiring | Jobsdb Employer');
  });

  it('is the brand alone when the page has no title', () => {
    expect(documentTitle('', site('employer-sg'))).toBe('Jobstreet Employer');
  });
});

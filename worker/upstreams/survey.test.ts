import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { UpstreamError } from './fetch';
import { drilldownType, getFilterFields, getSurvey, getTranslations } from './survey';

const options = { endpoint: env.SURVEY_API };

describe('survey client', () => {
  it('reads the filter fields, a drilled-down survey and translations, validated', async () => {
    const fields = await getFilterFields(options, 'my');
    expect(fields.workTypes).toContain('Part time');
    const result = await getSurvey(options, 'my', {
      driver: 'Work type',
      values: ['Part time'],
      drilldown: { driver: 'Gender', values: ['Female'] },
    });
    expect(result.drivers[0]!.driverOptions[0]!.name).toBe('Part time');
    expect(result.drivers[0]!.driverOptions[0]!.secondaryDriverOptions[0]!.name).toBe('Female');
    expect((await getTranslations(options, 'id-ID')).Salary).toBe('Gaji');
  });

  it('upper-cases the drilldown type with underscores (spec §7)', () => {
    expect(drilldownType('Work type')).toBe('WORK_TYPE');
    expect(drilldownType(' Industry ')).toBe('INDUSTRY');
  });

  it('turns GraphQL errors, timeouts, wrong statuses and unreachable hosts into UpstreamErrors', async () => {
    await expect(getSurvey(options, 'xx', { driver: 'All', values: [], drilldown: null })).rejects.toThrow(
      /No survey for country "xx"/,
    );
    await expect(getFilterFields({ ...options, timeoutMs: 1 }, 'au')).rejects.toThrow(UpstreamError);
    const notFound = { endpoint: env.SURVEY_API.replace(/\/graphql$/, '/nope') };
    await expect(getFilterFields(notFound, 'au')).rejects.toThrow('Survey API answered 404');
    await expect(getFilterFields({ endpoint: 'http://127.0.0.1:9/graphql' }, 'au')).rejects.toThrow(
      'Survey API unreachable',
    );
  });
});

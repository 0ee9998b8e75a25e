import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { createApp } from '../app';

const app = createApp();
const entities: Record<string, string> = { lt: '<', gt: '>', quot: '"', amp: '&', '#x27': "'", '#39': "'" };
const decode = (raw: string) =>
  raw.replace(/&(lt|gt|quot|amp|#x27|#39);/g, (_, name: string) => entities[name]!);

describe('QUERY_FILTER_TAL in an article (spec §2)', () => {
  it('renders the filters inline for the survey the article names, applying to the results of the site', async () => {
    const res = await app.request(
      'http://employer-au.localhost/hiring-advice/article/employer-brand-basics',
      {},
      env,
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    const section =
      /<section[^>]*aria-label="Filter the Talent Attraction Lab results"[\s\S]*?<\/section>/.exec(html)?.[0];
    expect(section).toBeDefined();
    expect(section).not.toContain('coming soon');
    const raw = /data-island="DataLabFilters"[^>]*data-island-props="([^"]*)"/.exec(section!)?.[1];
    const props = JSON.parse(decode(raw!));
    expect(props).toMatchObject({
      action: '/au/talent-attraction-lab/data-lab',
      inline: true,
      allLabel: 'All',
    });
    expect(props.drivers.map((d: { name: string }) => d.name)).toEqual([
      'Industry',
      'Gender',
      'Seniority',
      'Generation',
      'Location',
      'Work type',
    ]);
    // The au survey's own choices (its locations), not another country's.
    const locations = props.drivers.find((d: { name: string }) => d.name === 'Location').options;
    expect(locations.length).toBeGreaterThan(0);
    expect(section).toContain('action="/au/talent-attraction-lab/data-lab"');
    expect(section).toContain('name="primaryDriver"');
  });
});

import { describe, expect, it, vi } from 'vitest';

import { withContext } from '../content/test-context';

import { loadDataLabLanding } from './landing';

const au = 'http://employer-au.localhost/';

describe('loadDataLabLanding: the one Data Lab landing (spec §2)', () => {
  it("gives the site's results address and the form of its survey, submitting there", async () => {
    const { result } = await withContext(au, (c) => loadDataLabLanding(c));
    expect(result?.href).toBe('/au/talent-attraction-lab/data-lab');
    expect(result?.dataLab).toMatchObject({ action: '/au/talent-attraction-lab/data-lab', inline: true });
    expect(result?.dataLab?.drivers.map((driver) => driver.name)).toContain('Location');
  });

  it("takes the choices of the survey an article names, another country's included", async () => {
    const named = await withContext(au, (c) => loadDataLabLanding(c, 'nz-2024'));
    const own = await withContext(au, (c) => loadDataLabLanding(c));
    const locations = (landing: typeof own.result) =>
      landing?.dataLab?.drivers.find((driver) => driver.name === 'Location')?.options.map((o) => o.name);
    // Submitted to this site's results, with New Zealand's locations rather than Australia's.
    expect(named.result?.dataLab?.action).toBe('/au/talent-attraction-lab/data-lab');
    expect(locations(named.result)).not.toEqual(locations(own.result));
  });

  it('links to the results alone for a survey that is not there', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const survey of ['au-1999', 'xx-2024', 'no survey']) {
      const { result } = await withContext(au, (c) => loadDataLabLanding(c, survey));
      expect(result, survey).toEqual({ href: '/au/talent-attraction-lab/data-lab', dataLab: null });
    }
    expect(error).toHaveBeenCalledWith('Data Lab landing form: no survey named', 'au-1999');
    error.mockRestore();
  });
});

import { describe, expect, it } from 'vitest';

import { filterQuery } from '../../../model/rules/data-lab-filters';

import { dataLabEvent, trackDataLab } from './analytics';

describe('Data Lab analytics events', () => {
  it('turns the underscore lists of the address into comma lists', () => {
    const query =
      'primaryDriver=Industry&primaryDriverOptions=Accounting_Construction&secondaryDriver=Work+type&secondaryDriverOptions=Full+time';
    expect(dataLabEvent('apply', query)).toEqual({
      event: 'datalab_filters_apply',
      driver: 'Industry',
      selection: 'Accounting,Construction',
      secondaryDriver: 'Work type',
      secondarySelection: 'Full time',
    });
  });

  it('reads the query the filter form builds, and All with nothing chosen', () => {
    const built = filterQuery({
      primaryDriver: 'Industry',
      primaryDriverOptions: ['Healthcare & Medical', 'Accounting'],
      secondaryDriver: '',
      secondaryDriverOptions: [],
    });
    expect(dataLabEvent('results', built)).toMatchObject({
      event: 'datalab_results_load',
      selection: 'Healthcare & Medical,Accounting',
      secondaryDriver: '',
      secondarySelection: '',
    });
    expect(dataLabEvent('results', '')).toMatchObject({ driver: 'All', selection: '' });
  });

  it('pushes to window.dataLayer', () => {
    delete (window as { dataLayer?: unknown[] }).dataLayer;
    trackDataLab('results', '?primaryDriver=Gender&primaryDriverOptions=Male_Female');
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([
      expect.objectContaining({ event: 'datalab_results_load', driver: 'Gender', selection: 'Male,Female' }),
    ]);
  });
});

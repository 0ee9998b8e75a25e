import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { articleReferences, articleReferenceSchema } from './article-embeds';

const parse = (references: unknown[]) => v.parse(v.array(articleReferenceSchema), references);

const custom = (id: string, title: string | null, data: unknown = null) => ({
  __typename: 'CustomContent',
  id,
  title,
  data,
});

describe('article body references (spec §2 "Custom article embeds by title")', () => {
  it('gives each custom embed its kind by title: insights options, the named survey, the chart, unknown', () => {
    const references = parse([
      custom('g', 'GENERATION_DRIVERS_INTERACTIVE', { country: 'NZ' }),
      custom('q', 'QUERY_FILTER_TAL'),
      custom('j', 'JOBAD_FEATURE_CHART'),
      custom('x', 'NO_SUCH_WIDGET'),
      custom('n', null),
    ]);
    expect(articleReferences(references, { datalabSurvey: ' th-2024 ' })).toEqual([
      {
        __typename: 'CustomContent',
        id: 'g',
        embed: 'GENERATION_DRIVERS_INTERACTIVE',
        options: { country: 'NZ' },
        insights: null,
      },
      {
        __typename: 'CustomContent',
        id: 'q',
        embed: 'QUERY_FILTER_TAL',
        survey: 'th-2024',
        href: null,
        dataLab: null,
      },
      { __typename: 'CustomContent', id: 'j', embed: 'JOBAD_FEATURE_CHART' },
      { __typename: 'CustomContent', id: 'x', embed: null },
      { __typename: 'CustomContent', id: 'n', embed: null },
    ]);
  });

  it("takes the site's survey when the article names none (or no string)", () => {
    const references = parse([custom('q', 'QUERY_FILTER_TAL')]);
    for (const additionalData of [null, undefined, { datalabSurvey: '  ' }, { datalabSurvey: 3 }, ['x']])
      expect(articleReferences(references, additionalData)[0]).toMatchObject({ survey: null });
  });

  it('resizes embedded assets to the default size and keeps accordion groups whole', () => {
    const references = parse([
      {
        __typename: 'Asset',
        id: 'img',
        url: 'https://media.graphassets.com/abc123',
        mimeType: 'image/png',
        width: 800,
        height: 600,
      },
      {
        __typename: 'AccordionGroup',
        id: 'acc',
        title: 'FAQ',
        accordions: [
          { id: 'a1', label: null, content: { raw: { children: [] }, text: 'x' } },
          { id: 'a2', label: 'Two', content: null },
        ],
      },
    ]);
    const [asset, group] = articleReferences(references, null);
    expect(asset).toEqual({
      __typename: 'Asset',
      id: 'img',
      url: expect.stringMatching(/\/resize=fit:max,width:1280,height:1280\/abc123$/),
      fileName: null,
      mimeType: 'image/png',
      width: 800,
      height: 600,
      alt: null,
    });
    expect(group).toEqual({
      __typename: 'AccordionGroup',
      id: 'acc',
      title: 'FAQ',
      accordions: [
        { id: 'a1', label: '', content: { raw: { children: [] }, text: 'x' } },
        { id: 'a2', label: 'Two', content: null },
      ],
    });
  });

  it('leaves out entries of other types, which come without an id, and refuses a malformed known one', () => {
    expect(articleReferences(parse([{ __typename: 'Testimonial' }]), null)).toEqual([]);
    expect(() => parse([{ __typename: 'CustomContent', title: 'TOP_JOB_GROWTH' }])).toThrow();
    expect(() => parse([{ __typename: 'Asset', id: 'a' }])).toThrow();
  });
});

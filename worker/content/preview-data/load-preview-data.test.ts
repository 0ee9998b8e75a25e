import { describe, expect, it } from 'vitest';

import { runQuery } from '../context';
import { withContext } from '../test-context';

import { loadPreviewData } from './load-preview-data';

const jobAdArticle = 'clw6qwlry02bv9imt42gpcln7'; // employer_au, draft with a new excerpt
const thaiJobAdArticle = 'clvlvn2ool1b2472tsl8xb5vn'; // employer_th, en_TH and th_TH
const draftOnlyCandidateArticle = 'cl12an06hjxmnuet5jgrmxcp5';
const aboutPage = 'cliyb1fjst44stcnoedboimgm'; // candidate_au
const adviceLandingPage = 'clwp6lsw0ln38iuu54jahqcp7'; // candidate_au, section career-advice

const url = 'http://candidate-au.localhost:8787/page/preview/x';

describe('loadPreviewData', () => {
  it('lists a draft article with the draft id on its link', async () => {
    const { result } = await withContext(url, (c) => loadPreviewData(c, jobAdArticle), { preview: true });
    expect(result).toEqual({
      id: jobAdArticle,
      stage: 'DRAFT',
      kind: 'article',
      reason: null,
      previews: [
        {
          id: jobAdArticle,
          locale: 'en_AU',
          site: 'employer_au',
          slug: 'how-to-write-a-job-ad',
          link: `http://employer-au.localhost:8787/hiring-advice/article/how-to-write-a-job-ad?draft=${jobAdArticle}`,
          sectionName: 'hiring-advice',
          isDefaultLocale: true,
        },
      ],
    });
  });

  it('lists every locale of a published article, the local language under its prefix', async () => {
    const { result } = await withContext(url, (c) => loadPreviewData(c, thaiJobAdArticle));
    expect(result!.stage).toBe('PUBLISHED');
    expect(result!.previews.map((p) => [p.locale, p.isDefaultLocale, new URL(p.link).pathname])).toEqual([
      ['en_TH', true, '/hiring-advice/article/how-to-write-a-job-ad'],
      ['th_TH', false, '/th/hiring-advice/article/how-to-write-a-job-ad'],
    ]);
    expect(result!.previews.every((p) => !p.link.includes('draft='))).toBe(true);
  });

  it('lists a page; drafts in the career-advice section carry no draft id', async () => {
    const about = await withContext(url, (c) => loadPreviewData(c, aboutPage), { preview: true });
    expect(about.result!.previews.map((p) => p.link)).toEqual([
      `http://candidate-au.localhost:8787/about?draft=${aboutPage}`,
    ]);
    const advice = await withContext(url, (c) => loadPreviewData(c, adviceLandingPage), { preview: true });
    expect(advice.result).toMatchObject({ kind: 'page', reason: null });
    expect(advice.result!.previews[0]!.link).toBe('http://candidate-au.localhost:8787/career-advice');
  });

  it('gives the reason when there is no preview', async () => {
    const names: string[] = [];
    const recording: typeof runQuery = (c, spec) => {
      names.push(spec.name);
      return runQuery(c, spec);
    };
    const invalid = await withContext(url, (c) => loadPreviewData(c, 'not-an-entry-id', recording));
    expect(invalid.result).toMatchObject({ kind: null, previews: [], reason: 'invalid-id' });
    expect(names).toEqual([]);

    const unpublished = await withContext(url, (c) => loadPreviewData(c, draftOnlyCandidateArticle));
    expect(unpublished.result).toMatchObject({ kind: null, previews: [], reason: 'not-published' });

    const unknown = await withContext(url, (c) => loadPreviewData(c, 'clzzzzzzzzzzzzzzzzzzzzzzz'), {
      preview: true,
    });
    expect(unknown.result).toMatchObject({ kind: null, reason: 'invalid-id' });

    const candidate = await withContext(url, (c) => loadPreviewData(c, draftOnlyCandidateArticle), {
      preview: true,
    });
    expect(candidate.result).toMatchObject({
      kind: 'article',
      previews: [],
      reason: 'candidate-article-or-sara-page',
    });
  });
});

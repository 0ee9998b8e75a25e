import type { Context } from 'hono';
import * as v from 'valibot';

import { dataLabReportSchema, dataLabReportView, type DataLabReportView } from '../../model/data-lab-report';
import { contentScope, runQuery } from '../content/context';
import { GetDataLabReport } from '../content/documents';
import type { AppEnv } from '../env';

const getDataLabReportSchema = v.object({ dataLabReports: v.array(dataLabReportSchema) });

/**
 * The research report of `country`'s survey (spec §2 Data Lab 'Download report'), a CMS asset read through the
 * content cache in the request's locales; its link on the local asset host when `CMS_ASSET_HOST` is set
 * (development). Null when the CMS has none or cannot be read: the page then shows no button (spec §8: such
 * errors are only logged).
 */
export async function loadDataLabReport(
  c: Context<AppEnv>,
  country: string,
  run: typeof runQuery = runQuery,
): Promise<DataLabReportView | null> {
  try {
    const { dataLabReports } = await run(c, {
      name: 'GetDataLabReport',
      document: GetDataLabReport,
      variables: { where: { country }, locale: contentScope(c).localesWithDefault },
      schema: getDataLabReportSchema,
    });
    return dataLabReportView(dataLabReports[0], c.env.CMS_ASSET_HOST ?? '');
  } catch (error) {
    console.error('Data Lab report failed', error instanceof Error ? error.message : error);
    return null;
  }
}

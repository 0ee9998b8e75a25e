/**
 * The research report of a country's Data Lab survey (spec §2 Data Lab: 'Download report' at the bottom of the
 * results): the CMS type DataLabReport, a title and a PDF asset, and the view of its download link.
 */
import * as v from 'valibot';

import { onAssetHost } from './asset-host';
import { assetSchema } from './image';

export const dataLabReportFragments = {
  DataLabReportFields: /* GraphQL */ `
    fragment DataLabReportFields on DataLabReport {
      id
      country
      title
      document {
        ...AssetFields
        size
      }
    }
  `,
};

/** DataLabReportFields. */
export const dataLabReportSchema = v.object({
  id: v.string(),
  country: v.string(),
  title: v.nullish(v.string()),
  document: v.nullish(v.object({ ...assetSchema.entries, size: v.nullish(v.number()) })),
});

export type DataLabReportData = v.InferOutput<typeof dataLabReportSchema>;

/** The download link of the report: where the file is, the name it is saved under, its title and size. */
export interface DataLabReportView {
  title: string;
  href: string;
  fileName: string;
  /** Whole kilobytes, at least 1; null when the CMS does not say. */
  sizeKb: number | null;
}

/**
 * The report's link, or null when there is nothing to download (no document, or one that is not a PDF): the
 * page then shows no button rather than a dead link.
 */
export function dataLabReportView(
  data: DataLabReportData | null | undefined,
  assetHost = '',
): DataLabReportView | null {
  const document = data?.document;
  if (!data || !document?.url) return null;
  if (document.mimeType && document.mimeType !== 'application/pdf') return null;
  const fileName = document.fileName?.trim() || `${data.country}-research-report.pdf`;
  return {
    title: data.title?.trim() || fileName,
    href: onAssetHost(document.url, assetHost),
    fileName,
    sizeKb: document.size ? Math.max(1, Math.round(document.size / 1024)) : null,
  };
}

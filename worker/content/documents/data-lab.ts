/** Data Lab documents (spec §2 Data Lab). `$locale` is a fallback order here. */
import { withFragments } from './fragments';

/** The research report of a country's survey (`where: { country }`). */
export const GetDataLabReport = withFragments(/* GraphQL */ `
  query GetDataLabReport($where: DataLabReportWhereInput!, $locale: [Locale!]!, $stage: Stage!) {
    dataLabReports(where: $where, locales: $locale, stage: $stage, first: 1) {
      ...DataLabReportFields
    }
  }
`);

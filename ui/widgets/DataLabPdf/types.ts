import type {
  DemographicView,
  ImportanceLevel,
  ImportanceShare,
  SampleState,
} from '../../pages/DataLabPage/types';

/** A group of the results in the PDF: its top 3 ranked drivers only (spec §9 "top 3 categories"). */
export interface PdfGroup {
  /** '' for all respondents. */
  name: string;
  respondents: number;
  sample: SampleState;
  drivers: { rank: number; name: string; shares: ImportanceShare[] }[];
}

export interface PdfTile extends PdfGroup {
  secondary: PdfGroup[];
}

/** Every text of the document, in the page's language (the island reads them from the data-lab vocab). */
export interface PdfTexts {
  eyebrow: string;
  heading: string;
  /** 'Results for Industry: Accounting · 120 respondents'. */
  summary: string;
  importance: string;
  levels: Record<ImportanceLevel, string>;
  topDrivers: string;
  allRespondents: string;
  whoAnswered: string;
  period: string;
  respondents: (count: number) => string;
  percent: (value: number) => string;
  smallSample: string;
  noData: string;
}

/** What the results page gives the Download PDF island: the snapshot of the results shown. */
export interface DataLabPdfProps {
  /** 'th', 'id' or 'en': picks the font (a Thai font for th-TH, spec §9). */
  language: string;
  fileName: string;
  selection: string | null;
  respondents: number;
  /** 'Survey conducted January 2023 to February 2024', already in the page's language. */
  period: string;
  tiles: PdfTile[];
  demographic: DemographicView[];
}

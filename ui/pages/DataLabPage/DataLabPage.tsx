import {
  Box,
  ButtonLink,
  Card,
  Columns,
  Column,
  Heading,
  IconDownload,
  Inline,
  Notice,
  Stack,
  Text,
  TextLink,
  Tiles,
} from 'braid-design-system';

import { TipsCardGroup } from '../../blocks/TipsCards';
import { useLanguage, useTranslations } from '../../i18n';
import translations from '../../i18n/data-lab.vocab';
import { Island } from '../../islands/Island';
import { KeptPart, type PartKeeper } from '../../layout/prerendered';
import { pdfFileName, pdfTiles } from '../../widgets/DataLabPdf/snapshot';
import type { DataLabPdfProps } from '../../widgets/DataLabPdf/types';

import * as styles from './DataLabPage.css';
import { Legend, ResultTiles } from './ResultTiles';
import { useMonthText, usePercentText } from './texts';
import type { DataLabPageProps, DemographicView } from './types';

/**
 * Download report (spec §2: at the bottom of the results): the country's research report, a CMS asset saved
 * under its file name. Absent when the CMS has none, never a dead link.
 */
function ReportDownload({ report }: { report: NonNullable<DataLabPageProps['report']> }) {
  const { t } = useTranslations(translations);
  return (
    <Stack space="small">
      <Text weight="strong">{report.title}</Text>
      <Inline space="small" alignY="center">
        <ButtonLink href={report.href} download={report.fileName} icon={<IconDownload />} variant="soft">
          {t('Download report')}
        </ButtonLink>
        {report.sizeKb ? (
          <Text size="small" tone="secondary">
            {t('Report file', { size: String(report.sizeKb) })}
          </Text>
        ) : null}
      </Inline>
    </Stack>
  );
}

function Demographics({ items }: { items: DemographicView[] }) {
  const { t } = useTranslations(translations);
  const percent = usePercentText();
  return (
    <Stack space="large">
      <Heading level="2">{t('Who answered')}</Heading>
      <Tiles space="medium" columns={{ mobile: 1, tablet: 2, wide: 4 }}>
        {items.map((item) => (
          <Card key={item.key}>
            <Stack space="small">
              <Heading level="3">{item.name}</Heading>
              {item.results.map((result) => (
                <Columns key={result.name} space="small">
                  <Column>
                    <Text size="small">{result.name}</Text>
                  </Column>
                  <Column width="content">
                    <Text size="small" weight="strong">
                      {percent(result.percentage)}
                    </Text>
                  </Column>
                </Columns>
              ))}
            </Stack>
          </Card>
        ))}
      </Tiles>
    </Stack>
  );
}

function Results(props: DataLabPageProps) {
  const { t } = useTranslations(translations);
  const { state, tiles, demographic, tips, respondents, selection, countryName, employerNote } = props;
  if (state === 'invalid') {
    return (
      <Notice tone="critical">
        <Text>{t('Fix the filters')}</Text>
      </Notice>
    );
  }
  if (state === 'failed') {
    return (
      <Stack space="medium">
        <Heading level="2">{t('Unavailable heading')}</Heading>
        <Text>{t('Unavailable text')}</Text>
      </Stack>
    );
  }
  if (state === 'empty') {
    return (
      <Stack space="medium">
        <Heading level="2">{t('No results heading')}</Heading>
        <Text>{t('Empty state')}</Text>
        {employerNote ? <Text>{t('Employer note', { country: countryName })}</Text> : null}
      </Stack>
    );
  }
  return (
    <Stack space="xlarge">
      <Text tone="secondary">
        {t('Results for', { selection: selection ?? t('All respondents') })} ·{' '}
        {t('{count} respondents', { count: respondents })}
      </Text>
      <Legend />
      <Stack space="medium">
        <Heading level="2">{t('Ranked drivers')}</Heading>
        <ResultTiles tiles={tiles} />
      </Stack>
      {demographic.length > 0 ? <Demographics items={demographic} /> : null}
      {tips.length > 0 ? <TipsCardGroup title={t('Tips to attract candidates')} cards={tips} /> : null}
    </Stack>
  );
}

/** The Download PDF island's snapshot of the results shown (spec §9), or null when there are none. */
function pdfProps(props: DataLabPageProps, language: string, period: string): DataLabPdfProps | null {
  if (props.state !== 'results') return null;
  const { primaryDriver, primaryDriverOptions, secondaryDriver, secondaryDriverOptions } =
    props.filters.values;
  return {
    language,
    fileName: pdfFileName(props.country, [
      primaryDriver,
      ...primaryDriverOptions,
      secondaryDriver,
      ...secondaryDriverOptions,
    ]),
    selection: props.selection,
    respondents: props.respondents,
    period,
    tiles: pdfTiles(props.tiles),
    demographic: props.demographic,
  };
}

/**
 * The Data Lab results (spec §2 "Data Lab"): heading, share menu and Download PDF, the filter pane (351px on desktop, a drawer
 * below), the ranked drivers per chosen option with importance bars and legend, who answered, tips, Download
 * report, and the 'About the Research' link with the survey period. Empty, invalid and failed states replace the results.
 */
export function DataLabPage({ keeper, ...props }: DataLabPageProps & { keeper?: PartKeeper }) {
  // A function of these props (and the page's language and providers): kept as HTML for the next reader asking
  // the same question (worker/render/part-markup.tsx).
  return (
    <KeptPart keeper={keeper} deps={props}>
      <DataLabResults {...props} />
    </KeptPart>
  );
}

function DataLabResults(props: DataLabPageProps) {
  const { t } = useTranslations(translations);
  const month = useMonthText();
  const { language } = useLanguage();
  const { filters, share, aboutHref, period, report } = props;
  const periodText = t('Survey period', { from: month(period.from), to: month(period.to) });
  const pdf = pdfProps(props, language, periodText);
  return (
    <Stack space="xlarge">
      <Stack space="medium">
        <Text tone="brandAccent" weight="strong">
          {t('Talent Attraction Lab')}
        </Text>
        <Heading level="1">{t('What attracts candidates')}</Heading>
        <Text tone="secondary">{t('Data Lab intro')}</Text>
        {/* Under the heading, from the left: the PDF button parsed after Share moves nothing already drawn. */}
        <Inline space="small" alignY="top">
          <Island name="DataLabShare" props={share} hydrate="idle" />
          {pdf ? <Island name="DataLabPdf" props={pdf} hydrate="idle" /> : null}
        </Inline>
      </Stack>
      <div className={styles.layout}>
        <div className={styles.pane}>
          <Island name="DataLabFilters" props={filters} />
        </div>
        <Box>
          <Results {...props} />
        </Box>
      </div>
      {report ? <ReportDownload report={report} /> : null}
      <Stack space="small">
        <Text>
          <TextLink href={aboutHref} target="_blank" rel="noopener">
            {t('About the Research')} <span>{t('opens in a new tab')}</span>
          </TextLink>
        </Text>
        <Text size="small" tone="secondary">
          {periodText}
        </Text>
      </Stack>
    </Stack>
  );
}

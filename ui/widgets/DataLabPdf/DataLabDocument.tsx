import type { ComponentProps, ReactNode } from 'react';

// Loaded only on the Download PDF click, with the renderer it is given (ui/pdf/load.ts): nothing here imports
// @react-pdf/renderer, so this module and the renderer stay out of every eager bundle (DESIGN §2).
import { levelColours, levels } from '../../pages/DataLabPage/levels';
import type { DemographicView, ImportanceShare } from '../../pages/DataLabPage/types';
import type { PdfFontFamily } from '../../pdf/fonts';
import type { PdfRenderer } from '../../pdf/load';
import { pdfThaiText } from '../../pdf/thai-text';

import type { DataLabPdfProps, PdfGroup, PdfTexts } from './types';

type PdfDocumentElement = NonNullable<Parameters<PdfRenderer['pdf']>[0]>;

const ink = '#2E3849';
const quiet = '#5A6881';
const soft = '#F3F5F8';

/**
 * The A2 snapshot of the Data Lab results (spec §9): heading, the selection and respondents, the legend, each
 * group's top 3 drivers with their four importance bars in the §9 colours, who answered, the survey period.
 */
export function dataLabDocument(
  pdf: Pick<PdfRenderer, 'Document' | 'Page' | 'View' | 'Text'>,
  fontFamily: PdfFontFamily,
  texts: PdfTexts,
  data: DataLabPdfProps,
): PdfDocumentElement {
  const { Document, Page, View } = pdf;
  type TextProps = { style?: ComponentProps<PdfRenderer['View']>['style']; children: ReactNode };
  // Every text goes through pdfThaiText, so Thai stays Thai when the PDF's text is copied or extracted.
  const Text = ({ children, ...rest }: TextProps) => (
    <pdf.Text {...rest}>
      {Array.isArray(children)
        ? children.map((child: ReactNode) => (typeof child === 'string' ? pdfThaiText(child) : child))
        : typeof children === 'string'
          ? pdfThaiText(children)
          : children}
    </pdf.Text>
  );

  const Bar = ({ shares }: { shares: ImportanceShare[] }) => (
    <View
      style={{ flexDirection: 'row', height: 18, borderRadius: 9, overflow: 'hidden', backgroundColor: soft }}
    >
      {shares.map(({ level, percentage }) =>
        percentage > 0 ? (
          <View key={level} style={{ width: `${percentage}%`, backgroundColor: levelColours[level] }} />
        ) : null,
      )}
    </View>
  );

  const Group = ({ group, nested }: { group: PdfGroup; nested: boolean }) => (
    <View
      wrap={false}
      style={{
        marginTop: nested ? 14 : 0,
        padding: nested ? 14 : 0,
        backgroundColor: nested ? soft : undefined,
        borderRadius: 8,
      }}
    >
      <Text style={{ fontSize: nested ? 18 : 22, fontWeight: 700 }}>
        {group.name || texts.allRespondents}
      </Text>
      <Text style={{ fontSize: 13, color: quiet, marginTop: 4 }}>{texts.respondents(group.respondents)}</Text>
      {group.sample === 'ok' ? null : (
        <Text style={{ fontSize: 13, marginTop: 6 }}>
          {group.sample === 'small' ? texts.smallSample : texts.noData}
        </Text>
      )}
      {group.drivers.length > 0 ? (
        <Text style={{ fontSize: 14, color: quiet, marginTop: 12 }}>{texts.topDrivers}</Text>
      ) : null}
      {group.drivers.map((driver) => (
        <View key={driver.name} style={{ marginTop: 10 }}>
          <Text style={{ fontSize: 16, fontWeight: 700, marginBottom: 6 }}>
            {driver.rank}. {driver.name}
          </Text>
          <Bar shares={driver.shares} />
          <Text style={{ fontSize: 12, color: quiet, marginTop: 4 }}>
            {driver.shares
              .map((s) => `${texts.levels[s.level]} ${texts.percent(s.percentage)}`)
              .join('  ·  ')}
          </Text>
        </View>
      ))}
    </View>
  );

  const Demographic = ({ item }: { item: DemographicView }) => (
    <View wrap={false} style={{ width: '23%', marginRight: '2%', marginBottom: 18 }}>
      <Text style={{ fontSize: 16, fontWeight: 700, marginBottom: 6 }}>{item.name}</Text>
      {item.results.map((result) => (
        <View
          key={result.name}
          style={{ flexDirection: 'row', justifyContent: 'space-between', marginBottom: 3 }}
        >
          <Text style={{ fontSize: 12 }}>{result.name}</Text>
          <Text style={{ fontSize: 12, fontWeight: 700 }}>{texts.percent(result.percentage)}</Text>
        </View>
      ))}
    </View>
  );

  const twoColumns = data.tiles.length > 1;
  return (
    <Document title={`${texts.eyebrow}: ${texts.heading}`} language={data.language}>
      <Page size="A2" style={{ fontFamily, color: ink, padding: 56, fontSize: 14 }}>
        <Text style={{ fontSize: 18, fontWeight: 700, color: levelColours.must }}>{texts.eyebrow}</Text>
        <Text style={{ fontSize: 40, fontWeight: 700, marginTop: 8 }}>{texts.heading}</Text>
        <Text style={{ fontSize: 18, color: quiet, marginTop: 12 }}>{texts.summary}</Text>
        <View style={{ flexDirection: 'row', alignItems: 'center', marginTop: 24, marginBottom: 24 }}>
          <Text style={{ fontSize: 14, fontWeight: 700, marginRight: 16 }}>{texts.importance}</Text>
          {levels.map((level) => (
            <View key={level} style={{ flexDirection: 'row', alignItems: 'center', marginRight: 20 }}>
              <View
                style={{
                  width: 14,
                  height: 14,
                  borderRadius: 3,
                  backgroundColor: levelColours[level],
                  marginRight: 6,
                }}
              />
              <Text style={{ fontSize: 14 }}>{texts.levels[level]}</Text>
            </View>
          ))}
        </View>
        <View style={{ flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'space-between' }}>
          {data.tiles.map((tile) => (
            <View
              key={tile.name}
              style={{
                width: twoColumns ? '48.5%' : '100%',
                marginBottom: 24,
                padding: 20,
                borderWidth: 1,
                borderColor: '#D5DAE2',
                borderRadius: 10,
              }}
            >
              <Group group={tile} nested={false} />
              {tile.secondary.map((group) => (
                <Group key={group.name} group={group} nested />
              ))}
            </View>
          ))}
        </View>
        {data.demographic.length > 0 ? (
          <View style={{ marginTop: 12 }}>
            <Text style={{ fontSize: 24, fontWeight: 700, marginBottom: 14 }}>{texts.whoAnswered}</Text>
            <View style={{ flexDirection: 'row', flexWrap: 'wrap' }}>
              {data.demographic.map((item) => (
                <Demographic key={item.key} item={item} />
              ))}
            </View>
          </View>
        ) : null}
        <Text style={{ fontSize: 13, color: quiet, marginTop: 16 }}>{data.period}</Text>
      </Page>
    </Document>
  );
}

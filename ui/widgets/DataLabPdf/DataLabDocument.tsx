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

type PdfPrimitives = Pick<PdfRenderer, 'Document' | 'Page' | 'View' | 'Text'>;
type TextProps = { style?: ComponentProps<PdfRenderer['View']>['style']; children: ReactNode };

/** The renderer's View, and its Text writing Thai so that it stays Thai when copied or extracted. */
interface PdfKit {
  View: PdfRenderer['View'];
  Text: (props: TextProps) => ReactNode;
}

function pdfKit(pdf: PdfPrimitives): PdfKit {
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
  return { View: pdf.View, Text };
}

/** A driver's four importance shares as one bar in the §9 colours. */
function Bar({ kit: { View }, shares }: { kit: PdfKit; shares: ImportanceShare[] }) {
  return (
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
}

interface GroupProps {
  kit: PdfKit;
  texts: PdfTexts;
  group: PdfGroup;
  /** A secondary group inside its tile. */
  nested: boolean;
}

/** A group's name, respondents and sample note, and its top drivers with their bars. */
function Group({ kit, texts, group, nested }: GroupProps) {
  const { View, Text } = kit;
  return (
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
          <Bar kit={kit} shares={driver.shares} />
          <Text style={{ fontSize: 12, color: quiet, marginTop: 4 }}>
            {driver.shares
              .map((s) => `${texts.levels[s.level]} ${texts.percent(s.percentage)}`)
              .join('  ·  ')}
          </Text>
        </View>
      ))}
    </View>
  );
}

/** One demographic question's answers, in a quarter of the page's width. */
function Demographic({
  kit: { View, Text },
  texts,
  item,
}: {
  kit: PdfKit;
  texts: PdfTexts;
  item: DemographicView;
}) {
  return (
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
}

/** What the colours mean: each importance level's swatch and name. */
function Legend({ kit: { View, Text }, texts }: { kit: PdfKit; texts: PdfTexts }) {
  return (
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
  );
}

/**
 * The A2 snapshot of the Data Lab results (spec §9): heading, the selection and respondents, the legend, each
 * group's top 3 drivers with their four importance bars in the §9 colours, who answered, the survey period.
 */
export function dataLabDocument(
  pdf: PdfPrimitives,
  fontFamily: PdfFontFamily,
  texts: PdfTexts,
  data: DataLabPdfProps,
): PdfDocumentElement {
  const { Document, Page } = pdf;
  const kit = pdfKit(pdf);
  const { View, Text } = kit;
  const twoColumns = data.tiles.length > 1;
  return (
    <Document title={`${texts.eyebrow}: ${texts.heading}`} language={data.language}>
      <Page size="A2" style={{ fontFamily, color: ink, padding: 56, fontSize: 14 }}>
        <Text style={{ fontSize: 18, fontWeight: 700, color: levelColours.must }}>{texts.eyebrow}</Text>
        <Text style={{ fontSize: 40, fontWeight: 700, marginTop: 8 }}>{texts.heading}</Text>
        <Text style={{ fontSize: 18, color: quiet, marginTop: 12 }}>{texts.summary}</Text>
        <Legend kit={kit} texts={texts} />
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
              <Group kit={kit} texts={texts} group={tile} nested={false} />
              {tile.secondary.map((group) => (
                <Group key={group.name} kit={kit} texts={texts} group={group} nested />
              ))}
            </View>
          ))}
        </View>
        {data.demographic.length > 0 ? (
          <View style={{ marginTop: 12 }}>
            <Text style={{ fontSize: 24, fontWeight: 700, marginBottom: 14 }}>{texts.whoAnswered}</Text>
            <View style={{ flexDirection: 'row', flexWrap: 'wrap' }}>
              {data.demographic.map((item) => (
                <Demographic key={item.key} kit={kit} texts={texts} item={item} />
              ))}
            </View>
          </View>
        ) : null}
        <Text style={{ fontSize: 13, color: quiet, marginTop: 16 }}>{data.period}</Text>
      </Page>
    </Document>
  );
}

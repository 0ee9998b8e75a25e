import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { pdfFontFamily } from '../../pdf/fonts';
import { loadPdfRenderer } from '../../pdf/load';
import { fontFileResponse } from '../../pdf/test-fonts';

import { dataLabDocument } from './DataLabDocument';
import type { DataLabPdfProps, PdfTexts } from './types';

type HappyWindow = { happyDOM: { setURL(url: string): void } };

beforeAll(() => {
  (window as unknown as HappyWindow).happyDOM.setURL('http://candidate-th.localhost/th/');
  // The site serves the fonts the build copies from node_modules (scripts/build.mjs).
  vi.stubGlobal(
    'fetch',
    async (url: string) => (await fontFileResponse(url)) ?? new Response('', { status: 404 }),
  );
});
afterAll(() => vi.unstubAllGlobals());

const shares = (must: number) => [
  { level: 'must' as const, percentage: must },
  { level: 'delight' as const, percentage: 90 - must },
  { level: 'neutral' as const, percentage: 8 },
  { level: 'putOff' as const, percentage: 2 },
];

const texts: PdfTexts = {
  eyebrow: 'Talent Attraction Lab',
  heading: 'อะไรดึงดูดผู้สมัครงาน',
  summary: 'ผลลัพธ์สำหรับ อุตสาหกรรม: บัญชี · ผู้ตอบ 75 คน',
  importance: 'ความหมายของสี',
  levels: { must: 'ต้องมี', delight: 'ดีใจถ้ามี', neutral: 'ไม่สนใจ', putOff: 'ไม่ชอบ' },
  topDrivers: '3 ปัจจัยสำคัญอันดับแรก',
  allRespondents: 'ผู้ตอบทั้งหมด',
  whoAnswered: 'ใครตอบแบบสำรวจ',
  period: '',
  respondents: (count) => `ผู้ตอบ ${count} คน`,
  percent: (value) => `${value}%`,
  smallSample: 'กลุ่มตัวอย่างเล็ก',
  noData: 'ยังไม่มีข้อมูล',
};

const data: DataLabPdfProps = {
  language: 'th',
  fileName: 'data-lab-th-industry-accounting.pdf',
  selection: 'อุตสาหกรรม: บัญชี',
  respondents: 75,
  period: 'สำรวจระหว่างเมษายน 2567 ถึงพฤษภาคม 2567',
  tiles: [
    {
      name: 'บัญชี',
      respondents: 75,
      sample: 'ok',
      drivers: [
        { rank: 1, name: 'สมดุลชีวิตและการทำงาน', shares: shares(53) },
        { rank: 2, name: 'เงินเดือน', shares: shares(50) },
        { rank: 3, name: 'ความมั่นคงในงาน', shares: shares(49) },
      ],
      secondary: [],
    },
  ],
  demographic: [
    {
      key: 'location',
      name: 'สถานที่',
      sum: 75,
      results: [{ name: 'กรุงเทพมหานคร', count: 46, percentage: 61 }],
    },
  ],
};

describe('the Data Lab PDF document', () => {
  it('is an A2 page whose Thai text reads back as the same text', async () => {
    const renderer = await loadPdfRenderer();
    const doc = dataLabDocument(renderer, pdfFontFamily(renderer, 'th'), texts, data);
    const file = path.join(tmpdir(), `data-lab-${process.pid}.pdf`);
    const blob = await renderer.pdf(doc).toBlob();
    await writeFile(file, Buffer.from(await blob.arrayBuffer()));
    expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(
      /Page size:\s+1190\.\d+ x 1683\.\d+ pts \(A2\)/,
    );
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    // Written exactly as given (SARA AM as NIKHAHIT + SARA AA, its compatibility decomposition).
    expect(text.normalize('NFKD')).toContain('อะไรดึงดูดผู้สมัครงาน');
    expect(text.normalize('NFKD')).toContain('ดีใจถ้ามี');
    expect(text.normalize('NFKD')).toContain('สำรวจระหว่างเมษายน'.normalize('NFKD'));
    // pdftotext moves a raised tone mark or vowel after the next letter; every letter is there, in order.
    const letters = (t: string) => t.normalize('NFKD').replace(/[\s\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/g, '');
    for (const name of ['สมดุลชีวิตและการทำงาน', 'ความมั่นคงในงาน', 'กรุงเทพมหานคร', 'ผู้ตอบ 75 คน']) {
      expect(letters(text)).toContain(letters(name));
    }
  });
});

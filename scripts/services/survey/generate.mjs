/**
 * Generates kv-seed/datasets/survey.json (format in kv-seed/datasets/README.md): one synthetic answer sheet per
 * respondent, per country, drawn from a seeded random generator so the file is the same on every run. The
 * stand-in computes every number of the Data Lab from these rows. Run
 * `node scripts/services/survey/generate.mjs` after editing the tables below.
 */
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { format, resolveConfig } from 'prettier';

import { DEFAULT_DATASETS_DIR } from '../datasets.mjs';

/** Below `minimum` respondents a group has no data; below `small` its numbers are indicative. */
const THRESHOLDS = { minimum: 30, small: 100 };

/** The filter dimensions (spec §3 queryFilters keys and labels), in form order. */
const DIMENSIONS = [
  { key: 'industries', label: 'Industry' },
  { key: 'genders', label: 'Gender' },
  { key: 'seniorities', label: 'Seniority' },
  { key: 'generations', label: 'Generation' },
  { key: 'locations', label: 'Location' },
  { key: 'workTypes', label: 'Work type' },
];

/** What candidates weigh (the ranked drivers), each with its options; base odds [must, delight, neutral, putOff]. */
const CATEGORIES = [
  [
    'Salary',
    [
      ['Pay above market rate', [62, 28, 8, 2]],
      ['Salary range shown in the ad', [48, 34, 15, 3]],
    ],
  ],
  [
    'Work-life balance',
    [
      ['Reasonable working hours', [55, 30, 13, 2]],
      ['Generous leave', [38, 42, 18, 2]],
    ],
  ],
  [
    'Career progression',
    [
      ['Clear promotion path', [40, 38, 19, 3]],
      ['Training and development', [36, 44, 18, 2]],
    ],
  ],
  [
    'Flexible working',
    [
      ['Work from home', [34, 40, 20, 6]],
      ['Flexible hours', [41, 39, 17, 3]],
    ],
  ],
  [
    'Job security',
    [
      ['Permanent contract', [46, 30, 21, 3]],
      ['Financially stable employer', [44, 33, 21, 2]],
    ],
  ],
  [
    'Company culture',
    [
      ['Supportive team', [45, 40, 13, 2]],
      ['Diversity and inclusion', [24, 38, 33, 5]],
    ],
  ],
  [
    'Location',
    [
      ['Short commute', [37, 37, 23, 3]],
      ['Close to public transport', [26, 34, 36, 4]],
    ],
  ],
  [
    'Purpose',
    [
      ['Meaningful work', [33, 43, 22, 2]],
      ['Company values match mine', [27, 41, 29, 3]],
    ],
  ],
];

/** Demographic items (spec §3) besides gender, location and seniority, which the filters already hold. */
const AGE_BY_GENERATION = { 'Gen Z': '18-27', Millennials: '28-43', 'Gen X': '44-59', 'Baby Boomers': '60+' };
const INCOMES = ['Lower third', 'Middle third', 'Upper third'];
const EDUCATION = ['Secondary school', 'Certificate or diploma', "Bachelor's degree", 'Postgraduate degree'];
const CHILDREN = ['No children', 'Children at home', 'Grown-up children'];

/** Weighted values: a value with weight 0 is offered in the filters but nobody answered for it. */
const COMMON = {
  genders: [
    ['Female', 48],
    ['Male', 50],
    ['Non-binary', 1.5],
  ],
  seniorities: [
    ['Entry level', 22],
    ['Experienced', 46],
    ['Manager', 22],
    ['Senior executive', 10],
  ],
  generations: [
    ['Gen Z', 20],
    ['Millennials', 38],
    ['Gen X', 28],
    ['Baby Boomers', 14],
  ],
  workTypes: [
    ['Full time', 68],
    ['Part time', 18],
    ['Contract or temp', 10],
    ['Casual', 4],
  ],
};

const INDUSTRIES = [
  ['Information & Communication Technology', 14],
  ['Healthcare & Medical', 14],
  ['Accounting', 9],
  ['Banking & Financial Services', 9],
  ['Education & Training', 10],
  ['Retail & Consumer Products', 11],
  ['Construction', 9],
  ['Hospitality & Tourism', 9],
  ['Manufacturing & Logistics', 12],
  ['Mining & Resources', 3],
  ['Farming & Conservation', 0],
];

/** Per country: respondents, locations (weighted), nationality split, survey name. */
const COUNTRIES = {
  au: {
    size: 1600,
    nationality: 'Australian',
    locations: [
      ['New South Wales', 31],
      ['Victoria', 26],
      ['Queensland', 20],
      ['Western Australia', 11],
      ['South Australia', 7],
      ['Tasmania', 2.2],
      ['Northern Territory', 0],
    ],
  },
  nz: {
    size: 900,
    nationality: 'New Zealander',
    locations: [
      ['Auckland', 38],
      ['Wellington', 16],
      ['Canterbury', 14],
      ['Waikato', 10],
      ['Bay of Plenty', 7],
      ['Otago', 6],
      ['West Coast', 0],
    ],
  },
  hk: {
    size: 700,
    nationality: 'Hong Kong resident',
    locations: [
      ['Hong Kong Island', 30],
      ['Kowloon', 40],
      ['New Territories', 30],
    ],
  },
  th: {
    size: 800,
    nationality: 'Thai',
    locations: [
      ['Bangkok', 52],
      ['Chiang Mai', 12],
      ['Chon Buri', 14],
      ['Phuket', 8],
      ['Khon Kaen', 9],
    ],
  },
  id: {
    size: 900,
    nationality: 'Indonesian',
    locations: [
      ['Jakarta', 44],
      ['West Java', 20],
      ['East Java', 16],
      ['Bali', 7],
      ['North Sumatra', 8],
    ],
  },
  my: {
    size: 700,
    nationality: 'Malaysian',
    locations: [
      ['Kuala Lumpur', 36],
      ['Selangor', 30],
      ['Penang', 13],
      ['Johor', 14],
      ['Sabah', 4],
    ],
  },
  ph: {
    size: 700,
    nationality: 'Filipino',
    locations: [
      ['Metro Manila', 48],
      ['Cebu', 16],
      ['Davao', 10],
      ['Calabarzon', 20],
      ['Iloilo', 3],
    ],
  },
  sg: {
    size: 600,
    nationality: 'Singaporean',
    locations: [
      ['Central', 40],
      ['East', 20],
      ['North', 14],
      ['North-East', 14],
      ['West', 12],
    ],
  },
};

/** How a group shifts the odds of an option: [category, option index or -1 for both, must points]. */
const SHIFTS = {
  'Gen Z': [
    ['Career progression', -1, 14],
    ['Flexible working', -1, 8],
    ['Job security', -1, -10],
  ],
  Millennials: [
    ['Flexible working', -1, 10],
    ['Work-life balance', 1, 6],
  ],
  'Gen X': [
    ['Job security', -1, 8],
    ['Location', 0, 6],
  ],
  'Baby Boomers': [
    ['Job security', -1, 16],
    ['Career progression', -1, -18],
    ['Purpose', 0, 12],
  ],
  'Information & Communication Technology': [
    ['Flexible working', 0, 18],
    ['Salary', 0, 6],
  ],
  'Healthcare & Medical': [
    ['Purpose', 0, 18],
    ['Work-life balance', 0, 10],
    ['Flexible working', 0, -20],
  ],
  'Hospitality & Tourism': [
    ['Location', -1, 14],
    ['Flexible working', 1, 10],
  ],
  'Mining & Resources': [
    ['Salary', 0, 20],
    ['Location', -1, -16],
  ],
  'Part time': [
    ['Flexible working', 1, 22],
    ['Salary', 0, -12],
  ],
  Casual: [
    ['Flexible working', 1, 18],
    ['Job security', 0, -14],
  ],
  Manager: [
    ['Career progression', 0, 8],
    ['Company culture', 0, 6],
  ],
  'Senior executive': [
    ['Purpose', -1, 12],
    ['Salary', 0, -6],
  ],
  Female: [
    ['Flexible working', -1, 8],
    ['Company culture', 1, 8],
  ],
};

/** A small seeded generator (mulberry32): the same file on every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Index of a weighted choice. */
function pick(next, weights) {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let at = next() * total;
  for (let i = 0; i < weights.length; i += 1) {
    at -= weights[i];
    if (at < 0 && weights[i] > 0) return i;
  }
  return weights.findLastIndex((weight) => weight > 0);
}

/** One rating letter for an option, its must odds shifted by the respondent's groups. */
function rate(next, category, index, base, groups) {
  let [must, delight, neutral, putOff] = base;
  for (const group of groups) {
    for (const [name, option, points] of SHIFTS[group] ?? []) {
      if (name !== category || (option !== -1 && option !== index)) continue;
      must = Math.max(2, must + points);
      neutral = Math.max(2, neutral - points / 2);
      putOff = Math.max(1, putOff - Math.sign(points));
    }
  }
  return 'mdnp'[pick(next, [must, delight, neutral, putOff])];
}

function countrySheet(country, { size, nationality, locations }, seed) {
  const next = random(seed);
  const values = {
    industries: INDUSTRIES,
    genders: COMMON.genders,
    seniorities: COMMON.seniorities,
    generations: COMMON.generations,
    locations,
    workTypes: COMMON.workTypes,
  };
  const names = Object.fromEntries(Object.entries(values).map(([key, list]) => [key, list.map(([n]) => n)]));
  const nationalities = [nationality, 'Other'];
  const respondents = [];
  for (let i = 0; i < size; i += 1) {
    const row = DIMENSIONS.map(({ key }) =>
      pick(
        next,
        values[key].map(([, weight]) => weight),
      ),
    );
    const groups = row.map((index, d) => names[DIMENSIONS[d].key][index]);
    const generation = groups[3];
    const income = pick(next, [30 - row[2] * 6, 34, 20 + row[2] * 8]);
    const education = pick(next, [18, 30, 36, 16]);
    const children = pick(
      next,
      generation === 'Gen Z' ? [85, 15, 0] : [35, 45, generation === 'Baby Boomers' ? 40 : 10],
    );
    const born = pick(next, [82, 18]);
    const ratings = CATEGORIES.flatMap(([category, options]) =>
      options.map(([, base], index) => rate(next, category, index, base, groups)),
    ).join('');
    respondents.push([...row, income, education, born, children, ratings]);
  }
  return {
    values: {
      ...names,
      age: Object.values(AGE_BY_GENERATION),
      income: INCOMES,
      education: EDUCATION,
      nationality: nationalities,
      children: CHILDREN,
    },
    respondents,
  };
}

/** The whole dataset. */
export function buildSurvey() {
  const countries = {};
  Object.entries(COUNTRIES).forEach(([country, spec], i) => {
    countries[country] = { survey: `${country}-2024`, ...countrySheet(country, spec, 2024 + i * 7919) };
  });
  return {
    thresholds: THRESHOLDS,
    dimensions: DIMENSIONS,
    categories: CATEGORIES.map(([name, options]) => ({ name, options: options.map(([option]) => option) })),
    columns: [
      ...DIMENSIONS.map(({ key }) => key),
      'income',
      'education',
      'nationality',
      'children',
      'ratings',
    ],
    ageByGeneration: AGE_BY_GENERATION,
    translations: TRANSLATIONS,
    countries,
  };
}

/**
 * Names the survey API translates (getTranslations), for its two non-English locales: every driver, option,
 * category and demographic name the th and id surveys show (survey-translations.test.ts lists any missing).
 */
const TRANSLATIONS = {
  'th-TH': {
    All: 'ทั้งหมด',
    Industry: 'อุตสาหกรรม',
    Gender: 'เพศ',
    Seniority: 'ระดับตำแหน่ง',
    Generation: 'เจเนอเรชัน',
    Location: 'สถานที่',
    'Work type': 'ประเภทงาน',
    Age: 'อายุ',
    Income: 'รายได้',
    Education: 'การศึกษา',
    Nationality: 'สัญชาติ',
    Children: 'บุตร',
    Salary: 'เงินเดือน',
    'Work-life balance': 'สมดุลชีวิตและการทำงาน',
    'Career progression': 'ความก้าวหน้าในอาชีพ',
    'Flexible working': 'การทำงานที่ยืดหยุ่น',
    'Job security': 'ความมั่นคงในงาน',
    'Company culture': 'วัฒนธรรมองค์กร',
    Purpose: 'เป้าหมายของงาน',
    'Pay above market rate': 'ค่าตอบแทนสูงกว่าตลาด',
    'Salary range shown in the ad': 'ระบุช่วงเงินเดือนในประกาศงาน',
    'Reasonable working hours': 'ชั่วโมงทำงานที่เหมาะสม',
    'Generous leave': 'วันลาที่มากพอ',
    'Clear promotion path': 'เส้นทางการเลื่อนตำแหน่งที่ชัดเจน',
    'Training and development': 'การฝึกอบรมและพัฒนา',
    'Work from home': 'ทำงานจากที่บ้าน',
    'Flexible hours': 'เวลาทำงานที่ยืดหยุ่น',
    'Permanent contract': 'สัญญาจ้างประจำ',
    'Financially stable employer': 'นายจ้างที่มั่นคงทางการเงิน',
    'Supportive team': 'ทีมที่ช่วยเหลือกัน',
    'Diversity and inclusion': 'ความหลากหลายและการยอมรับ',
    'Short commute': 'เดินทางไปทำงานใกล้',
    'Close to public transport': 'ใกล้ระบบขนส่งสาธารณะ',
    'Meaningful work': 'งานที่มีความหมาย',
    'Company values match mine': 'ค่านิยมองค์กรตรงกับของฉัน',
    'Information & Communication Technology': 'เทคโนโลยีสารสนเทศและการสื่อสาร',
    'Healthcare & Medical': 'การแพทย์และสุขภาพ',
    Accounting: 'บัญชี',
    'Banking & Financial Services': 'ธนาคารและบริการทางการเงิน',
    'Education & Training': 'การศึกษาและการฝึกอบรม',
    'Retail & Consumer Products': 'ค้าปลีกและสินค้าอุปโภคบริโภค',
    Construction: 'ก่อสร้าง',
    'Hospitality & Tourism': 'การโรงแรมและการท่องเที่ยว',
    'Manufacturing & Logistics': 'การผลิตและโลจิสติกส์',
    'Mining & Resources': 'เหมืองแร่และทรัพยากร',
    'Farming & Conservation': 'เกษตรกรรมและการอนุรักษ์',
    Female: 'หญิง',
    Male: 'ชาย',
    'Non-binary': 'นอนไบนารี',
    'Entry level': 'ระดับเริ่มต้น',
    Experienced: 'มีประสบการณ์',
    Manager: 'ผู้จัดการ',
    'Senior executive': 'ผู้บริหารระดับสูง',
    'Gen Z': 'เจนแซด',
    Millennials: 'มิลเลนเนียล',
    'Gen X': 'เจนเอ็กซ์',
    'Baby Boomers': 'เบบี้บูมเมอร์',
    Bangkok: 'กรุงเทพมหานคร',
    'Chiang Mai': 'เชียงใหม่',
    'Chon Buri': 'ชลบุรี',
    Phuket: 'ภูเก็ต',
    'Khon Kaen': 'ขอนแก่น',
    'Full time': 'เต็มเวลา',
    'Part time': 'พาร์ทไทม์',
    'Contract or temp': 'สัญญาจ้างหรือชั่วคราว',
    Casual: 'รายวัน',
    '18-27': '18-27 ปี',
    '28-43': '28-43 ปี',
    '44-59': '44-59 ปี',
    '60+': '60 ปีขึ้นไป',
    'Lower third': 'กลุ่มรายได้ต่ำ',
    'Middle third': 'กลุ่มรายได้กลาง',
    'Upper third': 'กลุ่มรายได้สูง',
    'Secondary school': 'มัธยมศึกษา',
    'Certificate or diploma': 'ประกาศนียบัตรหรืออนุปริญญา',
    "Bachelor's degree": 'ปริญญาตรี',
    'Postgraduate degree': 'ปริญญาโทขึ้นไป',
    Thai: 'ไทย',
    Other: 'อื่น ๆ',
    'No children': 'ไม่มีบุตร',
    'Children at home': 'มีบุตรอยู่ที่บ้าน',
    'Grown-up children': 'มีบุตรที่โตแล้ว',
  },
  'id-ID': {
    All: 'Semua',
    Industry: 'Industri',
    Gender: 'Jenis kelamin',
    Seniority: 'Senioritas',
    Generation: 'Generasi',
    Location: 'Lokasi',
    'Work type': 'Jenis pekerjaan',
    Age: 'Usia',
    Income: 'Pendapatan',
    Education: 'Pendidikan',
    Nationality: 'Kewarganegaraan',
    Children: 'Anak',
    Salary: 'Gaji',
    'Work-life balance': 'Keseimbangan kerja dan hidup',
    'Career progression': 'Jenjang karier',
    'Flexible working': 'Kerja fleksibel',
    'Job security': 'Keamanan kerja',
    'Company culture': 'Budaya perusahaan',
    Purpose: 'Tujuan kerja',
    'Pay above market rate': 'Gaji di atas rata-rata pasar',
    'Salary range shown in the ad': 'Kisaran gaji dicantumkan di iklan',
    'Reasonable working hours': 'Jam kerja yang wajar',
    'Generous leave': 'Cuti yang cukup',
    'Clear promotion path': 'Jalur promosi yang jelas',
    'Training and development': 'Pelatihan dan pengembangan',
    'Work from home': 'Kerja dari rumah',
    'Flexible hours': 'Jam kerja fleksibel',
    'Permanent contract': 'Kontrak tetap',
    'Financially stable employer': 'Perusahaan yang stabil secara finansial',
    'Supportive team': 'Tim yang suportif',
    'Diversity and inclusion': 'Keberagaman dan inklusi',
    'Short commute': 'Perjalanan ke kantor singkat',
    'Close to public transport': 'Dekat transportasi umum',
    'Meaningful work': 'Pekerjaan yang bermakna',
    'Company values match mine': 'Nilai perusahaan sesuai dengan nilai saya',
    'Information & Communication Technology': 'Teknologi Informasi & Komunikasi',
    'Healthcare & Medical': 'Kesehatan & Medis',
    Accounting: 'Akuntansi',
    'Banking & Financial Services': 'Perbankan & Jasa Keuangan',
    'Education & Training': 'Pendidikan & Pelatihan',
    'Retail & Consumer Products': 'Ritel & Produk Konsumen',
    Construction: 'Konstruksi',
    'Hospitality & Tourism': 'Perhotelan & Pariwisata',
    'Manufacturing & Logistics': 'Manufaktur & Logistik',
    'Mining & Resources': 'Pertambangan & Sumber Daya',
    'Farming & Conservation': 'Pertanian & Konservasi',
    Female: 'Perempuan',
    Male: 'Laki-laki',
    'Non-binary': 'Non-biner',
    'Entry level': 'Tingkat pemula',
    Experienced: 'Berpengalaman',
    Manager: 'Manajer',
    'Senior executive': 'Eksekutif senior',
    'Gen Z': 'Gen Z',
    Millennials: 'Milenial',
    'Gen X': 'Gen X',
    'Baby Boomers': 'Baby Boomer',
    Jakarta: 'Jakarta',
    'West Java': 'Jawa Barat',
    'East Java': 'Jawa Timur',
    Bali: 'Bali',
    'North Sumatra': 'Sumatera Utara',
    'Full time': 'Penuh waktu',
    'Part time': 'Paruh waktu',
    'Contract or temp': 'Kontrak atau sementara',
    Casual: 'Lepas harian',
    '18-27': '18-27 tahun',
    '28-43': '28-43 tahun',
    '44-59': '44-59 tahun',
    '60+': '60 tahun ke atas',
    'Lower third': 'Sepertiga terbawah',
    'Middle third': 'Sepertiga tengah',
    'Upper third': 'Sepertiga teratas',
    'Secondary school': 'Sekolah menengah',
    'Certificate or diploma': 'Sertifikat atau diploma',
    "Bachelor's degree": 'Gelar sarjana',
    'Postgraduate degree': 'Gelar pascasarjana',
    Indonesian: 'Indonesia',
    Other: 'Lainnya',
    'No children': 'Tidak punya anak',
    'Children at home': 'Anak tinggal di rumah',
    'Grown-up children': 'Anak sudah dewasa',
  },
};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const path = resolve(DEFAULT_DATASETS_DIR, 'survey.json');
  const text = await format(JSON.stringify(buildSurvey()), {
    ...(await resolveConfig(path)),
    filepath: path,
  });
  await writeFile(path, text);
  console.log(`wrote ${path} (${Math.round(text.length / 1024)} KiB)`);
}

/**
 * Pages that forms and the Data Lab link to (spec §2): the privacy policy and collection notice of the site's
 * product (candidate-… in au and nz, employer-… elsewhere; reached through /privacy and /collection-notice), and
 * 'About the Research' (/market-insights/loa-about-the-research) with Thai and Indonesian versions.
 */
import { idFor, rich } from './lib.mjs';

const researchText = {
  en: {
    title: 'About the Research',
    intro:
      'The Talent Attraction Lab surveys people who are working or looking for work about what draws them to a role and what puts them off.',
    method: 'How the survey works',
    body: [
      'Each year an independent research partner asks thousands of people to rank the drivers that matter most when they consider a job, from salary and flexible working to company culture and career progression.',
      'Results are weighted to match the working population by age, gender and location. Where fewer than 100 people match a set of filters, the Data Lab marks the result as indicative.',
    ],
  },
  th_TH: {
    title: 'เกี่ยวกับงานวิจัย',
    intro:
      'Talent Attraction Lab สำรวจผู้ที่ทำงานหรือกำลังหางานว่าอะไรทำให้พวกเขาสนใจตำแหน่งงาน และอะไรทำให้พวกเขาไม่สนใจ',
    method: 'วิธีการสำรวจ',
    body: [
      'ทุกปี พันธมิตรด้านการวิจัยอิสระจะขอให้ผู้คนหลายพันคนจัดอันดับปัจจัยที่สำคัญที่สุดเมื่อพิจารณางาน ตั้งแต่เงินเดือนและการทำงานแบบยืดหยุ่น ไปจนถึงวัฒนธรรมองค์กรและโอกาสก้าวหน้า',
      'ผลลัพธ์ถูกถ่วงน้ำหนักให้ตรงกับประชากรวัยทำงานตามอายุ เพศ และพื้นที่ หากมีผู้ตอบน้อยกว่า 100 คนสำหรับตัวกรองที่เลือก ผลลัพธ์จะถูกระบุว่าเป็นข้อมูลเบื้องต้น',
    ],
  },
  id_ID: {
    title: 'Tentang Riset',
    intro:
      'Talent Attraction Lab menyurvei orang yang bekerja atau sedang mencari kerja tentang apa yang menarik mereka pada sebuah posisi dan apa yang membuat mereka mundur.',
    method: 'Cara survei dilakukan',
    body: [
      'Setiap tahun, mitra riset independen meminta ribuan orang mengurutkan faktor yang paling penting saat mempertimbangkan pekerjaan, mulai dari gaji dan kerja fleksibel hingga budaya perusahaan dan jenjang karier.',
      'Hasil diberi bobot agar sesuai dengan populasi pekerja menurut usia, jenis kelamin, dan lokasi. Jika kurang dari 100 orang cocok dengan filter yang dipilih, Data Lab menandai hasilnya sebagai indikatif.',
    ],
  },
};

const policies = {
  privacy: {
    title: 'Privacy policy',
    sections: [
      [
        'What we collect',
        'We collect the details you give us when you create a profile, apply for a job, subscribe to our newsletters or contact us, and information about how you use our sites.',
      ],
      [
        'How we use it',
        'We use your information to provide and improve our services, to match job seekers with roles, to send the updates you asked for and to keep our sites safe.',
      ],
      [
        'Your choices',
        'You can update your details, unsubscribe from any newsletter using the link in each e-mail, or ask us for a copy of the information we hold about you.',
      ],
    ],
  },
  'collection-notice': {
    title: 'Collection notice',
    sections: [
      [
        'Why we ask for your details',
        'When you fill in one of our forms we collect your name, e-mail address and the answers you give so that we can respond to your enquiry or send you the content you requested.',
      ],
      [
        'Who sees them',
        'Your details are used by our marketing and sales teams and by service providers who help us run our forms and e-mails. We do not sell your personal information.',
      ],
    ],
  },
};

/**
 * @param {import('./generate.mjs').Corpus} corpus
 * @param {import('./generate.mjs').SeedSite} site
 * @param {{ brand: string }} info
 */
export function buildPolicyPages(corpus, site, { brand }) {
  const [english, local] = site.locales;
  const key = (name) => `${site.name}:${name}`;
  const heading = (name, text, level, localText) =>
    corpus.add('blocks.json', 'Heading', key(name), {
      localizations: {
        [english]: { text, level, weight: 'strong', tone: 'neutral' },
        ...(local && localText ? { [local]: { text: localText } } : {}),
      },
    });
  const paragraph = (name, lines, localLines) =>
    corpus.add('blocks.json', 'Paragraph', key(name), {
      localizations: {
        [english]: { content: rich(lines), align: 'left', tone: 'neutral', size: 'standard' },
        ...(local && localLines ? { [local]: { content: rich(localLines) } } : {}),
      },
    });
  const page = (slug, title, items, fields = {}, localTitle = null) =>
    corpus.add('pages.json', 'Page', key(slug), {
      fields: {
        slug,
        sites: [site.name],
        hideEmbeddedFormInSection: true,
        enableBreadcrumbs: true,
        containers: [
          {
            id: idFor(`container:${site.name}:${slug}`),
            htmlId: slug,
            box: null,
            tile: null,
            blocks: [
              {
                id: idFor(`block:${site.name}:${slug}`),
                name: slug,
                skipDefaultLocale: false,
                box: null,
                tile: null,
                items,
              },
            ],
          },
        ],
        ...fields,
      },
      localizations: {
        [english]: {
          title,
          seo: {
            title: `${title} | ${brand}`,
            description: `${title} of ${brand}.`,
            noIndex: false,
            noArchive: false,
          },
        },
        ...(local && localTitle ? { [local]: { title: localTitle } } : {}),
      },
    });

  const product = site.country === 'au' || site.country === 'nz' ? 'candidate' : 'employer';
  for (const [name, policy] of Object.entries(policies)) {
    const slug = `${product}-${name}`;
    page(
      slug,
      policy.title,
      policy.sections.flatMap(([title, text], i) => [
        heading(`${slug}:h${i}`, title, 2),
        paragraph(`${slug}:p${i}`, [text.replace('our sites', `${brand}'s sites`)]),
      ]),
    );
  }

  if (site.isRoot) return;
  const en = researchText.en;
  const tr = local ? researchText[local] : null;
  page(
    'loa-about-the-research',
    en.title,
    [
      paragraph('loa:intro', [en.intro], tr ? [tr.intro] : null),
      heading('loa:method', en.method, 2, tr?.method),
      paragraph('loa:body', en.body, tr?.body),
    ],
    { relatedPageSection: idFor(`Section:${key('market-insights')}`) },
    tr?.title,
  );
}

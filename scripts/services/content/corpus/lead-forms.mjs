/**
 * The lead forms of spec §3/§4/§5 in seeded pages: on every employer site `/page/hiring-outlook` carries a
 * download lead form (`download-hiring-outlook`, its document the report PDF that scripts/documents/generate.mjs
 * writes to static/documents/, so the site itself serves it) and a lead form (`talk-to-sales`); the SARA awards
 * page (employer-au `/sara-awards`) gets a SARA enquiry form (`sara-enquiry`). Texts in English, Thai and
 * Bahasa. The lead forms leave some of spec §5's lead rules unflagged on purpose (the Worker builds them in),
 * and list no industries or advertise answers (spec §9's lists apply). Runs after buildBlockPages.
 */
import { REPORT_FILE, reportPdf } from '../../../documents/generate.mjs';

import { formField, handleFor, idFor, rich } from './lib.mjs';

const EMPLOYER_SITES = ['au', 'nz', 'hk', 'th', 'id', 'my', 'ph', 'sg'].map((c) => `employer_${c}`);
const REPORT = { fileName: REPORT_FILE, size: reportPdf().length };
const DOWNLOAD_FORM = idFor('Form:download-hiring-outlook');
const SALES_FORM = idFor('Form:talk-to-sales');
const SARA_FORM = idFor('Form:sara-enquiry');

/** Field labels and editor texts by locale (default = English). */
const copy = {
  default: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Work email',
    companyName: 'Company name',
    companyPhoneNumber: 'Company phone number',
    jobTitle: 'Job title',
    industry: 'Industry',
    industryPlaceholder: 'Select your industry',
    employerJobSeeker: 'Which describes you best?',
    identity: { Employer: 'I hire for my organisation', 'Job Seeker': 'I am looking for work' },
    hiringNeeds: 'When are you next hiring?',
    needs: {
      now: 'Right now',
      soon: 'In the next 3 months',
      later: 'Later this year',
      none: 'No plans to hire',
    },
    marketingComms: 'Would you like hiring advice and product news by email?',
    yesNo: { Yes: 'Yes', No: 'No' },
    doesBusinessWith: 'Do you currently advertise jobs with {product}?',
    choose: 'Choose an answer',
    tooLong: 'Too long',
    badEmail: 'Enter a valid email address',
    download: {
      title: 'Download the Hiring Outlook 2025',
      description: 'What employers across the region plan for the year ahead, in a short report.',
      cta: 'Get the report',
      confirmation: 'Thank you! Your report is ready.',
    },
    sales: {
      title: 'Talk to our team',
      description: 'Tell us about your hiring and one of our advisers will call you within two working days.',
      cta: 'Request a call',
      confirmation: 'Thanks! An adviser will be in touch within two working days.',
    },
    consent:
      'By sending this form you agree that we may contact you about your enquiry. Read our collection notice and privacy policy.',
    page: 'Hiring Outlook 2025',
    intro:
      'Plan your hiring with the latest market data, or talk to an adviser about your next role to fill.',
  },
  th_TH: {
    firstName: 'ชื่อ',
    lastName: 'นามสกุล',
    email: 'อีเมลที่ทำงาน',
    companyName: 'ชื่อบริษัท',
    companyPhoneNumber: 'หมายเลขโทรศัพท์บริษัท',
    jobTitle: 'ตำแหน่งงาน',
    industry: 'อุตสาหกรรม',
    industryPlaceholder: 'เลือกอุตสาหกรรมของคุณ',
    employerJobSeeker: 'ข้อใดตรงกับคุณมากที่สุด',
    identity: { Employer: 'ฉันสรรหาพนักงานให้องค์กร', 'Job Seeker': 'ฉันกำลังหางาน' },
    hiringNeeds: 'คุณจะรับพนักงานครั้งต่อไปเมื่อใด',
    needs: {
      now: 'ตอนนี้',
      soon: 'ภายใน 3 เดือนข้างหน้า',
      later: 'ภายในปีนี้',
      none: 'ยังไม่มีแผนรับพนักงาน',
    },
    marketingComms: 'คุณต้องการรับคำแนะนำด้านการจ้างงานและข่าวสารผลิตภัณฑ์ทางอีเมลหรือไม่',
    yesNo: { Yes: 'ใช่', No: 'ไม่' },
    doesBusinessWith: 'ปัจจุบันคุณลงประกาศงานกับ {product} หรือไม่',
    choose: 'เลือกคำตอบ',
    tooLong: 'ยาวเกินไป',
    badEmail: 'กรุณากรอกอีเมลที่ถูกต้อง',
    download: {
      title: 'ดาวน์โหลดรายงานแนวโน้มการจ้างงาน 2025',
      description: 'แผนของนายจ้างทั่วภูมิภาคสำหรับปีหน้า ในรายงานฉบับย่อ',
      cta: 'รับรายงาน',
      confirmation: 'ขอบคุณ รายงานของคุณพร้อมแล้ว',
    },
    sales: {
      title: 'พูดคุยกับทีมของเรา',
      description: 'บอกเราเกี่ยวกับการจ้างงานของคุณ แล้วที่ปรึกษาของเราจะโทรหาคุณภายในสองวันทำการ',
      cta: 'ขอให้ติดต่อกลับ',
      confirmation: 'ขอบคุณ ที่ปรึกษาจะติดต่อคุณภายในสองวันทำการ',
    },
    consent:
      'เมื่อส่งแบบฟอร์มนี้ คุณยินยอมให้เราติดต่อคุณเกี่ยวกับคำขอของคุณ อ่านประกาศการเก็บรวบรวมข้อมูลและนโยบายความเป็นส่วนตัวของเรา',
    page: 'แนวโน้มการจ้างงาน 2025',
    intro: 'วางแผนการจ้างงานด้วยข้อมูลตลาดล่าสุด หรือพูดคุยกับที่ปรึกษาเกี่ยวกับตำแหน่งที่คุณต้องการรับสมัคร',
  },
  id_ID: {
    firstName: 'Nama depan',
    lastName: 'Nama belakang',
    email: 'Email kantor',
    companyName: 'Nama perusahaan',
    companyPhoneNumber: 'Nomor telepon perusahaan',
    jobTitle: 'Jabatan',
    industry: 'Industri',
    industryPlaceholder: 'Pilih industri Anda',
    employerJobSeeker: 'Mana yang paling sesuai dengan Anda?',
    identity: { Employer: 'Saya merekrut untuk organisasi saya', 'Job Seeker': 'Saya sedang mencari kerja' },
    hiringNeeds: 'Kapan Anda akan merekrut lagi?',
    needs: {
      now: 'Sekarang',
      soon: 'Dalam 3 bulan ke depan',
      later: 'Akhir tahun ini',
      none: 'Belum ada rencana merekrut',
    },
    marketingComms: 'Apakah Anda ingin menerima saran perekrutan dan berita produk melalui email?',
    yesNo: { Yes: 'Ya', No: 'Tidak' },
    doesBusinessWith: 'Apakah saat ini Anda memasang lowongan di {product}?',
    choose: 'Pilih jawaban',
    tooLong: 'Terlalu panjang',
    badEmail: 'Masukkan alamat email yang valid',
    download: {
      title: 'Unduh Hiring Outlook 2025',
      description: 'Rencana para pemberi kerja di kawasan ini untuk tahun depan, dalam laporan singkat.',
      cta: 'Dapatkan laporan',
      confirmation: 'Terima kasih! Laporan Anda sudah siap.',
    },
    sales: {
      title: 'Bicara dengan tim kami',
      description:
        'Ceritakan kebutuhan perekrutan Anda dan penasihat kami akan menelepon Anda dalam dua hari kerja.',
      cta: 'Minta ditelepon',
      confirmation: 'Terima kasih! Penasihat kami akan menghubungi Anda dalam dua hari kerja.',
    },
    consent:
      'Dengan mengirim formulir ini Anda setuju kami menghubungi Anda terkait permintaan Anda. Baca pemberitahuan pengumpulan dan kebijakan privasi kami.',
    page: 'Hiring Outlook 2025',
    intro:
      'Rencanakan perekrutan dengan data pasar terbaru, atau bicarakan posisi berikutnya dengan penasihat kami.',
  },
};

/** A form field; `form` keeps ids unique per form. */
const field = (form, key, kind, label, extra = {}) => formField(`${form}:${key}`, key, kind, label, extra);

const labelled = (labels) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/**
 * The lead payload's fields (spec §3). Deliberately incomplete flags, as editors leave them: names without
 * their bounds, phone and job title not marked required; model/lead-form.ts builds spec §5's rules in.
 */
function leadFields(form, t) {
  return [
    field(form, 'firstName', 'text', t.firstName),
    field(form, 'lastName', 'text', t.lastName),
    field(form, 'email', 'email', t.email, {
      validators: [{ type: 'email', value: null, errorMessage: t.badEmail }],
    }),
    field(form, 'companyName', 'text', t.companyName, {
      validators: [{ type: 'maxLength', value: 255, errorMessage: t.tooLong }],
    }),
    field(form, 'companyPhoneNumber', 'text', t.companyPhoneNumber, { required: false }),
    field(form, 'jobTitle', 'text', t.jobTitle, { required: false }),
    field(form, 'industry', 'select', t.industry, { placeholder: t.industryPlaceholder }),
    field(form, 'employerJobSeeker', 'select', t.employerJobSeeker, {
      placeholder: t.choose,
      options: labelled(t.identity),
    }),
    field(form, 'hiringNeeds', 'select', t.hiringNeeds, {
      placeholder: t.choose,
      options: Object.entries(t.needs).map(([value, label]) => ({ value, label })),
    }),
    field(form, 'marketingComms', 'select', t.marketingComms, {
      placeholder: t.choose,
      options: labelled(t.yesNo),
    }),
    field(form, 'doesBusinessWith', 'select', t.doesBusinessWith, { placeholder: t.choose, rowSpan: 2 }),
  ];
}

/** @param {import('./generate.mjs').Corpus} corpus */
function addLeadForms(corpus) {
  const report = corpus.add('assets.json', 'Asset', 'report:hiring-outlook-2025', {
    fields: {
      handle: handleFor('report:hiring-outlook-2025'),
      fileName: REPORT.fileName,
      mimeType: 'application/pdf',
      size: REPORT.size,
      // Served by the site from static/documents/ (no asset host runs locally); a CMS asset's own address works too.
      url: `/documents/${REPORT.fileName}`,
      alt: 'Hiring Outlook 2025 report (PDF)',
    },
  });
  const form = (slug, formType, text, extra = {}) =>
    corpus.add('forms.json', 'Form', slug, {
      fields: {
        slug,
        formType,
        apiEndpoint: 'hirer',
        columns: 2,
        buttonColour: 'brandAccent',
        skipDefaultLocale: false,
        sites: EMPLOYER_SITES,
        ...extra,
      },
      localizations: Object.fromEntries(
        Object.entries(copy).map(([locale, t]) => [
          locale,
          {
            title: t[text].title,
            ctaText: t[text].cta,
            description: rich([t[text].description]),
            consentText: rich([t.consent]),
            disclaimerText: null,
            confirmationMessage: rich([t[text].confirmation]),
            fields: leadFields(slug, t),
          },
        ]),
      ),
    });
  form('download-hiring-outlook', 'DownloadLeadGenForm', 'download', { document: report });
  form('talk-to-sales', 'LeadGenForm', 'sales');
}

/** @param {import('./generate.mjs').Corpus} corpus */
function addSaraForm(corpus) {
  corpus.add('forms.json', 'Form', 'sara-enquiry', {
    fields: {
      slug: 'sara-enquiry',
      formType: 'SaraEnquiry',
      apiEndpoint: null,
      columns: 2,
      buttonColour: 'brandAccent',
      skipDefaultLocale: false,
      sites: ['employer_au'],
    },
    localizations: {
      default: {
        title: 'Ask the SARA team',
        ctaText: 'Send enquiry',
        description: rich([
          'Questions about categories, entries or the gala dinner? We reply within two days.',
        ]),
        consentText: null,
        disclaimerText: null,
        confirmationMessage: rich(['Thanks for your enquiry. The SARA team will reply by email.']),
        fields: [
          field('sara-enquiry', 'name', 'text', 'Your name', {
            validators: [{ type: 'maxLength', value: 80, errorMessage: 'Use 80 characters or fewer' }],
          }),
          field('sara-enquiry', 'email', 'email', 'Email address', {
            validators: [{ type: 'email', value: null, errorMessage: 'Enter a valid email address' }],
          }),
          field('sara-enquiry', 'company', 'text', 'Organisation', { required: false }),
          field('sara-enquiry', 'topic', 'select', 'What is it about?', {
            placeholder: 'Choose a topic',
            options: ['Entering', 'Categories', 'Gala dinner', 'Sponsorship'].map((value) => ({
              value,
              label: value,
            })),
          }),
          field('sara-enquiry', 'question', 'textarea', 'Your question', {
            rowSpan: 2,
            validators: [
              { type: 'minLength', value: 10, errorMessage: 'Tell us a little more (10 characters or more)' },
              { type: 'maxLength', value: 2000, errorMessage: 'Use 2,000 characters or fewer' },
            ],
          }),
        ],
      },
    },
  });
}

/** A one-container page block list holding the given items. */
const container = (site, name, items) => ({
  id: idFor(`container:${site.name}:${name}`),
  htmlId: name,
  box: null,
  tile: null,
  blocks: [
    { id: idFor(`block:${site.name}:${name}`), name, skipDefaultLocale: false, box: null, tile: null, items },
  ],
});

/**
 * @param {import('./generate.mjs').Corpus} corpus
 * @param {import('./generate.mjs').SeedSite} site
 * @param {{ brand: string }} info
 */
export function buildLeadFormPages(corpus, site, { brand }) {
  if (site.isRoot || site.audience !== 'employer') return;
  if (!corpus.files['forms.json']?.some((entry) => entry.id === DOWNLOAD_FORM)) addLeadForms(corpus);
  const [english, local] = site.locales;
  const intro = corpus.add('blocks.json', 'Paragraph', `${site.name}:hiring-outlook:intro`, {
    localizations: {
      [english]: { content: rich([copy.default.intro]), align: 'left', tone: 'neutral', size: 'standard' },
      ...(local ? { [local]: { content: rich([copy[local].intro]) } } : {}),
    },
  });
  const title = (t) => ({
    title: t.page,
    seo: {
      title: `${t.page} | ${brand}`,
      description: t.download.description,
      noIndex: false,
      noArchive: false,
    },
  });
  corpus.add('pages.json', 'Page', `${site.name}:hiring-outlook`, {
    fields: {
      slug: 'hiring-outlook',
      sites: [site.name],
      hideEmbeddedFormInSection: true,
      enableBreadcrumbs: false,
      containers: [
        container(site, 'hiring-outlook-report', [intro, DOWNLOAD_FORM]),
        container(site, 'talk-to-sales', [SALES_FORM]),
      ],
    },
    localizations: {
      [english]: title(copy.default),
      ...(local ? { [local]: title(copy[local]) } : {}),
    },
  });

  if (site.name !== 'employer_au') return;
  const awards = corpus.files['pages.json']?.find(
    (entry) => entry.id === idFor(`Page:${site.name}:sara-awards`),
  );
  if (!awards) throw new Error('lead-forms.mjs: no SARA awards page (blocks.mjs builds it first)');
  addSaraForm(corpus);
  awards.fields.containers.push(container(site, 'sara-enquiry', [SARA_FORM]));
}

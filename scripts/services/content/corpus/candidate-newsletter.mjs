/**
 * The job seekers' newsletter: the 'subscribe' form of the candidate sites (the employer sites' 'subscribe' form
 * is the hiring-insights subscription with its industries). A MailChimp sign-up (spec §7
 * `POST {wptApi}/mailChimp-subscription`): first name, last name and e-mail, in English, Thai and Bahasa.
 */
import { formField, rich } from './lib.mjs';

const copy = {
  default: {
    title: 'Get career advice in your inbox',
    ctaText: 'Subscribe',
    description:
      'Job search tips, salary insights and career advice every fortnight. Unsubscribe at any time.',
    consent:
      'By subscribing you agree to receive emails from us. Read our collection notice and privacy policy.',
    disclaimer: 'We will never share your details with third parties for marketing.',
    confirmation: 'Thanks for subscribing! Your first newsletter is on its way.',
    labels: ['First name', 'Last name', 'Email address', 'Too long', 'Enter a valid email address'],
  },
  th_TH: {
    title: 'รับคำแนะนำด้านอาชีพทางอีเมล',
    ctaText: 'สมัครรับข่าวสาร',
    description: 'เคล็ดลับการหางาน ข้อมูลเงินเดือน และคำแนะนำด้านอาชีพทุกสองสัปดาห์ ยกเลิกได้ทุกเมื่อ',
    consent: 'เมื่อสมัครรับข่าวสาร คุณยินยอมรับอีเมลจากเรา อ่านประกาศการเก็บรวบรวมข้อมูลและนโยบายความเป็นส่วนตัวของเรา',
    disclaimer: 'เราจะไม่เปิดเผยข้อมูลของคุณแก่บุคคลที่สามเพื่อการตลาด',
    confirmation: 'ขอบคุณที่สมัครรับข่าวสาร จดหมายข่าวฉบับแรกกำลังส่งถึงคุณ',
    labels: ['ชื่อ', 'นามสกุล', 'อีเมล', 'ยาวเกินไป', 'กรุณากรอกอีเมลที่ถูกต้อง'],
  },
  id_ID: {
    title: 'Dapatkan saran karier di email Anda',
    ctaText: 'Berlangganan',
    description:
      'Tips mencari kerja, wawasan gaji, dan saran karier setiap dua minggu. Berhenti berlangganan kapan saja.',
    consent:
      'Dengan berlangganan, Anda setuju menerima email dari kami. Baca pemberitahuan pengumpulan dan kebijakan privasi kami.',
    disclaimer: 'Kami tidak akan membagikan data Anda kepada pihak ketiga untuk pemasaran.',
    confirmation: 'Terima kasih telah berlangganan! Buletin pertama Anda segera tiba.',
    labels: [
      'Nama depan',
      'Nama belakang',
      'Alamat email',
      'Terlalu panjang',
      'Masukkan alamat email yang valid',
    ],
  },
};

/**
 * @param {string[]} labels first name, last name, e-mail, 'too long', 'invalid e-mail'
 */
function fields([first, last, email, tooLong, invalidEmail]) {
  const field = (key, kind, label, extra) => formField(`newsletter:${key}:${label}`, key, kind, label, extra);
  const maxLength = (value) => ({ type: 'maxLength', value, errorMessage: tooLong });
  return [
    field('firstName', 'text', first, { validators: [maxLength(40)] }),
    field('lastName', 'text', last, { validators: [maxLength(40)] }),
    field('email', 'email', email, {
      validators: [{ type: 'email', value: null, errorMessage: invalidEmail }, maxLength(255)],
    }),
  ];
}

/**
 * Adds the candidate sites' newsletter form.
 * @param {import('./generate.mjs').Corpus} corpus
 * @param {string[]} sites the candidate sites
 * @returns {string} the form id
 */
export function addCandidateNewsletter(corpus, sites) {
  const localizations = Object.fromEntries(
    Object.entries(copy).map(([locale, t]) => [
      locale,
      {
        title: t.title,
        ctaText: t.ctaText,
        description: rich([t.description]),
        consentText: rich([t.consent]),
        disclaimerText: rich([t.disclaimer]),
        confirmationMessage: rich([t.confirmation]),
        fields: fields(t.labels),
      },
    ]),
  );
  return corpus.add('forms.json', 'Form', 'candidate-newsletter', {
    fields: {
      slug: 'subscribe',
      formType: 'MailChimp',
      apiEndpoint: 'career-advice-newsletter',
      columns: 2,
      buttonColour: 'brandAccent',
      skipDefaultLocale: false,
      sites,
    },
    localizations,
  });
}

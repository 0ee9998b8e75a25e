/**
 * The employer tools of spec §2 on every employer site that does not carry them through blocks.mjs (AU has
 * the interview builder on /hiring-advice already): the interview template builder on each employer advice
 * landing page, titled in the site's own language where it has one (th, id); and the CMS form of the bug-bounty
 * item of the employer about pages that have one (AU) (a dynamic form posting to `bug-bounty` through the forms island).
 * Runs after buildBlockPages.
 */
import { formField, idFor, rich } from './lib.mjs';

const builderCopy = {
  en: [
    'Interview question builder',
    'Pick questions by category, add your own and download them as a PDF for your interview panel.',
  ],
  th_TH: [
    'เครื่องมือสร้างคำถามสัมภาษณ์',
    'เลือกคำถามตามหมวดหมู่ เพิ่มคำถามของคุณเอง และดาวน์โหลดเป็น PDF สำหรับคณะกรรมการสัมภาษณ์',
  ],
  id_ID: [
    'Pembuat pertanyaan wawancara',
    'Pilih pertanyaan per kategori, tambahkan pertanyaan Anda sendiri, lalu unduh sebagai PDF untuk tim pewawancara.',
  ],
};

const BUG_BOUNTY_FORM = idFor('Form:bug-bounty');

/** The security report form (spec §2 bug-bounty form): one CMS form shared by the employer sites. */
function addBugBountyForm(corpus, sites) {
  const field = (key, kind, label, extra = {}) => formField(`bug-bounty:${key}`, key, kind, label, extra);
  const option = (value) => ({ value, label: value });
  corpus.add('forms.json', 'Form', 'bug-bounty', {
    fields: {
      slug: 'bug-bounty',
      formType: 'other',
      apiEndpoint: 'bug-bounty',
      columns: 2,
      buttonColour: 'brandAccent',
      skipDefaultLocale: false,
      sites,
    },
    localizations: {
      default: {
        title: 'Report a security vulnerability',
        ctaText: 'Send report',
        description: rich([
          'Tell us what you found and how to reproduce it. Please do not access or change data that is not yours.',
        ]),
        consentText: null,
        disclaimerText: rich(['We reply to every report within five working days.']),
        confirmationMessage: rich(['Thank you. Our security team has your report and will be in touch.']),
        fields: [
          field('name', 'text', 'Your name', {
            validators: [{ type: 'maxLength', value: 40, errorMessage: 'Use 40 characters or fewer' }],
          }),
          field('email', 'email', 'Email address', {
            validators: [
              { type: 'email', value: null, errorMessage: 'Enter a valid email address' },
              { type: 'maxLength', value: 255, errorMessage: 'Use 255 characters or fewer' },
            ],
          }),
          field('product', 'select', 'Where did you find it?', {
            placeholder: 'Choose a product',
            options: ['Website', 'Mobile app', 'Employer tools', 'API', 'Other'].map(option),
          }),
          field('severity', 'select', 'How severe do you think it is?', {
            placeholder: 'Choose a severity',
            options: ['Critical', 'High', 'Medium', 'Low'].map(option),
          }),
          field('url', 'text', 'Affected address (URL)', {
            required: false,
            rowSpan: 2,
            validators: [{ type: 'maxLength', value: 2000, errorMessage: 'Use 2,000 characters or fewer' }],
          }),
          field('details', 'textarea', 'What did you find, and how can we reproduce it?', {
            rowSpan: 2,
            validators: [
              { type: 'minLength', value: 30, errorMessage: 'Describe the issue in at least 30 characters' },
              { type: 'maxLength', value: 5000, errorMessage: 'Use 5,000 characters or fewer' },
            ],
          }),
          field('disclosure', 'checkbox', 'I will not share this issue publicly until it is fixed', {
            rowSpan: 2,
          }),
        ],
      },
    },
  });
}

/**
 * @param {import('./generate.mjs').Corpus} corpus
 * @param {import('./generate.mjs').SeedSite} site
 */
export function buildEmployerToolPages(corpus, site) {
  if (site.isRoot || site.audience !== 'employer') return;
  const security = corpus.files['blocks.json']?.find(
    (entry) => entry.id === idFor(`EmbeddedItem:${site.name}:a:about:security`),
  );
  if (security) {
    if (!corpus.files['forms.json']?.some((entry) => entry.id === BUG_BOUNTY_FORM))
      addBugBountyForm(
        corpus,
        ['au', 'nz', 'hk', 'th', 'id', 'my', 'ph', 'sg'].map((country) => `employer_${country}`),
      );
    for (const values of Object.values(security.localizations)) values.form = BUG_BOUNTY_FORM;
  }
  if (site.country === 'au') return;
  const [english, local] = site.locales;
  const copy = ([title, description]) => ({
    kind: 'interviewBuilder',
    title,
    description: rich([description]),
  });
  const builder = corpus.add('blocks.json', 'EmbeddedItem', `${site.name}:tools:interview-builder`, {
    localizations: {
      [english]: { ...copy(builderCopy.en), form: null, html: null },
      ...(local ? { [local]: { ...copy(builderCopy[local]), form: null, html: null } } : {}),
    },
  });
  const landing = corpus.files['pages.json']?.find((p) => p.id === idFor(`Page:${site.name}:landing`));
  if (!landing) throw new Error(`employer-tools.mjs: no landing page for ${site.name}`);
  landing.fields.containers.push({
    id: idFor(`container:${site.name}:interview-tools`),
    htmlId: 'interview-tools',
    box: null,
    tile: null,
    blocks: [
      {
        id: idFor(`block:${site.name}:interview-tools`),
        name: 'interview-tools',
        skipDefaultLocale: false,
        box: null,
        tile: null,
        items: [builder],
      },
    ],
  });
}

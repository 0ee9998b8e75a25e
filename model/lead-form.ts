/**
 * The built-in rules of lead and download lead forms (spec §5, §9), applied whatever the CMS flags: the
 * lead payload's answers required and bounded, the 26 industries of the English-language or Thai sites when
 * the CMS lists none, and the advertise question asked about the site's brand.
 */
import type { FormFieldView, FormValidatorView } from './form-field';
import type { ViewScope } from './locale';

/** Spec §5/§9: names at most 40 characters; e-mail and company name at most 255. */
const NAME_MAX = 40;
const TEXT_MAX = 255;
/** The form endpoints refuse longer phone numbers (scripts/services/forms.mjs). */
const PHONE_MAX = 40;

const max = (value: number): FormValidatorView => ({ type: 'maxLength', value, errorMessage: null });

/** Spec §3 hirer lead payload: the answers a lead form must have, with their bounds. */
const LEAD_RULES: Record<string, FormValidatorView[]> = {
  firstName: [max(NAME_MAX)],
  lastName: [max(NAME_MAX)],
  email: [{ type: 'email', value: null, errorMessage: null }, max(TEXT_MAX)],
  companyName: [max(TEXT_MAX)],
  companyPhoneNumber: [max(PHONE_MAX)],
  jobTitle: [max(TEXT_MAX)],
  employerJobSeeker: [],
  hiringNeeds: [],
  marketingComms: [],
};

const BUSINESS_QUESTION = 'doesBusinessWith';
/** Spec §3: doesBusinessWith{product} answers. */
const BUSINESS_ANSWERS = ['Yes', 'No', 'I am not sure'];

/** Spec §9: the industries of a lead form on the English-language sites. */
export const LEAD_INDUSTRIES_EN = [
  'Accounting',
  'Administration & Office Support',
  'Advertising, Arts & Media',
  'Banking & Financial Services',
  'Call Centre & Customer Service',
  'Community Services & Development',
  'Construction',
  'Consulting & Strategy',
  'Design & Architecture',
  'Education & Training',
  'Engineering',
  'Farming, Animals & Conservation',
  'Government & Defence',
  'Healthcare & Medical',
  'Hospitality & Tourism',
  'Human Resources & Recruitment',
  'Information & Communication Technology',
  'Insurance & Superannuation',
  'Legal',
  'Manufacturing, Transport & Logistics',
  'Marketing & Communications',
  'Mining, Resources & Energy',
  'Real Estate & Property',
  'Retail & Consumer Products',
  'Sales',
  'Science & Technology',
];

/** Spec §9: the same 26 industries on the Thai pages. */
export const LEAD_INDUSTRIES_TH = [
  'บัญชี',
  'งานธุรการและสนับสนุนสำนักงาน',
  'โฆษณา ศิลปะ และสื่อ',
  'ธนาคารและบริการทางการเงิน',
  'คอลเซ็นเตอร์และบริการลูกค้า',
  'บริการและพัฒนาชุมชน',
  'ก่อสร้าง',
  'ที่ปรึกษาและกลยุทธ์',
  'ออกแบบและสถาปัตยกรรม',
  'การศึกษาและฝึกอบรม',
  'วิศวกรรม',
  'เกษตรกรรม สัตว์ และการอนุรักษ์',
  'ราชการและกลาโหม',
  'สุขภาพและการแพทย์',
  'การโรงแรมและการท่องเที่ยว',
  'ทรัพยากรบุคคลและการสรรหา',
  'เทคโนโลยีสารสนเทศและการสื่อสาร',
  'ประกันภัยและกองทุนสำรองเลี้ยงชีพ',
  'กฎหมาย',
  'การผลิต ขนส่ง และโลจิสติกส์',
  'การตลาดและการสื่อสาร',
  'เหมืองแร่ ทรัพยากร และพลังงาน',
  'อสังหาริมทรัพย์',
  'ค้าปลีกและสินค้าอุปโภคบริโภค',
  'งานขาย',
  'วิทยาศาสตร์และเทคโนโลยี',
];

/**
 * Spec §9: the brand the advertise question names: Jobstreet for MY, SG, ID, PH and the Bahasa pages;
 * Jobsdb for HK, TH; else SEEK.
 */
export function advertiseBrand(scope: ViewScope): 'Jobstreet' | 'Jobsdb' | 'SEEK' {
  const country = scope.locale.split('_')[1]?.toUpperCase() ?? '';
  if (scope.language === 'id' || ['MY', 'SG', 'ID', 'PH'].includes(country)) return 'Jobstreet';
  if (['HK', 'TH'].includes(country)) return 'Jobsdb';
  return 'SEEK';
}

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** One lead form field with the built-in rules on top of the editor's. */
function leadField(field: FormFieldView, scope: ViewScope): FormFieldView {
  if (field.key.startsWith(BUSINESS_QUESTION)) {
    const brand = advertiseBrand(scope);
    return {
      ...field,
      key: `${BUSINESS_QUESTION}${brand}`,
      label: field.label.replaceAll('{product}', brand),
      required: true,
      options: field.options.length > 0 ? field.options : options(BUSINESS_ANSWERS),
    };
  }
  if (field.key === 'industry') {
    if (field.options.length > 0) return field;
    return { ...field, options: options(scope.language === 'th' ? LEAD_INDUSTRIES_TH : LEAD_INDUSTRIES_EN) };
  }
  const fixed = LEAD_RULES[field.key];
  if (!fixed) return field;
  const missing = fixed.filter((rule) => !field.validators.some((own) => own.type === rule.type));
  return { ...field, required: true, validators: [...field.validators, ...missing] };
}

/** A lead or download lead form's fields with the rules of spec §5 and §9 built in. */
export const leadFields = (fields: readonly FormFieldView[], scope: ViewScope): FormFieldView[] =>
  fields.map((field) => leadField(field, scope));

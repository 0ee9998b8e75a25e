import type { FormIslandProps, FormView } from '../../model/form';
import { needsRobotCheck } from '../../model/rules/forms';
import { useLanguage, useTranslations } from '../i18n';
import { Island } from '../islands/Island';

import { useFormAnswer } from './form-answer';
import { formTexts } from './form-texts';
import { builtInOptionLabel, localizeOptions } from './option-labels';
import optionTranslations from './options.vocab';
import { useRobotCheckKey } from './robot-check-config';

/** The part of a form the browser needs; the title and description stay with the page around it. */
const islandProps = (form: FormView, fields: FormView['fields']): FormIslandProps => ({
  slug: form.slug,
  kind: form.kind,
  ctaText: form.ctaText,
  columns: form.columns,
  consentText: form.consentText,
  disclaimerText: form.disclaimerText,
  confirmationMessage: form.confirmationMessage,
  document: form.document,
  fields,
});

/**
 * A CMS form as an island, for any server component (page frames, CMS form blocks). The site, language and
 * page it is sent from are read when it is sent. Robot-checked forms get the reCAPTCHA site key, if any; the
 * site's own option lists are labelled in the page's language (option-labels.ts). A page answering a post of the
 * form without script (form-answer.tsx) shows that answer in it.
 */
export function FormIsland({ form }: { form: FormView }) {
  const siteKey = useRobotCheckKey();
  const { t } = useTranslations(optionTranslations);
  const { language } = useLanguage();
  const answer = useFormAnswer(form.slug);
  // Labelled here, on the server: the island ships no option translations.
  const fields = localizeOptions(form.fields, builtInOptionLabel(language, t));
  const props = {
    form: islandProps(form, fields),
    texts: formTexts(language),
    language,
    ...(siteKey && needsRobotCheck(form.kind) ? { recaptchaSiteKey: siteKey } : {}),
    ...(answer ? { answer } : {}),
  };
  return <Island name="CmsForm" props={props} hydrate="visible" />;
}

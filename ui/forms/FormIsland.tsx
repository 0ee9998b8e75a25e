import type { FormIslandProps, FormView } from '../../model/form';
import { Island } from '../islands/Island';

import { useRobotCheckKey } from './robot-check-config';
import { needsRobotCheck } from './rules';

/** The part of a form the browser needs; the title and description stay with the page around it. */
const islandProps = (form: FormView): FormIslandProps => ({
  slug: form.slug,
  kind: form.kind,
  ctaText: form.ctaText,
  columns: form.columns,
  consentText: form.consentText,
  disclaimerText: form.disclaimerText,
  confirmationMessage: form.confirmationMessage,
  document: form.document,
  fields: form.fields,
});

/**
 * A CMS form as an island, for any server component (page frames, CMS form blocks). The site, language and
 * page it is sent from are read when it is sent. Robot-checked forms get the reCAPTCHA site key, if any.
 */
export function FormIsland({ form }: { form: FormView }) {
  const siteKey = useRobotCheckKey();
  const props = {
    form: islandProps(form),
    ...(siteKey && needsRobotCheck(form.kind) ? { recaptchaSiteKey: siteKey } : {}),
  };
  return <Island name="CmsForm" props={props} hydrate="visible" />;
}

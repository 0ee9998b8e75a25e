import { Island } from '../islands/Island';

import { formIslandModel, type CmsFormModel } from './model';

/**
 * A CMS form as an island, for any server component (page frames, CMS form blocks): give it the form's view
 * model (the worker's FormView fits). The site, language and page it is sent from are read when it is sent.
 */
export function FormIsland({ form }: { form: CmsFormModel }) {
  return <Island name="CmsForm" props={{ form: formIslandModel(form) }} hydrate="visible" />;
}

/** Form as a block item (spec §2 blocks): the CMS form of model/form.ts, drawn in a frame by the forms island. */
import { formEntries, formFragments, formView } from '../form';

import { blockType } from './block-type';

export const form = blockType({
  typename: 'Form',
  fragments: formFragments,
  entries: formEntries,
  view: (item, scope) => formView(item, scope),
});

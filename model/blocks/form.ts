/** Form as a block item (spec §2 blocks): the CMS form of model/form.ts, drawn in a frame by the forms island. */
import { formEntries, formFields, formView } from '../form';

import { blockType } from './block-type';

export const form = blockType({ typename: 'Form', fields: formFields, entries: formEntries, view: formView });

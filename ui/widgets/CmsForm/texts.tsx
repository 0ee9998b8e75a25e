import { createContext, useContext } from 'react';

import type { FormTexts } from '../../forms/form-texts';

import { textFormatter } from './format';

export { textFormatter, type FormT } from './format';

/** The page language's form texts, handed down by CmsForm (ui/forms/form-texts.ts makes them on the server). */
export const FormTextsContext = createContext<FormTexts | null>(null);

export const useFormTexts = () => ({ t: textFormatter(useContext(FormTextsContext)) });

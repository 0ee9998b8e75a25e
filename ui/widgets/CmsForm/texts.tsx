import { createContext, useContext } from 'react';

import type { FormTexts, FormTextKey } from '../../forms/form-texts';

export type FormT = (key: FormTextKey, values?: { value: string }) => string;

/** `t(key)` over the form texts; `{value}` is filled in where a message shows a bound. */
export const textFormatter =
  (texts: FormTexts | null): FormT =>
  (key, values) => {
    const text = texts?.[key] ?? key;
    return values ? text.replace('{value}', values.value) : text;
  };

/** The page language's form texts, handed down by CmsForm (ui/forms/form-texts.ts makes them on the server). */
export const FormTextsContext = createContext<FormTexts | null>(null);

export const useFormTexts = () => ({ t: textFormatter(useContext(FormTextsContext)) });

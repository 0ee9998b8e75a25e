import { createContext, useContext, type ReactNode } from 'react';

import type { FormValues } from '../../model/rules/forms';

/**
 * The Worker's answer to a form sent without script, shown in the page it was sent from (worker/forms/page-answer.ts):
 * sent (the confirmation replaces the form), invalid (the messages by field key, `recaptcha` for the robot
 * check), limited (too many sends) or failed ('Something Wrong'), with the answers the reader gave kept.
 */
export interface FormAnswer {
  /** The CMS form it answers. */
  slug: string;
  status: 'sent' | 'invalid' | 'limited' | 'failed';
  values: FormValues;
  fields: Record<string, string>;
}

const FormAnswerContext = createContext<FormAnswer | null>(null);

export function FormAnswerProvider({ answer, children }: { answer: FormAnswer | null; children: ReactNode }) {
  return <FormAnswerContext.Provider value={answer}>{children}</FormAnswerContext.Provider>;
}

/** The answer to the form `slug`, when this page answers a post of it. */
export function useFormAnswer(slug: string): FormAnswer | null {
  const answer = useContext(FormAnswerContext);
  return answer?.slug === slug ? answer : null;
}

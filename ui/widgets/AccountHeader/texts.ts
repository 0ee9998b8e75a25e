import { islandTexts } from '../../i18n/island-text-props';

import translations from './account.vocab';

/** Every text of the account area, passed in its props in the page's language (server side only). */
export const accountTextKeys = [
  'Account',
  'Account of {name}',
  'Account of {name}, {advertiser}',
  'Switch accounts',
  'Customer service view',
  'You are viewing the account of {email} as {operatorEmail}.',
  'You are signed in to the account of {email} as {operatorEmail}.',
  'Turn off customer service view',
  'Turn on customer service view',
  'Your account is waiting to be activated. Some features are not available until it is.',
  'Your account is on credit hold. Contact us to keep posting job ads.',
  'Dismiss',
] as const;

export type AccountTextKey = (typeof accountTextKeys)[number];

export const accountTexts = (language: string) => islandTexts(translations, language, accountTextKeys);

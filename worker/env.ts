import type { Toucan } from 'toucan-js';

import type { Language, Site, SiteLocale } from './site/sites';

/** Bindings come from `wrangler types` (worker-configuration.d.ts); never edit them by hand. */
export type Bindings = Env;

export interface Variables {
  site: Site;
  language: Language;
  locale: SiteLocale;
  /** Error reporting for this request; undefined when no DSN is configured. */
  monitoring: Toucan | undefined;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}

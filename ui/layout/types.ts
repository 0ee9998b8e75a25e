/**
 * What the header and footer draw: plain data from the CMS section, resolved by the worker (spec §2). Their
 * images are the model's ImageView (model/image.ts).
 */

export interface SiteLink {
  text: string;
  /** null: a dead link (unknown target), drawn as text. */
  href: string | null;
  openInNewTab?: boolean;
}

export interface NavLink extends SiteLink {
  subLinks?: SiteLink[];
  /** The link leads to the section the page is in (its top-level tab). */
  current?: boolean;
}

/** One entry of the language switcher: the same page in that language, or that language's home. */
export interface LanguageOption {
  language: 'en' | 'th' | 'id';
  href: string;
  current: boolean;
}

export type SiteVariant = 'candidate' | 'employer';

/** View models shared by every content loader: images and links, and the locale rule for localised parts. */
import type { Language } from '../../site/sites';
import { resizeAsset, type ImageSize } from '../assets';
import { linkHref } from '../links';

import type { AssetData, LinkData, NavLinkData } from './schema';

/** What a mapping needs to know about the request: the CMS locale asked for and the path language. */
export interface ViewScope {
  /** The requested CMS locale, e.g. th_TH. */
  locale: string;
  language: Language;
}

export interface ImageView {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
}

export interface LinkView {
  id: string;
  text: string;
  /** null: a dead link (unknown or missing target). */
  href: string | null;
  openInNewTab: boolean;
  locale: string | null;
}

export interface NavLinkView extends LinkView {
  subLinks: LinkView[];
}

/** A CMS image with the resize segment of its use (spec §9). */
export function imageView(asset: AssetData | null | undefined, size?: ImageSize): ImageView | null {
  if (!asset) return null;
  return {
    url: resizeAsset(asset.url, size),
    alt: asset.alt ?? '',
    width: asset.width ?? null,
    height: asset.height ?? null,
  };
}

/**
 * Whether a localised part is left out: content in another locale than the one asked for (a fallback)
 * when its owner says `skipDefaultLocale`, i.e. fallback does not apply (spec §4, §5).
 */
export function skipsLocale(itemLocale: string | null | undefined, scope: ViewScope, skip: boolean): boolean {
  return skip && Boolean(itemLocale) && itemLocale !== scope.locale;
}

/** A CMS link with its href resolved by the rules of spec §2. */
export function linkView(link: LinkData, scope: ViewScope): LinkView {
  return {
    id: link.id,
    text: link.text ?? '',
    href: linkHref(link.to, { language: scope.language }),
    openInNewTab: link.openLinkInNewTab === true,
    locale: link.locale ?? null,
  };
}

/** Links that apply to the requested locale (a link's own skipDefaultLocale, or its owner's). */
export function linkViews(links: LinkData[], scope: ViewScope, skip = false): LinkView[] {
  return links
    .filter((link) => !skipsLocale(link.locale, scope, skip || link.skipDefaultLocale === true))
    .map((link) => linkView(link, scope));
}

/** Header links with their sub-link dropdowns. */
export function navLinkViews(links: NavLinkData[], scope: ViewScope): NavLinkView[] {
  return links
    .filter((link) => !skipsLocale(link.locale, scope, link.skipDefaultLocale === true))
    .map((link) => ({ ...linkView(link, scope), subLinks: linkViews(link.subLinks, scope) }));
}

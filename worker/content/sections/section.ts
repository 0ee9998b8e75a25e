/** The Section view model (spec §3): names, theme, parent and the header and footer options (spec §2). */
import { imageView, type ImageView } from '../../../model/image';
import { linkViews, navLinkViews, type LinkView, type NavLinkView } from '../../../model/links';
import type { ViewScope } from '../../../model/locale';

import type { SectionData } from './schema';

export interface SectionRef {
  id: string;
  sectionName: string;
  displayName: string;
}

export interface HeaderOptionsView {
  logo: ImageView | null;
  links: NavLinkView[];
  /** The page renders bare, without a header. */
  hideHeader: boolean;
}

export interface FooterOptionsView {
  logo: ImageView | null;
  /** Links in another locale are already left out when skipDefaultLocale is set. */
  links: LinkView[];
  copyright: string | null;
}

export interface SectionView {
  id: string;
  sectionName: string;
  displayName: string;
  /** apac, sara, seekJobs or star (spec §1); null when unset. */
  theme: string | null;
  parentSection: SectionRef | null;
  /** null: no header options, the page renders bare (spec §2). */
  headerOptions: HeaderOptionsView | null;
  footerOptions: FooterOptionsView | null;
}

/** Maps a validated section to its view model for the requested locale and language. */
export function sectionView(section: SectionData, scope: ViewScope): SectionView {
  const { headerOptions: header, footerOptions: footer, parentSection: parent } = section;
  return {
    id: section.id,
    sectionName: section.sectionName,
    displayName: section.displayName ?? section.sectionName,
    theme: section.theme ?? null,
    parentSection: parent
      ? {
          id: parent.id,
          sectionName: parent.sectionName,
          displayName: parent.displayName ?? parent.sectionName,
        }
      : null,
    headerOptions: header
      ? {
          logo: imageView(header.logo),
          links: navLinkViews(header.links, scope),
          hideHeader: header.hideHeader === true,
        }
      : null,
    footerOptions: footer
      ? {
          logo: imageView(footer.logo),
          links: linkViews(footer.links, scope, footer.skipDefaultLocale === true),
          copyright: footer.copyright ?? null,
        }
      : null,
  };
}

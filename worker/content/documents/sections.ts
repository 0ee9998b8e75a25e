/** Section documents (spec §7): read in the published stage, never cached by the client (network-only). */
import { withFragments } from './fragments';

/**
 * Sections by `where` (sectionName and site), with header and footer options. `$locale` is the fallback order
 * (e.g. [th_TH, en_TH, default]) so a Thai page gets the Thai header and footer labels.
 */
export const GetSections = withFragments(/* GraphQL */ `
  query GetSections($where: SectionWhereInput!, $locale: [Locale!]!) {
    sections(where: $where, locales: $locale, orderBy: sectionName_ASC) {
      ...SectionFields
    }
  }
`);

/** A section's parent section, with its header and footer options. */
export const GetParentSection = withFragments(/* GraphQL */ `
  query GetParentSection($where: SectionWhereInput!, $locale: [Locale!]!) {
    sections(where: $where, locales: $locale, first: 1) {
      id
      sectionName
      parentSection {
        ...SectionFields
      }
    }
  }
`);

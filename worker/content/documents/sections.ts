/** Section documents (spec §7): read in the published stage, never cached by the client (network-only). */
import { withFragments } from './fragments';

/** Sections by `where` (sectionName and site), with header and footer options. */
export const GetSections = withFragments(/* GraphQL */ `
  query GetSections($where: SectionWhereInput!) {
    sections(where: $where, orderBy: sectionName_ASC) {
      ...SectionFields
    }
  }
`);

/** A section's parent section, with its header and footer options. */
export const GetParentSection = withFragments(/* GraphQL */ `
  query GetParentSection($where: SectionWhereInput!) {
    sections(where: $where, first: 1) {
      id
      sectionName
      parentSection {
        ...SectionFields
      }
    }
  }
`);

/** TeamMemberProfile (spec §2 blocks): team members with photo, name, role and description. */
import * as v from 'valibot';

import { assetSchema, imageSizes, imageView, type ImageView } from '../image';
import { richTextSchema } from '../rich-text';

import { blockType } from './block-type';

const text = v.nullish(v.string());

const teamMemberProfileEntries = {
  title: text,
  members: v.array(
    v.object({
      id: v.string(),
      name: text,
      roleTitle: text,
      image: v.nullish(assetSchema),
      description: v.nullish(richTextSchema),
    }),
  ),
};

export interface TeamMemberView {
  id: string;
  name: string;
  roleTitle: string | null;
  image: ImageView | null;
  /** Plain text, paragraphs separated by new lines. */
  description: string;
}

export interface TeamMemberProfileView {
  id: string;
  title: string | null;
  members: TeamMemberView[];
}

export const teamMemberProfile = blockType({
  typename: 'TeamMemberProfile',
  fields: /* GraphQL */ `
      title
      members {
        id
        name
        roleTitle
        image {
          ...AssetFields
        }
        description {
          ...RichTextFields
        }
      }`,
  entries: teamMemberProfileEntries,
  // A member needs a name, a profile at least one member; photos are author-sized (spec §9 avatars).
  view: (item): TeamMemberProfileView | null => {
    const members = item.members
      .filter((member) => Boolean(member.name?.trim()))
      .map((member) => ({
        id: member.id,
        name: member.name!.trim(),
        roleTitle: member.roleTitle ?? null,
        image: imageView(member.image, imageSizes.author),
        description: member.description?.text.trim() ?? '',
      }));
    if (members.length === 0) return null;
    return { id: item.id, title: item.title ?? null, members };
  },
});

/** TipsCardGroup (spec §2 blocks, the Data Lab's tips): cards with an icon, tip text, and a link or download. */
import * as v from 'valibot';

import { badgeSchema, badgeView, type BadgeView } from '../layout';
import { linkSchema, linkView, type LinkView } from '../links';
import { hasText, richTextSchema, richTextView, type RichTextContent } from '../rich-text';

import { blockType } from './block-type';

const str = v.nullish(v.string());

export interface TipsCardView {
  id: string;
  /** A Braid icon name. */
  icon: string | null;
  description: RichTextContent | null;
  badge: BadgeView | null;
  inlineLink: {
    text: string;
    icon: string | null;
    iconPosition: string | null;
    link: LinkView | null;
  } | null;
  downloadButton: { text: string; icon: string | null; variant: string | null; link: LinkView | null } | null;
}

export interface TipsCardGroupView {
  id: string;
  title: string | null;
  cards: TipsCardView[];
}

export const tipsCardGroup = blockType({
  typename: 'TipsCardGroup',
  fields: /* GraphQL */ `
      title
      cards {
        id
        icon
        description {
          ...RichTextFields
        }
        badge {
          ...BadgeFields
        }
        inlineLink {
          text
          icon
          iconPosition
          link {
            ...LinkFields
          }
        }
        downloadButton {
          text
          icon
          variant
          link {
            ...LinkFields
          }
        }
      }`,
  entries: {
    title: str,
    cards: v.array(
      v.object({
        id: v.string(),
        icon: str,
        description: v.nullish(richTextSchema),
        badge: v.nullish(badgeSchema),
        inlineLink: v.nullish(
          v.object({ text: str, icon: str, iconPosition: str, link: v.nullish(linkSchema) }),
        ),
        downloadButton: v.nullish(
          v.object({ text: str, icon: str, variant: str, link: v.nullish(linkSchema) }),
        ),
      }),
    ),
  },
  view: (item, scope): TipsCardGroupView | null => {
    const cards = item.cards
      .filter((card) => hasText(richTextView(card.description)))
      .map(({ inlineLink, downloadButton, ...card }) => ({
        id: card.id,
        icon: card.icon ?? null,
        description: richTextView(card.description),
        badge: badgeView(card.badge),
        inlineLink: inlineLink?.text
          ? {
              text: inlineLink.text,
              icon: inlineLink.icon ?? null,
              iconPosition: inlineLink.iconPosition ?? null,
              link: inlineLink.link ? linkView(inlineLink.link, scope) : null,
            }
          : null,
        downloadButton: downloadButton?.text
          ? {
              text: downloadButton.text,
              icon: downloadButton.icon ?? null,
              variant: downloadButton.variant ?? null,
              link: downloadButton.link ? linkView(downloadButton.link, scope) : null,
            }
          : null,
      }));
    return cards.length ? { id: item.id, title: item.title ?? null, cards } : null;
  },
});

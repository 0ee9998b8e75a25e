import { Badge, Box, Card, Heading, Stack, Tiles } from 'braid-design-system';

import type { CardGroupView, CardView } from '../../model/blocks/card-group';

import { ActionGroupBlock } from './ActionGroupBlock';
import { BlockImage } from './BlockImage';
import { RichTextPlain } from './RichTextPlain';
import { badgeTone } from './tones';

/** One card: image, badge, heading, text and actions (also the single-card block). */
export function GroupCard({ card }: { card: CardView }) {
  return (
    <Card height="full">
      <Stack space="medium">
        {card.image ? <BlockImage image={card.image} /> : null}
        {card.badge ? <Badge tone={badgeTone(card.badge.tone)}>{card.badge.text}</Badge> : null}
        <Heading level="3">{card.heading}</Heading>
        <RichTextPlain content={card.paragraph} tone="secondary" />
        {card.actionGroup ? (
          <Box paddingTop="xsmall">
            <ActionGroupBlock group={card.actionGroup} context={card.heading} />
          </Box>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Cards in a grid: one column on phones, two on tablets, three on desktops. */
export function CardGroupBlock({ group: { title, cards } }: { group: CardGroupView }) {
  return (
    <Stack space="large">
      {title ? <Heading level="2">{title}</Heading> : null}
      <Tiles space={{ mobile: 'medium', tablet: 'large' }} columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
        {cards.map((card) => (
          <GroupCard key={card.id} card={card} />
        ))}
      </Tiles>
    </Stack>
  );
}

import { Badge, Box, Heading, Stack, Text, Tiles } from 'braid-design-system';

import type { JobAdCardGroupView, JobAdCardView } from '../../model/blocks/job-ad-card-group';

import { ActionGroupBlock } from './ActionGroupBlock';
import { BlockImage } from './BlockImage';
import { Rich } from './Rich';
import { badgeTone } from './tones';

function JobAdCard({ card }: { card: JobAdCardView }) {
  return (
    <Box
      background="surface"
      borderRadius="large"
      padding="gutter"
      height="full"
      boxShadow={card.border ? 'borderBrandAccent' : 'borderNeutralLight'}
    >
      <Stack space="medium">
        {card.image ? <BlockImage image={card.image} /> : null}
        {card.badge ? <Badge tone={badgeTone(card.badge.tone)}>{card.badge.text}</Badge> : null}
        <Heading level="3">{card.heading}</Heading>
        {card.subHeading ? <Text weight="medium">{card.subHeading}</Text> : null}
        <Rich content={card.paragraph} />
        {card.actionGroup ? <ActionGroupBlock group={card.actionGroup} /> : null}
      </Stack>
    </Box>
  );
}

/** Job ad products as cards; a bordered card stands out (e.g. the recommended ad). */
export function JobAdCardGroup({ group: { title, cards } }: { group: JobAdCardGroupView }) {
  return (
    <Stack space="large">
      {title ? <Heading level="2">{title}</Heading> : null}
      <Tiles space="medium" columns={{ mobile: 1, tablet: 2, desktop: cards.length >= 3 ? 3 : 2 }}>
        {cards.map((card) => (
          <JobAdCard key={card.id} card={card} />
        ))}
      </Tiles>
    </Stack>
  );
}

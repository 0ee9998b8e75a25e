import { Box, Heading, Stack, Text } from 'braid-design-system';

import type { NumericalCardView } from '../../model/blocks/numerical-card';
import { Island } from '../islands/Island';

import * as styles from './cards.css';

/** A number that counts up, with its heading and description (spec §2 numerical card). */
export function NumericalCardBlock({ item }: { item: NumericalCardView }) {
  return (
    <Box
      className={styles.numericalCard}
      background="surface"
      borderRadius="large"
      boxShadow="borderNeutralLight"
      padding="gutter"
    >
      <Stack space="medium">
        <Island name="NumericalCounter" props={item.counter} hydrate="visible" />
        {item.heading ? (
          <Heading level="3" component="h3">
            {item.heading}
          </Heading>
        ) : null}
        {item.description ? <Text tone="secondary">{item.description}</Text> : null}
      </Stack>
    </Box>
  );
}

import { Heading, Stack, Text, Tiles } from 'braid-design-system';

import type { TeamMemberProfileView } from '../../model/blocks/team-member-profile';
import { Island } from '../islands/Island';

import * as styles from './cards.css';

/** Team members with photo, name, role and a description cut with Show more (spec §2). */
export function TeamMemberProfileBlock({ item }: { item: TeamMemberProfileView }) {
  return (
    <Stack space="large">
      {item.title ? <Heading level="2">{item.title}</Heading> : null}
      <Tiles space="xlarge" columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
        {item.members.map((member) => (
          <Stack key={member.id} space="medium">
            {member.image ? (
              <img
                className={styles.avatar}
                src={member.image.url}
                alt=""
                width={96}
                height={96}
                loading="lazy"
              />
            ) : null}
            <Stack space="small">
              <Heading level="3" component="h3">
                {member.name}
              </Heading>
              {member.roleTitle ? <Text tone="secondary">{member.roleTitle}</Text> : null}
            </Stack>
            {member.description ? (
              <Island
                name="TeamMemberDescription"
                props={{ description: member.description }}
                hydrate="visible"
              />
            ) : null}
          </Stack>
        ))}
      </Tiles>
    </Stack>
  );
}

import { Card, Heading, Stack, Text, TextLink, Tiles } from 'braid-design-system';

import type { MenuLink } from '../widgets/MobileMenu';

export interface HomePageProps {
  title: string;
  sections: MenuLink[];
}

/** A site's home: its title and the sections it offers. */
export function HomePage({ title, sections }: HomePageProps) {
  return (
    <Stack space="large">
      <Heading level="1">{title}</Heading>
      <Tiles space="medium" columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
        {sections.map((section) => (
          <Card key={section.href}>
            <Text weight="strong">
              <TextLink href={section.href}>{section.text}</TextLink>
            </Text>
          </Card>
        ))}
      </Tiles>
    </Stack>
  );
}

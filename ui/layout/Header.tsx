import { Box, Column, Columns, ContentBlock, Hidden, Inline, TextLink, Text } from 'braid-design-system';

import { useTranslations } from '../i18n';
import translations from '../i18n/common.vocab';
import { Island } from '../islands/Island';
import type { MenuLink } from '../widgets/MobileMenu';

import * as styles from './Header.css';

export interface HeaderProps {
  homeHref: string;
  brandName: string;
  links: MenuLink[];
}

/** The site header: logo home link, main links on wide screens, the menu island on phones. */
export function Header({ homeHref, brandName, links }: HeaderProps) {
  const { t } = useTranslations(translations);
  return (
    <header className={styles.header}>
      <a className={styles.skipLink} href="#content">
        {t('Skip to content')}
      </a>
      <ContentBlock width="large">
        <Box paddingX="gutter" paddingY="small">
          <Columns space="medium" alignY="center">
            <Column>
              <a className={styles.logo} href={homeHref}>
                {brandName}
              </a>
            </Column>
            <Column width="content">
              <Hidden below="tablet">
                <nav aria-label={t('Home')}>
                  <Inline space="large">
                    {links.map((link) => (
                      <Text key={link.href}>
                        <TextLink href={link.href} weight="weak">
                          {link.text}
                        </TextLink>
                      </Text>
                    ))}
                  </Inline>
                </nav>
              </Hidden>
              <Hidden above="mobile">
                <Island name="MobileMenu" props={{ links }} />
              </Hidden>
            </Column>
          </Columns>
        </Box>
      </ContentBlock>
    </header>
  );
}

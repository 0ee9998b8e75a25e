import { ContentBlock, Box } from 'braid-design-system';

import type { ImageView } from '../../model/image';
import { useTranslations } from '../i18n';
import translations from '../i18n/common.vocab';

import * as styles from './Footer.css';
import { Logo } from './Logo';
import { usePrerendered, type PrerenderedMarkup } from './prerendered';
import { SiteLinkItem } from './SiteLinkItem';
import type { SiteLink, SiteVariant } from './types';

export interface FooterProps {
  variant: SiteVariant;
  homeHref: string;
  brandName: string;
  logo: ImageView | null;
  /** Links of other locales are already left out when the footer says skipDefaultLocale (spec §2). */
  links: SiteLink[];
  copyright: string | null;
  year: number;
}

/**
 * The section's footer: logo and links from the CMS, then the copyright line. With `markup` (its content
 * rendered ahead for the same props: worker/render/frame-markup.tsx) that HTML is its content.
 */
export function Footer({ markup, ...props }: FooterProps & { markup?: PrerenderedMarkup }) {
  const html = usePrerendered(markup);
  const className = props.variant === 'employer' ? `${styles.footer} ${styles.employer}` : styles.footer;
  if (html !== undefined) return <footer className={className} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <footer className={className}>
      <FooterContent {...props} />
    </footer>
  );
}

/** What is inside the footer element. */
export function FooterContent({ variant, homeHref, brandName, logo, links, copyright, year }: FooterProps) {
  const { t } = useTranslations(translations);
  return (
    <ContentBlock width="large">
      <Box paddingX="gutter">
        <div className={styles.inner}>
          <Logo homeHref={homeHref} brandName={brandName} logo={logo} variant={variant} inverted />
          {links.length ? (
            <nav aria-label={t('Footer')}>
              <ul className={styles.links}>
                {links.map((link, index) => (
                  <li key={`${index}-${link.text}`}>
                    <SiteLinkItem link={link} className={styles.link} deadClassName={styles.dead} />
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
        <p className={styles.bottom}>
          {copyright ||
            t('Copyright © {year} {brand}. All rights reserved.', { year: String(year), brand: brandName })}
        </p>
      </Box>
    </ContentBlock>
  );
}

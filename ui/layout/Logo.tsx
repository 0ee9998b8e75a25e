import { HiddenVisually } from 'braid-design-system';

import type { ImageView } from '../../model/image';
import { useTranslations } from '../i18n';
import translations from '../i18n/common.vocab';

import * as styles from './Logo.css';
import type { SiteVariant } from './types';

export interface LogoProps {
  homeHref: string;
  brandName: string;
  logo: ImageView | null;
  variant: SiteVariant;
  inverted?: boolean;
}

/** The home link: the CMS logo when there is one, else the brand name; employer sites add their tag. */
export function Logo({ homeHref, brandName, logo, variant, inverted = false }: LogoProps) {
  const { t } = useTranslations(translations);
  // The employer brand is the brand plus its tag, drawn beside it.
  const shortName = brandName.replace(/ Employer$/, '');
  return (
    <a className={inverted ? `${styles.link} ${styles.inverted}` : styles.link} href={homeHref}>
      {logo ? (
        <img
          className={styles.image}
          src={logo.url}
          alt={shortName}
          width={logo.width ?? undefined}
          height={logo.height ?? undefined}
        />
      ) : (
        <span>{shortName}</span>
      )}
      {variant === 'employer' ? (
        <>
          {' '}
          <span className={styles.tag}>{t('Employer')}</span>
        </>
      ) : null}
      {/* The link's name starts with what it shows (WCAG 2.5.3), then says where it goes. */}
      <HiddenVisually> {t('Home')}</HiddenVisually>
    </a>
  );
}

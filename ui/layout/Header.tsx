import { Box, ButtonLink, ContentBlock, Hidden } from 'braid-design-system';

import type { ImageView } from '../../model/image';
import type { EmployerTab } from '../../model/section';
import { useLanguage, useTranslations } from '../i18n';
import translations from '../i18n/common.vocab';
import { Island } from '../islands/Island';
import { accountTexts } from '../widgets/AccountHeader/texts';
import { mobileMenuTexts } from '../widgets/MobileMenu/texts';

import * as styles from './Header.css';
import { HeaderNav } from './HeaderNav';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { usePrerendered, type PrerenderedMarkup } from './prerendered';
import type { LanguageOption, NavLink, SiteLink, SiteVariant } from './types';

export interface HeaderProps {
  variant: SiteVariant;
  homeHref: string;
  brandName: string;
  logo: ImageView | null;
  links: NavLink[];
  /** The employer header's call to action, taken from the section's links. */
  primaryAction?: SiteLink | null;
  /** Only on sites with a second language (th, id). */
  languages?: LanguageOption[];
  /** Employer sites: the top-level tab of the page's section (spec §2), as `data-active-tab`; none when null. */
  activeTab?: EmployerTab | null;
}

/**
 * The site header (spec §2): logo home link, main links with dropdowns on wide screens, the menu island on
 * phones, and the language switcher. Employer sites get the dark employer variant. With `markup` (its
 * content rendered ahead for the same props: worker/render/frame-markup.tsx) that HTML is its content.
 */
export function Header({ markup, ...props }: HeaderProps & { markup?: PrerenderedMarkup }) {
  const html = usePrerendered(markup);
  const employer = props.variant === 'employer';
  const attributes = {
    className: employer ? `${styles.header} ${styles.employer}` : styles.header,
    'data-active-tab': employer && props.activeTab ? props.activeTab : undefined,
  };
  if (html !== undefined) return <header {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <header {...attributes}>
      <HeaderContent {...props} />
    </header>
  );
}

/** What is inside the header element. */
export function HeaderContent({
  variant,
  homeHref,
  brandName,
  logo,
  links,
  primaryAction,
  languages,
}: HeaderProps) {
  const { t } = useTranslations(translations);
  const { language } = useLanguage();
  const employer = variant === 'employer';
  const action = primaryAction?.href ? primaryAction : null;
  return (
    <>
      <a className={styles.skipLink} href="#content">
        {t('Skip to content')}
      </a>
      <ContentBlock width="large">
        <Box paddingX="gutter" className={styles.bar}>
          <Logo homeHref={homeHref} brandName={brandName} logo={logo} variant={variant} inverted={employer} />
          <Hidden below="desktop">
            <HeaderNav links={links} inverted={employer} />
          </Hidden>
          <div className={styles.end}>
            <Island
              name="AccountHeader"
              props={{ audience: variant, texts: accountTexts(language) }}
              hydrate="idle"
            />
            {languages?.length ? (
              <Hidden below="tablet">
                <LanguageSwitcher options={languages} />
              </Hidden>
            ) : null}
            {action ? (
              <Hidden below="tablet">
                <ButtonLink
                  href={action.href ?? ''}
                  tone={employer ? 'brandAccent' : undefined}
                  size="small"
                  {...(action.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {action.text}
                </ButtonLink>
              </Hidden>
            ) : null}
            <Hidden above="tablet">
              {/* Hidden on desktop, where it then never hydrates: no script runs for it there. */}
              <Island
                name="MobileMenu"
                props={{ links, languages, primaryAction: action, texts: mobileMenuTexts(language) }}
                hydrate="visible"
              />
            </Hidden>
          </div>
        </Box>
      </ContentBlock>
    </>
  );
}

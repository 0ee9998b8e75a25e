import { Box, ContentBlock } from 'braid-design-system';
import type { ReactNode } from 'react';

import type { PageAnalytics } from '../analytics';
import { Island } from '../islands/Island';

import { CopyrightFooter, type CopyrightProps } from './CopyrightFooter';
import { Footer, type FooterProps } from './Footer';
import { Header, type HeaderProps } from './Header';
import type { PrerenderedMarkup } from './prerendered';
import { PreviewBar, type PreviewBarProps } from './PreviewBar';
import * as styles from './SiteLayout.css';

/** The footer a page gets: the section's, the copyright line alone, or none (native embed). */
export type SiteFooter = ({ kind: 'section' } & FooterProps) | ({ kind: 'copyright' } & CopyrightProps);

export interface SiteLayoutProps {
  /** None on the root candidate site, on bare pages and in native embeds (spec §2). */
  header?: HeaderProps;
  footer?: SiteFooter;
  /** Where the logo and error pages link home. */
  homeHref: string;
  /** The page lays out its own full-width bands (e.g. banners); otherwise it sits in the content column. */
  fullWidth?: boolean;
  /** The page's type (and category or search) for its page-view event; none: no analytics island. */
  analytics?: PageAnalytics;
  /** The header's and section footer's content rendered ahead for these props (worker/render/frame-markup.tsx). */
  markup?: { header?: PrerenderedMarkup; footer?: PrerenderedMarkup };
  /** A page showing drafts: the preview bar above the header (worker/preview/previewed-entry.ts). */
  previewBar?: PreviewBarProps;
  children: ReactNode;
}

/** Header, the page's main content and the footer. */
export function SiteLayout({
  header,
  footer,
  fullWidth = false,
  analytics,
  markup,
  previewBar,
  children,
}: SiteLayoutProps) {
  return (
    <div className={styles.shell}>
      {previewBar ? <PreviewBar {...previewBar} /> : null}
      {header ? <Header {...header} markup={markup?.header} /> : null}
      {fullWidth ? (
        <Box component="main" id="content" className={styles.main} paddingBottom="xxlarge">
          {children}
        </Box>
      ) : (
        <Box component="main" id="content" className={styles.main} paddingY="xlarge">
          <ContentBlock width="large">
            <Box paddingX="gutter">{children}</Box>
          </ContentBlock>
        </Box>
      )}
      {footer?.kind === 'section' ? <Footer {...footer} markup={markup?.footer} /> : null}
      {footer?.kind === 'copyright' ? <CopyrightFooter {...footer} /> : null}
      {analytics ? <Island name="PageViewTracker" props={analytics} hydrate="idle" /> : null}
    </div>
  );
}

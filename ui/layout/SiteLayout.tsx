import { Box, ContentBlock } from 'braid-design-system';
import type { ReactNode } from 'react';

import { Footer } from './Footer';
import { Header, type HeaderProps } from './Header';

export interface SiteLayoutProps {
  /** No header on the root candidate site or when the page hides it (spec §2). */
  header?: HeaderProps;
  brandName: string;
  year: number;
  children: ReactNode;
}

/** Header, the page's main content and the footer. */
export function SiteLayout({ header, brandName, year, children }: SiteLayoutProps) {
  return (
    <>
      {header ? <Header {...header} /> : null}
      <Box component="main" id="content" paddingY="xlarge">
        <ContentBlock width="large">
          <Box paddingX="gutter">{children}</Box>
        </ContentBlock>
      </Box>
      <Footer brandName={brandName} year={year} />
    </>
  );
}

import { Box, ContentBlock, Text } from 'braid-design-system';

import { useTranslations } from '../i18n';
import translations from '../i18n/common.vocab';

export interface CopyrightProps {
  brandName: string;
  year: number;
  /** The CMS's own copyright line, when the section's footer has one. */
  copyright?: string | null;
}

/** The copyright line; on the root candidate site it is the whole footer (spec §2). */
export function Copyright({ brandName, year, copyright }: CopyrightProps) {
  const { t } = useTranslations(translations);
  return (
    <Text size="small" tone="secondary">
      {copyright ||
        t('Copyright © {year} {brand}. All rights reserved.', { year: String(year), brand: brandName })}
    </Text>
  );
}

export function CopyrightFooter(props: CopyrightProps) {
  return (
    <Box component="footer" background="surface" paddingY="large" borderRadius="none">
      <ContentBlock width="large">
        <Box paddingX="gutter">
          <Copyright {...props} />
        </Box>
      </ContentBlock>
    </Box>
  );
}

import { Box, ContentBlock, Text } from 'braid-design-system';

import { useTranslations } from '../i18n';
import translations from '../i18n/common.vocab';

/** The copyright footer (the root candidate site's whole footer, spec §2). */
export function Footer({ brandName, year }: { brandName: string; year: number }) {
  const { t } = useTranslations(translations);
  return (
    <Box component="footer" background="surface" paddingY="large" marginTop="xlarge">
      <ContentBlock width="large">
        <Box paddingX="gutter">
          <Text size="small" tone="secondary">
            {t('Copyright © {year} {brand}. All rights reserved.', { year: String(year), brand: brandName })}
          </Text>
        </Box>
      </ContentBlock>
    </Box>
  );
}

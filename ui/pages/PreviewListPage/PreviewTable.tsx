import {
  Badge,
  HiddenVisually,
  IconNewWindow,
  Inline,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  TextLink,
} from 'braid-design-system';

import type { PreviewView } from '../../../model/preview-data';
import { useTranslations } from '../../i18n';
import translations from '../../i18n/preview.vocab';

/**
 * The entry's views: locale, site and slug, each slug opening the entry in a new tab. The default locale
 * is positive, others info; the tone is also said in words, since colour alone tells a screen reader nothing.
 */
export function PreviewTable({ previews }: { previews: readonly PreviewView[] }) {
  const { t } = useTranslations(translations);
  return (
    <Table label={t('Views of this entry')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('Locale')}</TableHeaderCell>
          <TableHeaderCell>{t('Site')}</TableHeaderCell>
          <TableHeaderCell>{t('Slug')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {previews.map((preview) => (
          <TableRow key={`${preview.site} ${preview.locale}`}>
            <TableCell>
              <Inline space="xsmall" alignY="center">
                <Badge
                  tone={preview.isDefaultLocale ? 'positive' : 'info'}
                  data={{ tone: preview.isDefaultLocale ? 'positive' : 'info' }}
                >
                  {preview.locale}
                </Badge>
                {preview.isDefaultLocale ? <HiddenVisually>{t('(default locale)')}</HiddenVisually> : null}
              </Inline>
            </TableCell>
            <TableCell>
              <Text>{preview.site}</Text>
            </TableCell>
            <TableCell wrap>
              <Text>
                <TextLink
                  href={preview.link}
                  target="_blank"
                  rel="noopener"
                  icon={<IconNewWindow />}
                  iconPosition="trailing"
                >
                  {preview.slug}
                  <HiddenVisually> {t('(opens in a new tab)')}</HiddenVisually>
                </TextLink>
              </Text>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

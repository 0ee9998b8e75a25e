import {
  Heading,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from 'braid-design-system';

import type { DividendView } from '../../model/blocks/investor-widget';
import { formatDate, useLanguage, useTranslations } from '../i18n';

import { dividendAmount } from './format';
import translations from './investor.vocab';

/** The dividends table (spec §2, §9 codes), newest payment first. */
export function Dividends({ dividends }: { dividends: readonly DividendView[] }) {
  const { t } = useTranslations(translations);
  const { language } = useLanguage();
  const kinds: Record<DividendView['kind'], string> = {
    interim: t('Interim'),
    final: t('Final'),
    dividend: t('Dividend'),
    unknown: t('Unknown'),
  };
  return (
    <Stack space="medium">
      <Heading level="2">{t('Dividends')}</Heading>
      <Table label={t('Dividends')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell wrap>
              <Text weight="strong">{t('Payment date')}</Text>
            </TableHeaderCell>
            <TableHeaderCell>
              <Text weight="strong">{t('Type')}</Text>
            </TableHeaderCell>
            <TableHeaderCell align="right" wrap>
              <Text weight="strong">{t('Amount per share')}</Text>
            </TableHeaderCell>
            <TableHeaderCell align="right">
              <Text weight="strong">{t('Franking')}</Text>
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {dividends.map((dividend) => (
            <TableRow key={`${dividend.paymentDate}-${dividend.kind}`}>
              <TableCell>
                <Text>{formatDate(dividend.paymentDate, language)}</Text>
              </TableCell>
              <TableCell>
                <Text>{kinds[dividend.kind]}</Text>
              </TableCell>
              <TableCell align="right">
                <Text>{dividendAmount(dividend.amount)}</Text>
              </TableCell>
              <TableCell align="right">
                <Text>{`${dividend.franking}%`}</Text>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}

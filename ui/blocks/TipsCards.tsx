import { Badge, ButtonLink, Card, Heading, Inline, Stack, Text, TextLink, Tiles } from 'braid-design-system';

import type { TipsCardView } from '../../model/blocks/tips-card-group';
import { useTranslations } from '../i18n';

import translations from './blocks.vocab';
import { NamedIcon } from './icons';
import { Rich } from './Rich';
import { badgeTone, buttonVariant } from './tones';

function TipsCard({ card }: { card: TipsCardView }) {
  const { t } = useTranslations(translations);
  const inline = card.inlineLink;
  const download = card.downloadButton;
  const icon = inline?.icon ? <NamedIcon name={inline.icon} /> : null;
  return (
    <Card height="full">
      <Stack space="medium">
        <Inline space="small" alignY="center">
          <NamedIcon name={card.icon} size="large" tone="brandAccent" />
          {card.badge ? <Badge tone={badgeTone(card.badge.tone)}>{card.badge.text}</Badge> : null}
        </Inline>
        <Rich content={card.description} />
        {inline?.link?.href ? (
          <Text>
            <TextLink
              href={inline.link.href}
              icon={icon ?? undefined}
              iconPosition={inline.iconPosition === 'trailing' ? 'trailing' : 'leading'}
            >
              {inline.text}
            </TextLink>
          </Text>
        ) : null}
        {download?.link?.href ? (
          <Inline space="small">
            <ButtonLink
              href={download.link.href}
              variant={buttonVariant(download.variant)}
              tone="formAccent"
              icon={<NamedIcon name={download.icon ?? 'IconDownload'} />}
            >
              {download.text || t('Download')}
            </ButtonLink>
          </Inline>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The Data Lab's tips cards: an icon, tip text, and a link or download each. */
export function TipsCardGroup({ title, cards }: { title: string | null; cards: TipsCardView[] }) {
  return (
    <Stack space="large">
      {title ? <Heading level="2">{title}</Heading> : null}
      <Tiles space="medium" columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
        {cards.map((card) => (
          <TipsCard key={card.id} card={card} />
        ))}
      </Tiles>
    </Stack>
  );
}

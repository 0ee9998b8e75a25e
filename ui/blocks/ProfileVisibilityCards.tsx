import { Badge, Box, Card, Heading, Stack, Text, Tiles } from 'braid-design-system';

import type { RichTextContent } from '../../model/rich-text';
import { useTranslations } from '../i18n';

import * as blockStyles from './blocks.css';
import translations from './employer-tools.vocab';
import { profileCards, type ProfileCardConfig } from './profile-visibility';
import * as styles from './ProfileVisibilityCards.css';
import { Rich } from './Rich';

type Message = Parameters<ReturnType<typeof useToolStrings>['t']>[0];
const useToolStrings = () => useTranslations(translations);

const names: Record<ProfileCardConfig['type'], Message> = {
  standard: 'Standard (recommended)',
  limited: 'Limited',
  hidden: 'Hidden',
};

const summaries: Record<ProfileCardConfig['type'], Message> = {
  standard: 'Employers can see your profile, contact you and view your resume.',
  limited: "Employers can see your profile and contact you, but can't view your resume.",
  hidden: "Employers can't see your profile or contact you.",
};

/** What one setting allows, line by line (spec §6), for the card's details. */
function detailLines(card: ProfileCardConfig): { allowed: boolean; text: Message }[] {
  const visible = !card.isProfileHidden;
  const lines: { allowed: boolean; text: Message }[] = [
    { allowed: visible, text: visible ? 'Can see your profile' : "Can't see your profile" },
    { allowed: visible, text: visible ? 'Can contact you' : "Can't contact you" },
    {
      allowed: card.canViewResume,
      text: card.canViewResume ? 'Can view your resume' : "Can't view your resume",
    },
  ];
  if (card.isProfileHidden)
    lines.push(
      {
        allowed: false,
        text: 'Your career history, skills, education and certifications are visible to employers only with your job applications.',
      },
      { allowed: false, text: "Employers searching for candidates can't access your profile." },
    );
  return lines;
}

function VisibilityCard({ card }: { card: ProfileCardConfig }) {
  const { t } = useToolStrings();
  const name = t(names[card.type]);
  return (
    <Card tone={card.isRecommended ? 'formAccent' : undefined} height="full">
      <Box component="article" aria-label={name} data={{ visibility: card.type }}>
        <Stack space="medium">
          <Heading level="3">{name}</Heading>
          <Text>{t(summaries[card.type])}</Text>
          <Box data={{ cv: card.canViewResume ? 'available' : 'unavailable' }}>
            {card.canViewResume ? (
              <Badge tone="positive">{t('View CV')}</Badge>
            ) : (
              <Badge tone="neutral">{t('CV not available')}</Badge>
            )}
          </Box>
          <details className={styles.details}>
            <summary className={styles.summary}>
              {t('Details')}
              <span className={blockStyles.visuallyHidden}>: {name}</span>
            </summary>
            <ul className={styles.lines}>
              {detailLines(card).map((line) => (
                <li key={line.text} className={styles.line} data-allowed={line.allowed}>
                  <span aria-hidden="true" className={styles.mark}>
                    {line.allowed ? '✓' : '✕'}
                  </span>
                  <Text size="small">{t(line.text)}</Text>
                </li>
              ))}
            </ul>
          </details>
        </Stack>
      </Box>
    </Card>
  );
}

/** The profile visibility cards (spec §2 other screens, §6): Standard, Limited and Hidden with details toggles. */
export function ProfileVisibilityCards({
  title,
  description,
  widget,
}: {
  title: string;
  description?: RichTextContent | null;
  widget: string;
}) {
  return (
    <Box component="section" aria-label={title} data={{ widget }}>
      <Stack space="large">
        <Heading level="2">{title}</Heading>
        {description ? <Rich content={description} /> : null}
        <Tiles space="gutter" columns={{ mobile: 1, tablet: 3 }}>
          {profileCards.map((card) => (
            <VisibilityCard key={card.type} card={card} />
          ))}
        </Tiles>
      </Stack>
    </Box>
  );
}

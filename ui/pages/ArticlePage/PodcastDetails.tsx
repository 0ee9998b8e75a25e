import { ButtonLink, Heading, Inline, Stack } from 'braid-design-system';

import type { PodcastLinks } from '../../../model/podcast';
import { useTranslations } from '../../i18n';
import translations from '../../i18n/article.vocab';
import { isSafeUrl } from '../../rich-text';

import * as styles from './ArticlePage.css';

/** Spec §9: the podcast player frame is 220 pixels high. */
export const PODCAST_PLAYER_HEIGHT = 220;

export interface PodcastDetailsProps {
  title: string;
  mediaUrl: string | null;
  podcast: PodcastLinks | null;
}

/** The podcast header, a link per platform that has the episode, and the player when there is one. */
export function PodcastDetails({ title, mediaUrl, podcast }: PodcastDetailsProps) {
  const { t } = useTranslations(translations);
  const links = [
    { href: podcast?.appleUrl, label: t('Listen on Apple Podcasts') },
    { href: podcast?.googleUrl, label: t('Listen on Google Podcasts') },
    { href: podcast?.spotifyUrl, label: t('Listen on Spotify') },
  ].filter((link): link is { href: string; label: string } => Boolean(link.href));
  const player = mediaUrl && /^https:\/\//.test(mediaUrl) && isSafeUrl(mediaUrl) ? mediaUrl : null;
  if (!player && links.length === 0) return null;
  return (
    <Stack space="medium">
      <Heading level="2">{t('Listen to this episode')}</Heading>
      {player ? (
        <iframe
          className={styles.podcastFrame}
          src={player}
          height={PODCAST_PLAYER_HEIGHT}
          title={t('Podcast: {title}', { title })}
          allow="encrypted-media; clipboard-write"
          loading="lazy"
        />
      ) : null}
      {links.length ? (
        <Inline space="small">
          {links.map((link) => (
            <ButtonLink
              key={link.href}
              href={link.href}
              variant="soft"
              target="_blank"
              rel="noopener noreferrer"
            >
              {link.label}
            </ButtonLink>
          ))}
        </Inline>
      ) : null}
    </Stack>
  );
}

/** A podcast's links (spec §2 "Podcast links list", §3 Article podcast), as articles and podcast banners have them. */
import * as v from 'valibot';

const url = v.nullish(v.string());

/** `podcast { appleUrl googleUrl spotifyUrl }`. */
export const podcastSchema = v.object({ appleUrl: url, googleUrl: url, spotifyUrl: url });

/** The podcast's page on each platform that has it. */
export interface PodcastLinks {
  appleUrl: string | null;
  googleUrl: string | null;
  spotifyUrl: string | null;
}

/** The podcast's links, or null when it has none. */
export function podcastLinks(
  podcast: v.InferOutput<typeof podcastSchema> | null | undefined,
): PodcastLinks | null {
  if (!podcast || !(podcast.appleUrl || podcast.googleUrl || podcast.spotifyUrl)) return null;
  return {
    appleUrl: podcast.appleUrl || null,
    googleUrl: podcast.googleUrl || null,
    spotifyUrl: podcast.spotifyUrl || null,
  };
}

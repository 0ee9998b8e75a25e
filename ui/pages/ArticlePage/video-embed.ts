const youtubeId = /^[\w-]{6,20}$/;

/**
 * The player address of an embeddable video (spec §5): youtu.be/{id}, a YouTube watch page, or a Brightcove
 * player link; null for anything else, which the page shows as a plain link.
 */
export function embeddableVideoUrl(mediaUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(mediaUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www|m)\./, '');
  if (host === 'youtu.be') {
    const id = url.pathname.slice(1);
    return youtubeId.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (host === 'youtube.com' && url.pathname === '/watch') {
    const id = url.searchParams.get('v') ?? '';
    return youtubeId.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (host === 'players.brightcove.net' && url.searchParams.has('videoId')) {
    return `https://players.brightcove.net${url.pathname}${url.search}`;
  }
  return null;
}

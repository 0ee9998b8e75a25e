/** The Video part of video blocks and inline banners. */
import * as v from 'valibot';

export const videoSchema = v.object({
  source: v.nullish(v.string()),
  videoUrl: v.nullish(v.string()),
  videoId: v.nullish(v.string()),
});

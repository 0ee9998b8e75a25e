/**
 * The query flag of a page shown inside the native apps (spec §2 "a native-embed query flag hides header and
 * footer"): `?nativeEmbed=true`, `=1` or bare; its first value counts. Every page's frame reads it
 * (render/frame.ts), so it is part of every page's address, as `nativeEmbed=true` (canonical.ts).
 */
export const NATIVE_EMBED_PARAM = 'nativeEmbed';

/** Whether the first value of the flag (null: absent) asks for the bare page. */
export function isNativeEmbedValue(value: string | null | undefined): boolean {
  return value === '' || value === 'true' || value === '1';
}

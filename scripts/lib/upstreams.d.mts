export function upstreamUrls(offset: number): Record<string, string>;
export function offsetFromEnv(name: string, fallback: number): number;

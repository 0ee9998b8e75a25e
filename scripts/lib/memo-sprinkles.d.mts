type Sprinkles<P> = ((props: P) => string) & { properties?: Set<string> };

export const SPRINKLES_MEMO_ENTRIES: number;
export function sprinklesKey(props: Record<string, unknown>): string;
export function memoSprinkles<P extends Record<string, unknown>>(sprinkles: Sprinkles<P>): Sprinkles<P>;
export function createSprinkles(...definitions: unknown[]): Sprinkles<Record<string, unknown>>;

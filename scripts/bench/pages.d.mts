/** The host of the site the benchmark and the audit visit (candidate-au). */
export const host: string;
/** The page types the benchmark and the audit visit, by name, with their paths. */
export const pageTypes: Record<string, string>;

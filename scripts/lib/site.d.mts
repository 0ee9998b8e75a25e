export interface StartSiteOptions {
  port?: number;
  servicesOffset?: number;
  persistTo?: string;
  /** Overrides of wrangler.toml [vars], passed to wrangler dev as --var NAME:value. */
  vars?: Record<string, string>;
  /** wrangler dev's local observability (default: LOCAL_OBSERVABILITY=true, else off). */
  observability?: boolean;
  log?: (line: string) => void;
}

export interface RunningSite {
  port: number;
  services: { name: string; url: string; port: number }[];
  stop(): Promise<void>;
}

export function startSite(options?: StartSiteOptions): Promise<RunningSite>;

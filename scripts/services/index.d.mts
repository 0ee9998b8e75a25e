/** Types of index.mjs for TypeScript callers (tests, e2e setup); the JSDoc there is the reference. */
export interface StartOptions {
  /** Names of the services to start (default: all). */
  only?: string[];
  /** Where services write files, e.g. submissions.jsonl (default .wrangler/services/). */
  dataDir?: string;
  /** Receives one line per request (default: silent). */
  log?: (line: string) => void;
  /** Added to each port (default: SERVICES_PORT_OFFSET, else 0). */
  portOffset?: number;
}

export interface StartedService {
  name: string;
  url: string;
  port: number;
}

export declare const DEFAULT_DATA_DIR: string;

export declare function startServices(
  options?: StartOptions,
): Promise<{ services: StartedService[]; stop: () => Promise<void> }>;

import type { ChildProcess, SpawnOptions } from 'node:child_process';

export const root: string;
export const statePath: string;
/** The environment every wrangler run gets: offline, local observability off. */
export const offlineEnv: Record<string, string>;
/** Whether LOCAL_OBSERVABILITY asks for wrangler dev's local observability. */
export function localObservability(): boolean;
export function spawnWrangler(
  args: string[],
  options?: SpawnOptions & { observability?: boolean },
): ChildProcess;
export function runWrangler(args: string[]): Promise<string>;

import { readFileSync } from 'node:fs';
import path from 'node:path';

import { afterEach, describe, expect, it, vi } from 'vitest';
import { experimental_readRawConfig } from 'wrangler';

import { localObservability, offlineEnv, root } from './wrangler.mjs';

describe('local observability', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is off for npm start, the tests and the benchmarks unless LOCAL_OBSERVABILITY asks for it', () => {
    expect(offlineEnv.X_LOCAL_OBSERVABILITY).toBe('false');
    vi.stubEnv('LOCAL_OBSERVABILITY', '');
    expect(localObservability()).toBe(false);
    vi.stubEnv('LOCAL_OBSERVABILITY', 'true');
    expect(localObservability()).toBe(true);
    vi.stubEnv('LOCAL_OBSERVABILITY', '1');
    expect(localObservability()).toBe(true);
  });

  it('is switched by X_LOCAL_OBSERVABILITY in the installed wrangler (on by default there)', () => {
    const cli = readFileSync(path.join(root, 'node_modules/wrangler/wrangler-dist/cli.js'), 'utf8');
    expect(cli).toMatch(/variableName: "X_LOCAL_OBSERVABILITY",\s*defaultValue: true/);
    expect(cli).toMatch(/unsafeObservability: getLocalObservabilityEnabledFromEnv\(\)/);
  });

  it('stays on for the deployed Worker (Workers Logs): wrangler.toml [observability]', () => {
    const { rawConfig } = experimental_readRawConfig({ config: 'wrangler.toml' });
    expect(rawConfig.observability?.enabled).toBe(true);
  });
});

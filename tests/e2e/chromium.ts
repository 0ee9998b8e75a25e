import { existsSync } from 'node:fs';

export const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without these, Chromium reaches for Google's services at start and on a closed network
// fails many connections (see the machine notes); the tests need none of them.
export const browserArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function assertChromium() {
  if (!existsSync(executablePath)) throw new Error(`Chromium is missing at ${executablePath}`);
}

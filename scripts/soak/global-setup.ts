import { offsetFromEnv } from '../lib/upstreams.mjs';
import { startServices } from '../services/index.mjs';

/** Every stand-in on the soak's ports (vitest.config.ts), stopped when the soak ends. */
export default async function setup() {
  const services = await startServices({ portOffset: offsetFromEnv('SOAK_SERVICES_OFFSET', 900) });
  return () => services.stop();
}

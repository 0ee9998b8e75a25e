import { assetBuild } from '../../render/manifest';
import { canonicalOrigin } from '../../site/canonical';
import { sites, sitesTableHost } from '../../site/sites';

import { sendWarmTasks, warmLimit, type WarmBindings } from './warm-queue';

/** `warm:build:<assetBuild>`: a build whose most-read pages were queued to be rendered (kept by every purge). */
export const DEPLOY_WARM_PREFIX = 'warm:build:';
/** How long a build's warm markers are kept: builds older than this are long gone. */
export const MARKER_TTL_SECONDS = 30 * 86_400;

/**
 * The origins whose pages a deploy warms, as their sitemaps name them (site/canonical.ts canonicalOrigin): every
 * site by its host of the kind `requestUrl` reached (`<site>.localhost` or its public host); or, for a host the
 * sites table does not know (a workers.dev address), the default host's only, as that is the site such hosts are
 * served.
 */
export function deployOrigins(requestUrl: string, defaultHost: string, localPort?: string): string[] {
  const url = new URL(requestUrl);
  if (!sitesTableHost(url.hostname)) return [canonicalOrigin(requestUrl, defaultHost, localPort)];
  const local = url.hostname.replace(/\.$/, '').endsWith('.localhost');
  return sites.flatMap((site) => {
    const host = site.hosts.find((name) => name.endsWith('.localhost') === local);
    return host ? [canonicalOrigin(`https://${host}/`, defaultHost, localPort)] : [];
  });
}

/**
 * After a deploy, the most-read pages are rendered once by the new build: unless `warm:build:<assetBuild>` is
 * in KV, writes it and queues each site's sitemap, whose first WARM_PAGES_PER_SITE_AFTER_DEPLOY addresses the
 * consumer queues in turn (the sitemap lists the home and content pages first). Isolates of the new build
 * that read the marker before KV shows it everywhere (~60 s) queue the sitemaps again: harmless, as the
 * consumer skips a page this build has stored. A failed write (another isolate wrote the marker this
 * second: KV takes one write a second per key) queues nothing. Resolves to the number of sitemaps queued.
 */
export async function queueDeployWarm(
  env: WarmBindings & { CONTENT_CACHE: KVNamespace; DEFAULT_HOST: string; LOCAL_PORT?: string },
  requestUrl: string,
): Promise<number> {
  const pages = warmLimit(env.WARM_PAGES_PER_SITE_AFTER_DEPLOY);
  if (pages === 0 || !env.PAGE_WARM_QUEUE) return 0;
  const marker = `${DEPLOY_WARM_PREFIX}${assetBuild}`;
  if ((await env.CONTENT_CACHE.get(marker)) !== null) return 0;
  try {
    await env.CONTENT_CACHE.put(marker, new Date().toISOString(), { expirationTtl: MARKER_TTL_SECONDS });
  } catch {
    return 0;
  }
  const origins = deployOrigins(requestUrl, env.DEFAULT_HOST, env.LOCAL_PORT);
  await sendWarmTasks(
    env,
    origins.map((origin) => ({ kind: 'sitemap', origin, pages })),
  );
  return origins.length;
}

// Per isolate: whether this isolate has looked for its build's marker (once, on its first request).
let deployWarmChecked = false;

/**
 * On the first request an isolate serves, looks for its build's warm marker in the background
 * (queueDeployWarm); after a failure the next request looks again.
 */
export function warmAfterDeploy(request: Request, env: Env, ctx: ExecutionContext): void {
  if (deployWarmChecked) return;
  deployWarmChecked = true;
  if (warmLimit(env.WARM_PAGES_PER_SITE_AFTER_DEPLOY) === 0) return;
  ctx.waitUntil(
    queueDeployWarm(env, request.url).catch((error: unknown) => {
      deployWarmChecked = false;
      console.error('page warm: queueing the pages of a new build failed', error);
    }),
  );
}

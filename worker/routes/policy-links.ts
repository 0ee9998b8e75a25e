import type { Context } from 'hono';

import { loadPageParts } from '../content/pages/load-page';
import type { AppEnv } from '../env';

import { contentPageHref } from './content-page-response';

/** The policy links forms point to (spec §2): /collection-notice and /privacy. */
export type PolicyLink = 'collection-notice' | 'privacy';

/** Whose policy a site shows: the candidate one in au and nz, the employer one elsewhere (spec §2). */
export function policyProduct(country: string): 'candidate' | 'employer' {
  return country === 'au' || country === 'nz' ? 'candidate' : 'employer';
}

/** The CMS slug of a site's policy page, e.g. candidate-privacy or employer-collection-notice. */
export function policySlug(country: string, link: PolicyLink): string {
  return `${policyProduct(country)}-${link}`;
}

/**
 * Redirects (302) to the site's CMS page of the policy for its product (its address is all that is read of it).
 * Without such a page loadPageParts throws its 404, which names the slug that was looked for.
 */
export async function policyRedirect(c: Context<AppEnv>, link: PolicyLink): Promise<Response> {
  const page = await loadPageParts(c, { slug: policySlug(c.get('site').country, link) });
  return c.redirect(contentPageHref(c, page), 302);
}

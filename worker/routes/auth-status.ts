import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import * as v from 'valibot';

import type { AppEnv } from '../env';
import { fetchUpstream, parseUpstream, readUpstreamJson, type UpstreamName } from '../upstreams/fetch';

/** The cookie a logged-in visitor's token may arrive in when no Authorization header is sent. */
export const AUTH_COOKIE = 'Authorization';
/** The identity services answer fast or not at all for a page view: give up after this. */
export const AUTH_TIMEOUT_MS = 3000;

export interface AuthStatus {
  status: 'authenticated' | 'unauthenticated';
  /** Candidate sites: the viewer's id (spec §6 login ID). */
  loginId?: string;
  /** Employer sites: the hirer's user id. */
  userId?: string;
  /** Employer sites: the advertiser's billing id, when known. */
  advertiserId?: string;
}

const unauthenticated: AuthStatus = { status: 'unauthenticated' };

const GetUser = 'query GetUser { viewer { id } }';
const getHeaderFooterContext =
  'query getHeaderFooterContext { headerFooterContext { user { id } advertiser { billingId } } }';

const viewerSchema = v.object({
  data: v.object({ viewer: v.nullable(v.object({ id: v.string() })) }),
});
const hirerSchema = v.object({
  data: v.object({
    headerFooterContext: v.nullable(
      v.object({
        user: v.nullish(v.object({ id: v.string() })),
        advertiser: v.nullish(v.object({ billingId: v.nullish(v.string()) })),
      }),
    ),
  }),
});

/** The request's bearer token: the Authorization header, else the Authorization cookie. */
export function bearerToken(c: Context<AppEnv>): string | undefined {
  const header = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (header) return header;
  const cookie = getCookie(c, AUTH_COOKIE)
    ?.replace(/^Bearer\s+/i, '')
    .trim();
  return cookie || undefined;
}

async function ask<S extends v.GenericSchema>(
  upstream: UpstreamName,
  url: string,
  token: string,
  operation: { name: string; query: string; schema: S },
): Promise<v.InferOutput<S>> {
  const response = await fetchUpstream(upstream, url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ operationName: operation.name, query: operation.query }),
    timeoutMs: AUTH_TIMEOUT_MS,
  });
  return parseUpstream(upstream, operation.schema, await readUpstreamJson(upstream, response));
}

/**
 * Whether the token belongs to a logged-in visitor: GetUser on candidate sites, getHeaderFooterContext on
 * employer sites (spec §7). Any failure counts as logged out, logged as spec §8 says.
 */
export async function authStatus(c: Context<AppEnv>): Promise<AuthStatus> {
  const token = bearerToken(c);
  if (!token) return unauthenticated;
  try {
    if (c.var.site.audience === 'employer') {
      const body = await ask('Hirer context API', c.env.HIRER_CONTEXT_API, token, {
        name: 'getHeaderFooterContext',
        query: getHeaderFooterContext,
        schema: hirerSchema,
      });
      const context = body.data.headerFooterContext;
      if (!context?.user) return unauthenticated;
      const advertiserId = context.advertiser?.billingId ?? undefined;
      return { status: 'authenticated', userId: context.user.id, ...(advertiserId ? { advertiserId } : {}) };
    }
    const body = await ask('Identity API', c.env.IDENTITY_API, token, {
      name: 'GetUser',
      query: GetUser,
      schema: viewerSchema,
    });
    const viewer = body.data.viewer;
    return viewer ? { status: 'authenticated', loginId: viewer.id } : unauthenticated;
  } catch (error) {
    console.error('Failed to get auth token', error instanceof Error ? error.message : error);
    return unauthenticated;
  }
}

/**
 * `GET /api/auth-status`: the visitor's authentication status for the page-view analytics event (spec §2,
 * §6). Per visitor, so never cached: `private, no-store`.
 */
export const authStatusRoutes = new Hono<AppEnv>().get('/auth-status', async (c) => {
  const status = await authStatus(c);
  c.header('cache-control', 'private, no-store');
  return c.json(status);
});

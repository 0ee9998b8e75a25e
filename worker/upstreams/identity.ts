import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import * as v from 'valibot';

import type { AppEnv } from '../env';

import type { UpstreamName } from './fetch';
import { requestGraphql } from './graphql';

/** The cookie a logged-in visitor's token may arrive in when no Authorization header is sent. */
export const AUTH_COOKIE = 'Authorization';
/** The identity services answer fast or not at all for a page view: give up after this. */
export const AUTH_TIMEOUT_MS = 3000;
/** The token of the development fake session (spec §4), which the identity stand-in accepts like any other. */
export const DEV_FAKE_SESSION_TOKEN = 'dev-fake-session';

/** GetUser's viewer (spec §3 Candidate). */
const viewerSchema = v.object({
  id: v.string(),
  emailAddress: v.nullish(v.string()),
  personalDetails: v.nullish(v.object({ firstName: v.nullish(v.string()), lastName: v.nullish(v.string()) })),
});

/** getHeaderFooterContext (spec §3 Hirer context). */
export const hirerContextSchema = v.object({
  identityContext: v.nullish(
    v.object({
      email: v.nullish(v.string()),
      act: v.nullish(
        v.object({
          operatorEmail: v.nullish(v.string()),
          csToggleHref: v.nullish(v.string()),
          isCsView: v.nullish(v.boolean()),
        }),
      ),
    }),
  ),
  user: v.nullish(
    v.object({ id: v.string(), name: v.nullish(v.string()), firstName: v.nullish(v.string()) }),
  ),
  advertiser: v.nullish(
    v.object({
      billingId: v.nullish(v.string()),
      switchAccountsHref: v.nullish(v.string()),
      isActivationPending: v.nullish(v.boolean()),
      isAgency: v.nullish(v.boolean()),
      name: v.nullish(v.string()),
      permissionOptions: v.nullish(v.record(v.string(), v.boolean())),
      showOnCreditHoldMessage: v.nullish(v.boolean()),
      hasMultipleAccounts: v.nullish(v.boolean()),
    }),
  ),
});

export type Viewer = v.InferOutput<typeof viewerSchema>;
export type HirerContextData = v.InferOutput<typeof hirerContextSchema>;

const GetUser = `query GetUser {
  viewer { id emailAddress personalDetails { firstName lastName } }
}`;
const getHeaderFooterContext = `query getHeaderFooterContext {
  headerFooterContext {
    identityContext { email act { operatorEmail csToggleHref isCsView } }
    user { id name firstName }
    advertiser {
      billingId switchAccountsHref isActivationPending isAgency name showOnCreditHoldMessage hasMultipleAccounts
      permissionOptions {
        canCreateJobs canManageBrand canManageCompanyProfile canManageUsers canPayInvoices canViewInvoiceHistory
        canViewManagerReports canViewInsightsRoleReport canViewPremiumTalentSearch canClaimCompanyProfile
      }
    }
  }
}`;

/** Whether this Worker runs the fake signed-in session of development (spec §4): `DEV_FAKE_SESSION=true`. */
export function devFakeSession(env: Env): boolean {
  return env.ENVIRONMENT === 'development' && env.DEV_FAKE_SESSION === 'true';
}

/**
 * The request's session token: the Authorization header, else the Authorization cookie, else (development
 * with DEV_FAKE_SESSION on) the fake session's.
 */
export function sessionToken(c: Context<AppEnv>): string | undefined {
  const header = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (header) return header;
  const cookie = getCookie(c, AUTH_COOKIE)
    ?.replace(/^Bearer\s+/i, '')
    .trim();
  if (cookie) return cookie;
  return devFakeSession(c.env) ? DEV_FAKE_SESSION_TOKEN : undefined;
}

function ask<S extends v.GenericSchema>(
  upstream: UpstreamName,
  endpoint: string,
  token: string,
  query: string,
  schema: S,
): Promise<v.InferOutput<S>> {
  const headers = { authorization: `Bearer ${token}` };
  const timeoutMs = AUTH_TIMEOUT_MS;
  return requestGraphql(upstream, { endpoint, query, headers, timeoutMs, schema, errorPolicy: 'ignore' });
}

/** GraphQL GetUser (spec §7, candidate sites; never cached): the viewer, or null when the token is not one. */
export async function getViewer(env: Env, token: string): Promise<Viewer | null> {
  const schema = v.object({ viewer: v.nullable(viewerSchema) });
  const data = await ask('Identity API', env.IDENTITY_API, token, GetUser, schema);
  return data.viewer;
}

/** GraphQL getHeaderFooterContext (spec §7, employer sites): the hirer context, or null for no session. */
export async function getHirerContext(env: Env, token: string): Promise<HirerContextData | null> {
  const schema = v.object({ headerFooterContext: v.nullable(hirerContextSchema) });
  const data = await ask('Hirer context API', env.HIRER_CONTEXT_API, token, getHeaderFooterContext, schema);
  const context = data.headerFooterContext;
  return context?.user ? context : null;
}

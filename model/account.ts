/**
 * Who is signed in (spec §3 Authentication, Candidate, Hirer context): the answers of `GET /api/auth-status` and
 * `GET /api/hirer-context`, which the islands read, and the mapping of the identity services' data to them.
 */
import { safeUrl } from './links';

/** GET /api/auth-status: whether the reader is signed in, with the ids analytics sends (spec §6). */
export interface AuthStatus {
  status: 'authenticated' | 'unauthenticated';
  /** Candidate sites: the viewer's id (spec §6 login ID). */
  loginId?: string;
  /** Employer sites: the hirer's user id. */
  userId?: string;
  /** Employer sites: the advertiser's billing id, when known. */
  advertiserId?: string;
  /** The signed-in person's first name, for the header. */
  firstName?: string;
}

/** The customer-service view of an operator acting for the hirer (spec §6 act, isCsView). */
export interface CustomerServiceView {
  operatorEmail: string | null;
  /** Where the operator turns the view on or off. */
  toggleHref: string | null;
  isCsView: boolean;
}

/** What the employer header's account area shows (spec §3 Hirer context). */
export interface HirerAccount {
  firstName: string;
  name: string;
  email: string | null;
  advertiser: {
    name: string;
    billingId: string | null;
    isAgency: boolean;
    isActivationPending: boolean;
    showOnCreditHoldMessage: boolean;
    /** Only when the hirer has more than one account to switch to. */
    switchAccountsHref: string | null;
    permissionOptions: Record<string, boolean>;
  } | null;
  customerService: CustomerServiceView | null;
}

/** GET /api/hirer-context. */
export type HirerContextAnswer =
  { status: 'authenticated'; account: HirerAccount } | { status: 'unauthenticated' };

/** getHeaderFooterContext's data, as the identity client validated it. */
export interface HirerContextInput {
  identityContext?: {
    email?: string | null;
    act?: { operatorEmail?: string | null; csToggleHref?: string | null; isCsView?: boolean | null } | null;
  } | null;
  user?: { id: string; name?: string | null; firstName?: string | null } | null;
  advertiser?: {
    billingId?: string | null;
    switchAccountsHref?: string | null;
    isActivationPending?: boolean | null;
    isAgency?: boolean | null;
    name?: string | null;
    permissionOptions?: Record<string, boolean> | null;
    showOnCreditHoldMessage?: boolean | null;
    hasMultipleAccounts?: boolean | null;
  } | null;
}

/** The account area's view of a hirer context; links that are not site paths or https are dropped. */
export function hirerAccountView(context: HirerContextInput): HirerAccount {
  const { identityContext, user, advertiser } = context;
  const name = user?.name ?? '';
  const act = identityContext?.act;
  return {
    firstName: user?.firstName || name.split(' ')[0] || '',
    name,
    email: identityContext?.email ?? null,
    advertiser: advertiser
      ? {
          name: advertiser.name ?? '',
          billingId: advertiser.billingId ?? null,
          isAgency: advertiser.isAgency === true,
          isActivationPending: advertiser.isActivationPending === true,
          showOnCreditHoldMessage: advertiser.showOnCreditHoldMessage === true,
          switchAccountsHref: advertiser.hasMultipleAccounts ? safeUrl(advertiser.switchAccountsHref) : null,
          permissionOptions: advertiser.permissionOptions ?? {},
        }
      : null,
    customerService: act
      ? {
          operatorEmail: act.operatorEmail ?? null,
          toggleHref: safeUrl(act.csToggleHref),
          isCsView: act.isCsView === true,
        }
      : null,
  };
}

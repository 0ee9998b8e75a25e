import { UpstreamError } from '../../upstreams/fetch';
import { postForm } from '../upstream';

import type { OutboxMessage } from './message';

/** delivered: the endpoint took it. retry: worth another try later. refused: it never will take it. */
export type DeliveryOutcome = 'delivered' | 'retry' | 'refused';

/** Bindings the delivery reads. */
export type DeliveryEnv = Pick<Env, 'WPT_API' | 'SALES_FORM_API'>;

// A 4xx other than these says the payload itself is wrong: trying again cannot help.
const TRANSIENT_CLIENT_STATUSES = [408, 409, 425, 429];

/** Posts the message to its endpoint with the submission id as the idempotency key. */
export async function deliver(env: DeliveryEnv, message: OutboxMessage): Promise<DeliveryOutcome> {
  const sales = message.target === 'sales';
  try {
    await postForm({
      upstream: sales ? 'Sales platform' : 'wptApi',
      base: sales ? env.SALES_FORM_API : env.WPT_API,
      path: message.path,
      payload: message.payload,
      idempotencyKey: message.id,
    });
    return 'delivered';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error('Form submission not delivered', message.slug, message.id, reason);
    if (!(error instanceof UpstreamError)) return 'retry';
    const { status } = error;
    if (status && status >= 400 && status < 500 && !TRANSIENT_CLIENT_STATUSES.includes(status)) {
      return 'refused';
    }
    return 'retry';
  }
}

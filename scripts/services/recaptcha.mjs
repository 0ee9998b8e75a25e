/**
 * reCAPTCHA stand-in: `POST /siteverify` with form-encoded `secret` and `response` (query parameters are
 * accepted too, as Google does), answering Google's JSON shape. A token passes when it is non-empty and
 * not the string 'invalid'. Google reports the `hostname` of the page the widget was solved on; here the
 * offline robot check's tokens carry it (`offline:<hostname>:<nonce>`, ui/widgets/CmsForm/robot-check.ts),
 * other tokens report 'localhost'.
 */
import { json, route } from './http.mjs';

export const REJECTED_TOKEN = 'invalid';

/** @type {import('./server.mjs').ServiceDefinition} */
export default {
  name: 'recaptcha',
  port: 8808,
  create() {
    return [
      route('POST', '/siteverify', async ({ url, form }) => {
        const params = { ...Object.fromEntries(url.searchParams), ...(await form()) };
        const errors = [];
        if (!params.secret) errors.push('missing-input-secret');
        if (!params.response) errors.push('missing-input-response');
        else if (params.response === REJECTED_TOKEN) errors.push('invalid-input-response');
        // Google answers 200 whatever the verdict; the verdict is `success`.
        if (errors.length > 0) return json(200, { success: false, 'error-codes': errors });
        return json(200, {
          success: true,
          challenge_ts: new Date().toISOString(),
          hostname: /^offline:([a-z0-9.-]{1,253}):/i.exec(params.response)?.[1] ?? 'localhost',
        });
      }),
    ];
  },
};

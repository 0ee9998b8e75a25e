/**
 * Sales platform stand-in (spec §7 "contact/subscription form to a sales-platform endpoint"; the spec shows
 * neither path nor payload, so this is our contract, built by worker/forms/payload.ts salesPlatformCall):
 *
 *   POST /v1/forms/contact | /v1/forms/subscription
 *   Idempotency-Key: <submission id>
 *   { "locale": "en-AU", "sourceName": "/page/contact", "privacyUrl": "https://…/privacy",
 *     "captchaKey": "<reCAPTCHA token>", "country": "AU", "site": "employer-au", "fields": { … } }
 *
 * Answers 200 `{ ok: true, id }` (a key already stored: the first id, `duplicate: true`, nothing stored again);
 * 400 `{ error, fields }` when invalid. Accepted submissions go to `sales-submissions.jsonl`;
 * `GET /submissions/{id or key}` reads one back.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';

import { check, country, text, VALUE_RULES } from './form-rules.mjs';
import { HttpError, json, route } from './http.mjs';
import { createSubmissionLog } from './submissions.mjs';

/** @type {import('./form-rules.mjs').Schema} */
const PAYLOAD = {
  locale: (value) =>
    typeof value === 'string' && /^[a-z]{2}-[A-Z]{2}$/.test(value)
      ? undefined
      : 'Must be a locale like en-AU',
  sourceName: text(255),
  privacyUrl: (value) =>
    typeof value === 'string' && /^https?:\/\/[^\s/]+\/(?:th\/|id\/)?privacy$/.test(value)
      ? undefined
      : 'Must be the site privacy page',
  captchaKey: text(4096),
  country,
  site: (value) =>
    typeof value === 'string' && /^(candidate|employer)-[a-z]{2}$/.test(value) ? undefined : 'Unknown site',
};

/** @type {import('./server.mjs').ServiceDefinition} */
export default {
  name: 'sales',
  port: 8810,
  async create({ dataDir }) {
    const log = createSubmissionLog(dataDir, 'sales-submissions.jsonl');
    /** @type {Map<string, string>} */
    const stored = new Map();
    const read = async () =>
      (await readFile(log.file, 'utf8').catch(() => ''))
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line));
    for (const record of await read())
      if (record.idempotencyKey) stored.set(record.idempotencyKey, record.id);

    return [
      route(
        'POST',
        /^\/v1\/forms\/(?<form>contact|subscription)$/,
        async ({ json: readJson, params, headers }) => {
          const payload = /** @type {Record<string, unknown>} */ (await readJson());
          if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
            throw new HttpError(400, 'Body must be a JSON object', { fields: {} });
          }
          const { fields: values } = payload;
          const fields = check(payload, PAYLOAD);
          if (typeof values !== 'object' || values === null || Array.isArray(values))
            fields.fields = 'Must be an object';
          else
            Object.assign(
              fields,
              check(/** @type {Record<string, unknown>} */ (values), VALUE_RULES, 'fields.'),
            );
          if (Object.keys(fields).length > 0) throw new HttpError(400, 'Invalid submission', { fields });
          const raw = headers['idempotency-key'];
          const key = typeof raw === 'string' && /^[\w-]{1,128}$/.test(raw) ? raw : undefined;
          const first = key ? stored.get(key) : undefined;
          if (first) return json(200, { ok: true, id: first, duplicate: true });
          const id = randomUUID();
          if (key) stored.set(key, id);
          await log.append({
            id,
            idempotencyKey: key,
            form: params.form,
            receivedAt: new Date().toISOString(),
            payload,
          });
          return json(200, { ok: true, id });
        },
      ),
      route('GET', /^\/submissions\/(?<id>[\w-]{1,64})$/, async ({ params }) => {
        const record = (await read()).find(
          (entry) => entry.id === params.id || entry.idempotencyKey === params.id,
        );
        if (!record) throw new HttpError(404, 'No such submission', { id: params.id });
        return json(200, record);
      }),
    ];
  },
};

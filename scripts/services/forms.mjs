/**
 * Form endpoints stand-in (`wptApi`, spec §7). Validates the documented payloads, appends every accepted one
 * to `submissions.jsonl` in the data directory before answering 200 `{ ok: true, id }`; invalid → 400
 * `{ error, fields }`. An `Idempotency-Key` header is honoured: a second post with a key already stored is
 * acknowledged (200, the first id, `duplicate: true`) and not stored again. `GET /submissions/{id}` reads an
 * accepted submission back by its id or idempotency key, `GET /submissions?endpoint=name` lists an endpoint's,
 * so tests that cannot read the file (the worker's, inside workerd) can prove what was recorded, and how often.
 * `POST /endpoint-faults` takes one endpoint down or makes it slow (form-faults.mjs).
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';

import { createEndpointFaults } from './form-faults.mjs';
import {
  answer,
  AUDIENCES,
  BUSINESS_ANSWERS,
  check,
  country,
  email,
  isoDate,
  name,
  oneOf,
  optional,
  text,
  VALUE_RULES,
} from './form-rules.mjs';
import { HttpError, json, route } from './http.mjs';
import { createSubmissionLog } from './submissions.mjs';

/** @typedef {Record<string, unknown>} Payload */
/** @typedef {(payload: Payload) => Record<string, string>} Validator */

const recaptcha = text(4096);
const sourcePage = text(2048);

/** @type {import('./form-rules.mjs').Schema} spec §3 hirer subscription payload */
const SUBSCRIPTION = {
  firstName: name,
  lastName: name,
  email,
  industry: text(255),
  dateSubscribed: isoDate,
  sourceName: text(255),
  siteKey: country,
};

/** @type {import('./form-rules.mjs').Schema} spec §3 hirer lead payload, §5 lead rules */
const LEAD = {
  firstName: name,
  lastName: name,
  email,
  companyPhoneNumber: text(40),
  companyName: text(255),
  jobTitle: text(255),
  industry: optional(text(255)),
  employerJobSeeker: oneOf(AUDIENCES),
  hiringNeeds: answer,
  marketingComms: answer,
  siteCountry: country,
  sourcePage,
  recaptcha,
};

const SARA = { from: email, to: email, subject: text(998), message: text(60_000), recaptcha };
const MAILCHIMP = { apiEndpoint: text(255), SITECNTRY: country, recaptcha };
const OTHER = { siteCountry: country, employerJobSeeker: oneOf(AUDIENCES), sourcePage, recaptcha };
/** Sent along with other forms posting to hirer-subscription (spec §7); never part of `values`. */
const SUBSCRIPTION_EXTRAS = ['dateSubscribed', 'sourceName', 'siteKey'];

/** @type {import('./server.mjs').ServiceDefinition} */
export default {
  name: 'forms',
  port: 8806,
  async create({ dataDir }) {
    const submissions = createSubmissionLog(dataDir);
    const faults = createEndpointFaults();
    /** @type {Map<string, string>} idempotency key → id of the stored submission */
    const stored = new Map();
    for (const record of await readRecords(submissions.file)) {
      if (record.idempotencyKey) stored.set(record.idempotencyKey, record.id);
    }

    /**
     * @param {string | undefined} endpoint fixed name, else the path's `endpoint` parameter
     * @param {Validator} validate
     * @returns {import('./http.mjs').Handler}
     */
    const accept =
      (endpoint, validate) =>
      async ({ json: readJson, params, headers }) => {
        const name = endpoint ?? params.endpoint;
        faults.before(name);
        const payload = await readJson();
        if (!isObject(payload)) throw new HttpError(400, 'Body must be a JSON object', { fields: {} });
        const fields = validate(payload);
        if (Object.keys(fields).length > 0) throw new HttpError(400, 'Invalid submission', { fields });
        const key = idempotencyKey(headers['idempotency-key']);
        const first = key ? stored.get(key) : undefined;
        if (first) return json(200, { ok: true, id: first, duplicate: true });
        const id = randomUUID();
        if (key) stored.set(key, id); // before the write: a retry arriving meanwhile is a duplicate too
        const receivedAt = new Date().toISOString();
        await submissions.append({ id, idempotencyKey: key, endpoint: name, receivedAt, payload });
        await faults.after(name);
        return json(200, { ok: true, id });
      };

    return [
      route('GET', /^\/submissions\/(?<id>[\w-]{1,64})$/, async ({ params }) => {
        const record = (await readRecords(submissions.file, params.id)).find(
          (entry) => entry.id === params.id || entry.idempotencyKey === params.id,
        );
        if (!record) throw new HttpError(404, 'No such submission', { id: params.id });
        return json(200, record);
      }),
      route('GET', '/submissions', async ({ url }) => {
        const endpoint = url.searchParams.get('endpoint');
        if (!endpoint) throw new HttpError(400, 'endpoint is required');
        const records = (await readRecords(submissions.file, endpoint)).filter(
          (entry) => entry.endpoint === endpoint,
        );
        return json(200, { count: records.length, submissions: records });
      }),
      route('POST', '/endpoint-faults', faults.control),
      route(
        'POST',
        '/hirer-subscription',
        accept('hirer-subscription', (p) => check(flatten(p), SUBSCRIPTION)),
      ),
      route(
        'POST',
        '/hirer',
        accept('hirer', (p) => ({ ...check(p, LEAD), ...checkBusinessAnswer(p) })),
      ),
      route(
        'POST',
        '/sara',
        accept('sara', (p) => check(p, SARA)),
      ),
      route(
        'POST',
        '/mailChimp-subscription',
        accept('mailChimp-subscription', (p) => ({ ...check(p, MAILCHIMP), ...checkValues(p, MAILCHIMP) })),
      ),
      route(
        'POST',
        /^\/(?<endpoint>[A-Za-z0-9][\w.~-]*(?:\/[\w.~-]+)*)$/,
        accept(undefined, (p) => ({ ...check(p, OTHER), ...checkValues(p, OTHER) })),
      ),
    ];
  },
};

/**
 * The stored records (those whose line contains `needle`, when given).
 * @param {string} file
 * @param {string} [needle]
 * @returns {Promise<Record<string, any>[]>}
 */
async function readRecords(file, needle) {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line && (!needle || line.includes(needle)))
    .map((line) => JSON.parse(line));
}

/**
 * A usable Idempotency-Key header value, else undefined.
 * @param {string | string[] | undefined} raw
 */
function idempotencyKey(raw) {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && /^[\w-]{1,128}$/.test(value) ? value : undefined;
}

/**
 * @param {unknown} value
 * @returns {value is Payload}
 */
function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A dynamic form posting to hirer-subscription nests its fields in `values`; lift them to the top level.
 * @param {Payload} payload
 * @returns {Payload}
 */
function flatten({ values, ...rest }) {
  return isObject(values) ? { ...values, ...rest } : rest;
}

/**
 * Form values travel either nested in `values` or spread beside the meta fields; both are accepted.
 * @param {Payload} payload
 * @param {Record<string, unknown>} meta the meta fields' schema, whose keys are not values
 * @returns {Record<string, string>}
 */
function checkValues(payload, meta) {
  const { values } = payload;
  if (values !== undefined && !isObject(values)) return { values: 'Must be an object' };
  const spread = Object.fromEntries(
    Object.entries(payload).filter(([key]) => !(key in meta) && !SUBSCRIPTION_EXTRAS.includes(key)),
  );
  const formValues = values ?? spread;
  if (Object.keys(formValues).length === 0) return { values: 'Required field' };
  return check(formValues, VALUE_RULES, values ? 'values.' : '');
}

/**
 * spec §3: doesBusinessWith{product} (Yes, No, I am not sure); the product part varies by brand.
 * @param {Payload} payload
 * @returns {Record<string, string>}
 */
function checkBusinessAnswer(payload) {
  const keys = Object.keys(payload).filter((key) => /^doesBusinessWith[A-Z]/.test(key));
  if (keys.length === 0) return { doesBusinessWith: 'Required field' };
  return check(payload, Object.fromEntries(keys.map((key) => [key, oneOf(BUSINESS_ANSWERS)])));
}

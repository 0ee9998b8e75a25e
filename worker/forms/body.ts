import type { Context } from 'hono';
import * as v from 'valibot';

import type { AppEnv } from '../env';

import { IDEMPOTENCY_KEY } from './idempotency';

/** A form is a few short answers; anything bigger is refused with 413 (DESIGN §8). */
export const MAX_FORM_BODY_BYTES = 32 * 1024;

const valueSchema = v.union([
  v.pipe(v.string(), v.maxLength(10_000)),
  v.boolean(),
  v.pipe(v.array(v.pipe(v.string(), v.maxLength(255))), v.maxLength(100)),
]);

/** What the form island sends (ui/widgets/CmsForm/submit.ts). */
export const submissionSchema = v.object({
  values: v.pipe(
    v.record(v.pipe(v.string(), v.minLength(1), v.maxLength(100)), valueSchema),
    v.check((values) => Object.keys(values).length <= 100, 'at most 100 values'),
  ),
  language: v.optional(v.picklist(['en', 'th', 'id'])),
  /** The path of the page the form was sent from. */
  sourcePage: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\/(?![/\\])[^\s\\]*$/, 'a path of this site (starting with a single /)'),
      v.maxLength(2048),
    ),
  ),
  recaptcha: v.optional(v.pipe(v.string(), v.maxLength(4096))),
  /**
   * Chosen by the client once per form fill (the island: a random UUID): posts with the same key are one
   * submission, delivered once. Without one, the Worker derives it (idempotency.ts).
   */
  idempotencyKey: v.optional(
    v.pipe(v.string(), v.regex(IDEMPOTENCY_KEY, 'letters, digits, - or _, 8 to 128')),
  ),
});

export type Submission = v.InferOutput<typeof submissionSchema>;

export type BodyResult =
  { ok: true; submission: Submission } | { ok: false; status: 400 | 413 | 415; error: string };

/**
 * Reads a form submission: JSON only (415 otherwise), at most MAX_FORM_BODY_BYTES (413, whatever the
 * Content-Length says), shaped as submissionSchema (400 with the reason).
 */
export async function readSubmission(c: Context<AppEnv>): Promise<BodyResult> {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    return { ok: false, status: 415, error: 'The body must be JSON (Content-Type: application/json).' };
  }
  const tooLarge = {
    ok: false,
    status: 413,
    error: `The body must be at most ${MAX_FORM_BODY_BYTES} bytes.`,
  } as const;
  if (Number(c.req.header('content-length') ?? 0) > MAX_FORM_BODY_BYTES) return tooLarge;
  const bytes = await readCapped(c.req.raw.body, MAX_FORM_BODY_BYTES);
  if (!bytes) return tooLarge;
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return { ok: false, status: 400, error: 'The body is not valid JSON.' };
  }
  const parsed = v.safeParse(submissionSchema, body);
  if (!parsed.success) {
    return { ok: false, status: 400, error: `Expected { values: {...} }: ${v.summarize(parsed.issues)}` };
  }
  return { ok: true, submission: parsed.output };
}

/** The whole body, or null as soon as it passes `limit` bytes (a chunked body has no Content-Length). */
export async function readCapped(
  stream: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<Uint8Array | null> {
  if (!stream) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

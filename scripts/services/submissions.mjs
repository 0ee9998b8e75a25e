/**
 * An append-only JSON-lines file of accepted form submissions (DESIGN §6: "append every accepted submission to
 * a file, so a test can prove nothing was lost").
 */
import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';

export const SUBMISSIONS_FILE = 'submissions.jsonl';

/**
 * @param {string} dataDir
 * @param {string} [fileName] the forms stand-in's file unless another service names its own
 * @returns {{ file: string, append: (record: Record<string, unknown>) => Promise<void> }}
 */
export function createSubmissionLog(dataDir, fileName = SUBMISSIONS_FILE) {
  const file = join(dataDir, fileName);
  /** @type {Promise<unknown>} */
  let queue = mkdir(dataDir, { recursive: true });
  return {
    file,
    append(record) {
      // One write at a time, so concurrent submissions never interleave inside a line.
      const written = queue.then(() => appendFile(file, `${JSON.stringify(record)}\n`, 'utf8'));
      queue = written.catch(() => {});
      return written;
    },
  };
}

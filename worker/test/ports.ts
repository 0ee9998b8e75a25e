/**
 * Where the worker tests' stand-ins listen (worker/test/global-setup.ts starts them): the shared set,
 * which many test files read at once, and a content API of its own for the one file that makes it fail
 * and counts its calls.
 */
export const SHARED_OFFSET = 500;
export const FAULT_OFFSET = 600;

export const faultContentUrl = `http://127.0.0.1:${8801 + FAULT_OFFSET}`;

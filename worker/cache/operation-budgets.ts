/**
 * Storage operations one invocation may make (README "Bounded work per invocation"). Workers allows about
 * 1 000 KV operations an invocation, and every KV and D1 call is also a subrequest; these are the budgets the
 * cache keeps to, well inside that, and what `storage-operations.test.ts` and the bench hold it to.
 */

/** KV writes and D1 write calls of a reader's request of a page with nothing cached (its stores included). */
export const COLD_RENDER_WRITES = 40;
/** Every KV and D1 call of such a request. */
export const COLD_RENDER_OPERATIONS = 100;

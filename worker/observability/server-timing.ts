/** The parts of a page's time Server-Timing reports (issue of operators: where the time went). */
export type TimingMetric = 'page-cache' | 'data-cache' | 'cms' | 'render';

interface Spent {
  ms: number;
  count: number;
  note?: string;
}

/**
 * Where one request's time went, for the `Server-Timing` header of its HTML response: per metric the time
 * spent and how many times (reads of one page overlap, so a metric's time is their sum, said with the count).
 * Only what happened before the response's headers left is in it: parts streamed later are not.
 */
export class ServerTiming {
  readonly #started = performance.now();
  readonly #spent = new Map<TimingMetric, Spent>();

  /** Adds `ms` to a metric; `note` (e.g. the page cache's hit or miss) is kept from the last call. */
  add(metric: TimingMetric, ms: number, note?: string): void {
    const spent = this.#spent.get(metric) ?? { ms: 0, count: 0 };
    spent.ms += ms;
    spent.count += 1;
    if (note) spent.note = note;
    this.#spent.set(metric, spent);
  }

  /** Says how a metric went (the page cache's `hit`, say), without counting a call. */
  describe(metric: TimingMetric, note: string): void {
    const spent = this.#spent.get(metric) ?? { ms: 0, count: 0 };
    spent.note = note;
    this.#spent.set(metric, spent);
  }

  /** Runs `work`, adding its time to `metric` whether it succeeds or fails. */
  async measure<T>(metric: TimingMetric, work: () => Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await work();
    } finally {
      this.add(metric, performance.now() - start);
    }
  }

  /** The header value (RFC: W3C Server Timing): each metric with `dur` and `desc`, then `total`. */
  header(): string {
    const entries = [...this.#spent].map(([metric, { ms, count, note }]) => {
      const desc = [note, count > 1 ? `${count} calls` : undefined].filter(Boolean).join(', ');
      return `${metric};dur=${ms.toFixed(1)}${desc ? `;desc="${desc}"` : ''}`;
    });
    entries.push(`total;dur=${(performance.now() - this.#started).toFixed(1)}`);
    return entries.join(', ');
  }
}

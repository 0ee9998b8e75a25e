import { currentRequest } from './request-context';
import type { TimingMetric } from './server-timing';

/** Runs `work`, adding its time to the current request's Server-Timing `metric` (none outside a request). */
export function timed<T>(metric: TimingMetric, work: () => Promise<T>): Promise<T> {
  const timing = currentRequest()?.timing;
  return timing ? timing.measure(metric, work) : work();
}

export interface TimedCall {
  startedAt: number;
  endedAt: number;
}
export function sequentialRounds(calls: TimedCall[]): number;
export function peakInFlight(calls: TimedCall[]): number;

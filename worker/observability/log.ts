import { currentRequest } from './request-context';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

// A line already written as JSON by logEvent starts so; the structured console passes it through as is.
const STRUCTURED = '{"level":';

function describe(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

/**
 * One log line as JSON, which Workers Logs indexes field by field: `level`, `message`, the request's
 * `requestId` when there is one, then `fields` (or, for console calls, the other arguments as `details`).
 */
export function logLine(level: LogLevel, message: string, fields: Record<string, unknown> = {}): string {
  const requestId = currentRequest()?.requestId;
  const record = { level, message, ...(requestId ? { requestId } : {}) };
  try {
    return JSON.stringify({ ...record, ...fields });
  } catch {
    // A field that cannot be written as JSON (a cycle): the line without its fields.
    return JSON.stringify(record);
  }
}

/** Logs one event as a JSON line (logLine) at its level. */
export function logEvent(level: LogLevel, message: string, fields: Record<string, unknown> = {}): void {
  console[level](logLine(level, message, fields));
}

/** A console call's arguments as one JSON line (logLine): the first is the message, the rest `details`. */
export function consoleLine(level: LogLevel, args: unknown[]): string {
  const [first, ...rest] = args;
  if (rest.length === 0 && typeof first === 'string' && first.startsWith(STRUCTURED)) return first;
  const message = typeof first === 'string' ? first : String(first);
  return logLine(level, message, rest.length > 0 ? { details: rest.map(describe) } : {});
}

let installed = false;

/**
 * Makes every console call of the Worker a JSON line (logLine), so the log lines of all modules carry the
 * request id and can be queried in Workers Logs without each module knowing about it. Called once by the
 * Worker entry; tests keep the plain console.
 */
export function installStructuredConsole(): void {
  if (installed) return;
  installed = true;
  for (const level of ['debug', 'info', 'warn', 'error'] as const) {
    const write = console[level].bind(console);
    console[level] = (...args: unknown[]) => write(consoleLine(level, args));
  }
  console.log = (...args: unknown[]) => console.info(...args);
}

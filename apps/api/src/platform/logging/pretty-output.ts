import type { DestinationStream } from 'pino';

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};
/** pino's own fields, shown in the fixed part of the line rather than as key=value. */
const FIXED_FIELDS = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'req',
  'res',
  'responseTime',
  'err',
]);

function clock(time: unknown): string {
  return new Date(typeof time === 'number' ? time : Date.now()).toISOString().slice(11, 23);
}

function value(field: unknown): string {
  return typeof field === 'string' ? field : JSON.stringify(field);
}

/** One JSON log record as a line a person reads: `12:04:31.120 INFO  GET /api/movies 200 4 ms`. */
export function formatLogRecord(record: Record<string, unknown>): string {
  const parts = [clock(record.time), LEVELS[record.level as number] ?? String(record.level)];
  const req = record.req as { method?: string; url?: string } | undefined;
  const res = record.res as { statusCode?: number } | undefined;
  if (req && res) {
    parts.push(
      `${req.method} ${req.url} ${res.statusCode} ${Math.round(Number(record.responseTime ?? 0))} ms`,
    );
  } else if (typeof record.msg === 'string') parts.push(record.msg);
  for (const [key, field] of Object.entries(record)) {
    if (!FIXED_FIELDS.has(key) && field !== undefined) parts.push(`${key}=${value(field)}`);
  }
  const err = record.err as { stack?: string; message?: string } | undefined;
  const line = parts.join(' ');
  return err ? `${line}\n  ${err.stack ?? err.message ?? value(err)}\n` : `${line}\n`;
}

/** A pino destination that writes formatted lines instead of JSON, for a terminal. */
export function prettyOutput(out: NodeJS.WritableStream = process.stdout): DestinationStream {
  return {
    write(line: string) {
      try {
        out.write(formatLogRecord(JSON.parse(line) as Record<string, unknown>));
      } catch {
        out.write(line);
      }
    },
  };
}

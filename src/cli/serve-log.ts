/**
 * `sitepub serve` logs for people (`--log-format pretty`, the default when stderr is a terminal): a small
 * formatter over the server's log stream (Fastify's pino JSON lines, already redacted by src/server/logging.ts).
 * One line per request, when it completes: time, method, path, status, duration, host, and why when the server
 * said (a 4xx's message). Other records: time, level, message and their fields as key=value. JSON lines stay the
 * default anywhere else (`--log-format json`), for log collectors.
 */
import type { Colors } from 'picocolors/types.js';

export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** Pretty on a terminal (stderr, where the logs go) unless --json asked for machine output; JSON elsewhere. */
export function defaultLogFormat(stderrIsTTY: boolean, json: boolean): LogFormat {
  return stderrIsTTY && !json ? 'pretty' : 'json';
}

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string; host?: string; remoteAddress?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string; type?: string };
  [key: string]: unknown;
}

const LEVELS: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};
/** Fields every record has, or that the request line shows: not repeated as key=value. */
const SHOWN = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'reqId',
  'msg',
  'req',
  'res',
  'responseTime',
  'err',
]);
/** Requests seen but not completed that are remembered (a client that vanished never completes). */
const MAX_PENDING = 1000;

/** `HH:MM:SS` in local time. */
function clock(ms: number | undefined): string {
  const d = new Date(ms ?? Date.now());
  return [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
}

/** 0.4 ms, 12 ms, 1.3 s. */
export function formatDuration(ms: number): string {
  if (ms >= 1000) return `${(ms / 1000).toFixed(1)} s`;
  return ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`;
}

function value(v: unknown): string {
  if (typeof v === 'string') return /[\s"=]/.test(v) || v === '' ? JSON.stringify(v) : v;
  return typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);
}

/**
 * A formatter: one JSON log line in, the line to print out (null: nothing yet, as for a request that has not
 * completed). Keeps the requests under way by reqId. Lines that are not JSON pass through unchanged.
 */
export function prettyLogFormatter(c: Colors): (line: string) => string | null {
  const pending = new Map<string, { req: NonNullable<LogRecord['req']>; notes: string[] }>();

  const status = (code: number | undefined): string => {
    const s = String(code ?? '-');
    if (code === undefined) return s;
    return code >= 500 ? c.red(s) : code >= 400 ? c.yellow(s) : code >= 300 ? c.cyan(s) : c.green(s);
  };
  const level = (n: number | undefined): string => {
    const name = (LEVELS[n ?? 30] ?? String(n)).padEnd(5);
    return (n ?? 30) >= 50 ? c.red(name) : (n ?? 30) >= 40 ? c.yellow(name) : c.dim(name);
  };

  return (line) => {
    let r: LogRecord;
    try {
      r = JSON.parse(line) as LogRecord;
    } catch {
      return line;
    }
    if (typeof r !== 'object' || r === null) return line;
    const under = r.reqId !== undefined ? pending.get(r.reqId) : undefined;

    if (r.reqId !== undefined && r.req && r.msg === 'incoming request') {
      if (pending.size >= MAX_PENDING) pending.delete(pending.keys().next().value!);
      pending.set(r.reqId, { req: r.req, notes: [] });
      return null;
    }
    if (r.reqId !== undefined && r.res && typeof r.responseTime === 'number') {
      pending.delete(r.reqId);
      const req = under?.req ?? r.req ?? {};
      const notes = [...(under?.notes ?? []), ...(r.err?.message ? [r.err.message] : [])];
      return [
        c.dim(clock(r.time)),
        c.bold(req.method ?? '-'),
        req.url ?? '-',
        status(r.res.statusCode),
        formatDuration(r.responseTime),
        c.dim(req.host ?? ''),
        ...(notes.length ? [c.dim(`- ${notes.join('; ')}`)] : []),
      ]
        .filter((s) => s !== '')
        .join(' ');
    }
    // Why a request was refused (the error handler's info line: a 4xx's message): on its request's line.
    if (under && (r.level ?? 30) < 40 && (r.res || r.err || typeof r.status === 'number') && r.msg) {
      under.notes.push(r.msg);
      return null;
    }
    const fields = Object.entries(r)
      .filter(([k]) => !SHOWN.has(k))
      .map(([k, v]) => `${k}=${value(v)}`);
    const head = [
      c.dim(clock(r.time)),
      level(r.level),
      ...(under ? [`${under.req.method ?? ''} ${under.req.url ?? ''}:`] : []),
      r.msg ?? '',
      ...(r.err?.message && r.err.message !== r.msg ? [r.err.message] : []),
      ...fields.map((f) => c.dim(f)),
    ]
      .filter((s) => s !== '')
      .join(' ');
    const stack =
      (r.level ?? 30) >= 50 && r.err?.stack
        ? r.err.stack
            .split('\n')
            .slice(1)
            .map((l) => c.dim(`    ${l.trim()}`))
        : [];
    return [head, ...stack].join('\n');
  };
}

/**
 * A destination for the server's logger (`{ stream }`): pino writes one JSON line per record; each is formatted
 * and handed to `print` (which adds the newline).
 */
export function prettyLogStream(print: (line: string) => void, c: Colors): { write(chunk: string): boolean } {
  const format = prettyLogFormatter(c);
  let rest = '';
  return {
    write(chunk) {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        if (line === '') continue;
        const text = format(line);
        if (text !== null) print(text);
      }
      return true;
    },
  };
}

/** The pretty `serve` log formatter (pure): pino JSON lines in, one line per request out (issue #31.8). */
import pc from 'picocolors';
import { describe, expect, it } from 'vitest';
import {
  defaultLogFormat,
  formatDuration,
  prettyLogFormatter,
  prettyLogStream,
} from '../../src/cli/serve-log.ts';

const plain = pc.createColors(false);
const T = new Date(2026, 10, 27, 9, 5, 7).getTime(); // local 09:05:07
const rec = (o: Record<string, unknown>): string =>
  JSON.stringify({ level: 30, time: T, pid: 1, hostname: 'vm', ...o });
const incoming = (reqId: string, method: string, url: string) =>
  rec({
    reqId,
    req: { method, url, host: '127.0.0.1:3000', remoteAddress: '127.0.0.1' },
    msg: 'incoming request',
  });
const completed = (reqId: string, statusCode: number, responseTime: number) =>
  rec({ reqId, res: { statusCode }, responseTime, msg: 'request completed' });

describe('pretty serve logs', () => {
  it('one line per request, when it completes: time, method, path, status, duration, host', () => {
    const f = prettyLogFormatter(plain);
    expect(f(incoming('req-1', 'PUT', '/my-site.localhost'))).toBeNull();
    expect(f(completed('req-1', 200, 32.9))).toBe('09:05:07 PUT /my-site.localhost 200 33 ms 127.0.0.1:3000');
  });

  it("a refusal's reason goes on its request's line; service events get their own, fields as key=value", () => {
    const f = prettyLogFormatter(plain);
    f(incoming('req-2', 'GET', '/list'));
    expect(
      f(rec({ reqId: 'req-2', code: 'SITEPUB_UNAUTHORIZED', status: 401, msg: 'invalid token' })),
    ).toBeNull();
    expect(f(completed('req-2', 401, 3.21))).toBe(
      '09:05:07 GET /list 401 3.2 ms 127.0.0.1:3000 - invalid token',
    );
    f(incoming('req-3', 'PUT', '/a.localhost'));
    expect(
      f(rec({ reqId: 'req-3', domain: 'a.localhost', files: 2, stage: false, msg: 'deploy complete' })),
    ).toBe('09:05:07 info  PUT /a.localhost: deploy complete domain=a.localhost files=2 stage=false');
    expect(f(rec({ msg: 'Server listening at http://127.0.0.1:3000' }))).toBe(
      '09:05:07 info  Server listening at http://127.0.0.1:3000',
    );
  });

  it('errors show their message and stack; warnings their level; other text passes through', () => {
    const f = prettyLogFormatter(plain);
    const err = {
      type: 'Error',
      message: 'disk full',
      stack: 'Error: disk full\n    at write (store.ts:1:1)',
    };
    expect(f(rec({ level: 50, err, msg: 'maintenance failed' }))).toBe(
      '09:05:07 error maintenance failed disk full\n    at write (store.ts:1:1)',
    );
    expect(f(rec({ level: 40, msg: 'edge-1 unreachable' }))).toBe('09:05:07 warn  edge-1 unreachable');
    expect(f('not json')).toBe('not json');
  });

  it('the stream splits what pino writes into lines', () => {
    const printed: string[] = [];
    const s = prettyLogStream((l) => printed.push(l), plain);
    s.write(`${incoming('r', 'GET', '/stats')}\n${completed('r', 200, 1)}`);
    expect(printed).toEqual([]);
    s.write('\n');
    expect(printed).toEqual(['09:05:07 GET /stats 200 1.0 ms 127.0.0.1:3000']);
  });

  it('colours the status by class when colour is on', () => {
    const f = prettyLogFormatter(pc.createColors(true));
    f(incoming('r', 'GET', '/x'));
    expect(f(completed('r', 503, 1))).toContain('\u001b[31m503\u001b[39m');
  });

  it('defaults: pretty on a terminal without --json; durations', () => {
    expect(defaultLogFormat(true, false)).toBe('pretty');
    expect(defaultLogFormat(true, true)).toBe('json');
    expect(defaultLogFormat(false, false)).toBe('json');
    expect([0.42, 12.4, 1340].map(formatDuration)).toEqual(['0.4 ms', '12 ms', '1.3 s']);
  });
});

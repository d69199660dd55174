/** What a client is told for each failure, by type and code (src/server/public-errors.ts): pure, no server. */
import { describe, expect, it } from 'vitest';
import { STORE_ERROR_CODES, StoreError } from '../../src/store/errors.ts';
import { httpError } from '../../src/server/errors.ts';
import { ArchiveError } from '../../src/server/deploy/archive-guard.ts';
import { DeployError } from '../../src/server/deploy/deploy-error.ts';
import { EdgeAnswerError, publicReason } from '../../src/server/distribution/edge-call.ts';
import {
  deployFailureLine,
  internalFailure,
  STORE_MESSAGES,
  storeFailure,
} from '../../src/server/public-errors.ts';

const ID = '0123456789abcdef';
/** A store error whose operator message holds everything a client must never see. */
const leaky = (code: (typeof STORE_ERROR_CODES)[number]) =>
  new StoreError(
    code,
    'S3 object store http://10.0.0.5:7480, bucket secret-bucket: ECONNREFUSED at /srv/data',
    {
      cause: new Error('SELECT * FROM revisions'),
    },
  );

describe('StoreError code → message', () => {
  it('every code has its message: what failed, production unchanged, what to do, the request id', () => {
    for (const code of STORE_ERROR_CODES) {
      const m = STORE_MESSAGES[code];
      expect(m.status).toBeGreaterThanOrEqual(500);
      const asked = storeFailure(code, ID, 'request');
      expect(asked.code).toBe(code);
      expect(asked.message).toBe(
        `${m.failed}; the request was not completed and production is unchanged. ${m.todo.replace('{again}', 'try again')} (request id ${ID})`,
      );
      const deployed = storeFailure(code, ID, 'deploy');
      expect(deployed.message).toMatch(
        new RegExp(
          `^${m.failed.replace(/[()]/g, '\\$&')} while storing the upload; production is unchanged\\. .+ \\(request id ${ID}\\)$`,
        ),
      );
      expect(deployed.message).not.toContain('{again}');
    }
  });

  it('the status and wait of each code', () => {
    expect(storeFailure('SITEPUB_STORAGE_FULL', ID, 'request')).toMatchObject({ status: 507 });
    expect(storeFailure('SITEPUB_DATABASE_UNAVAILABLE', ID, 'request')).toMatchObject({
      status: 503,
      retryAfter: 5,
    });
    expect(storeFailure('SITEPUB_STORAGE_UNAVAILABLE', ID, 'request')).toMatchObject({
      status: 503,
      retryAfter: 5,
    });
    expect(storeFailure('SITEPUB_STORAGE_BUSY', ID, 'request')).toMatchObject({ status: 503, retryAfter: 2 });
    expect(storeFailure('SITEPUB_STORAGE_DENIED', ID, 'request')).toMatchObject({ status: 500 });
    expect(storeFailure('SITEPUB_STORAGE_FAILED', ID, 'request').retryAfter).toBeUndefined();
  });

  it('the disk-full words clients and scripts know are kept', () => {
    expect(storeFailure('SITEPUB_STORAGE_FULL', ID, 'deploy').message).toBe(
      `the server ran out of disk space while storing the upload; production is unchanged. Free space on its data volume (or ask its operator), then deploy again (request id ${ID})`,
    );
  });
});

describe("a deploy's error line", () => {
  it('a StoreError: the chosen message and code, nothing of its own text', () => {
    for (const code of STORE_ERROR_CODES) {
      const line = deployFailureLine(leaky(code), ID);
      expect(line).toEqual({ message: storeFailure(code, ID, 'deploy').message, code, serverFault: true });
      expect(line.message).not.toMatch(/10\.0\.0\.5|7480|secret-bucket|ECONNREFUSED|\/srv\/data|SELECT/);
    }
  });

  it('anything else (an errno error, an SDK error, a bug): "internal error, request id …"', () => {
    for (const err of [
      Object.assign(new Error('EIO: i/o error, write /srv/data/blobs/ab'), { code: 'ENOENT' }),
      Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' }),
      new TypeError("Cannot read properties of undefined (reading 'rev')"),
      'a string thrown',
    ]) {
      const line = deployFailureLine(err, ID);
      expect(line.serverFault).toBe(true);
      expect(line.message).toBe(
        `internal error, request id ${ID}: the deploy was not stored and production is unchanged; deploy again, and if it lasts give the server's operator this request id`,
      );
      expect(line.code).toBe('SITEPUB_INTERNAL');
    }
  });

  it('chosen messages are kept as they are: archive faults, deploy faults, 4xx HTTP errors', () => {
    expect(deployFailureLine(new ArchiveError('TRUNCATED', 'archive is truncated'), ID)).toEqual({
      message: 'archive is truncated',
      code: 'TRUNCATED',
      serverFault: false,
    });
    expect(deployFailureLine(new DeployError('SITEPUB_CONTENT_GONE', 'content of /a is gone'), ID)).toEqual({
      message: 'content of /a is gone',
      code: 'SITEPUB_CONTENT_GONE',
      serverFault: false,
    });
    expect(deployFailureLine(httpError('Forbidden', 'not yours'), ID)).toMatchObject({
      message: 'not yours',
      serverFault: false,
    });
  });

  it('a 5xx HTTP error or an error merely carrying a status is not a chosen one', () => {
    const fake = Object.assign(new Error('at /srv/data'), { statusCode: 400, code: 'ENOENT' });
    expect(deployFailureLine(fake, ID).code).toBe('SITEPUB_INTERNAL');
  });
});

describe('a JSON answer or a page', () => {
  it('internal: 500 and the request id first', () => {
    expect(internalFailure(ID, 'request')).toEqual({
      status: 500,
      code: 'SITEPUB_INTERNAL',
      message: `internal error, request id ${ID}: the request was not completed and production is unchanged; try again, and if it lasts give the server's operator this request id`,
    });
  });
});

describe("an edge's failure as a client reads it (publicReason)", () => {
  it('names what failed, never the address in the error message', () => {
    const refused = Object.assign(new Error('fetch failed'), {
      cause: Object.assign(new Error('connect ECONNREFUSED 10.9.8.7:3000'), {
        code: 'ECONNREFUSED',
        syscall: 'connect',
      }),
    });
    expect(publicReason(refused)).toBe('connect ECONNREFUSED');
    expect(publicReason(new EdgeAnswerError(502, ': origin unreachable (GET http://10.9.8.7:3000/x)'))).toBe(
      'answered 502',
    );
    expect(publicReason(new DOMException('no answer in 5 ms', 'TimeoutError'))).toBe('timed out');
    expect(publicReason(new Error('something at /var/lib/sitepub'))).toBe('no answer');
  });
});

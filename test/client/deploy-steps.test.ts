/**
 * The pure decisions of the client deploy's steps (src/client/deploy/), apart from any I/O: which negotiation
 * needs no request, when the packer hashes for the cache, what an attempt's failure is reported as, whether a
 * failed attempt may be retried. The steps themselves run against real servers in deploy.test.ts,
 * upload-delta.test.ts and plain-surge.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { attemptError, noDeltas, timedOut } from '../../src/client/deploy/attempt.ts';
import { hashWhilePacking } from '../../src/client/deploy/body.ts';
import type { DeployJob } from '../../src/client/deploy/job.ts';
import { knownVerdict, type Negotiated } from '../../src/client/deploy/negotiate.ts';
import { madeVerdict, retryVerdict } from '../../src/client/deploy/retry-verdict.ts';
import { ApiError, ClientError, NetworkError } from '../../src/client/errors.ts';
import { PackError } from '../../src/pack/errors.ts';
import type { RevisionEntry } from '../../src/protocol/types.ts';
import type { SiteScan } from '../../src/pack/pack.ts';

const scan = { files: [], fileCount: 0, totalSize: 0, skipped: [], folder: '/site' } as unknown as SiteScan;
const job = (over: { scan?: SiteScan; reuse?: boolean; deltas?: boolean } = {}) =>
  ({
    scan: 'scan' in over ? over.scan : scan,
    options: { domain: 'd.example', source: '/site', reuse: over.reuse },
    ctx: { server: over.deltas === undefined ? {} : { deltas: over.deltas } },
  }) as unknown as Pick<DeployJob, 'scan' | 'options' | 'ctx'>;

const delta: Negotiated = { kind: 'delta', delta: { id: 'p1', missing: [], expiresAt: 0 }, zstd: true };
const full = (reason: Extract<Negotiated, { kind: 'full' }>['reason'], zstd = false): Negotiated => ({
  kind: 'full',
  reason,
  zstd,
});

describe('knownVerdict: the negotiation that needs no request', () => {
  it('a stream, reuse off, or a server known to have no deltas: a full upload at once', () => {
    expect(knownVerdict(job({ scan: undefined }), undefined)).toEqual(full('stream'));
    expect(knownVerdict(job({ reuse: false }), undefined)).toEqual(full('reuse-off'));
    expect(knownVerdict(job({ deltas: false }), undefined)).toEqual(full('unsupported'));
  });

  it('a first attempt, or one after a delta or a "nothing to reuse", asks again', () => {
    expect(knownVerdict(job(), undefined)).toBeUndefined();
    expect(knownVerdict(job(), delta)).toBeUndefined();
    expect(knownVerdict(job(), full('nothing-to-reuse', true))).toBeUndefined();
  });

  it('a full upload for a lasting reason stays one, and keeps its zstd offer', () => {
    for (const reason of ['unsupported', 'failed', 'unusable', 'refused'] as const)
      expect(knownVerdict(job(), full(reason, true))).toEqual(full(reason, true));
    expect(knownVerdict(job({ reuse: false }), delta)).toEqual(full('reuse-off', true));
  });
});

describe('hashWhilePacking', () => {
  const o = { domain: 'd', source: '/s', hashCache: '/cache' } as DeployJob['options'];
  it('only for a whole, unhashed folder with a hash cache, to a server that may have deltas', () => {
    expect(hashWhilePacking(o, { hashes: undefined }, full('nothing-to-reuse'))).toBe(true);
    expect(hashWhilePacking(o, { hashes: undefined }, full('failed'))).toBe(true);
    expect(hashWhilePacking(o, { hashes: undefined }, full('unsupported'))).toBe(false);
    expect(hashWhilePacking(o, { hashes: {} }, full('nothing-to-reuse'))).toBe(false);
    expect(hashWhilePacking(o, { hashes: undefined }, delta)).toBe(false);
    expect(hashWhilePacking(o, undefined, full('stream'))).toBe(false);
    expect(hashWhilePacking({ ...o, hashCache: undefined }, { hashes: undefined }, full('failed'))).toBe(
      false,
    );
    expect(noDeltas(full('unsupported'))).toBe(true);
    expect(noDeltas(full('refused'))).toBe(false);
  });
});

describe('attemptError', () => {
  const at = { method: 'POST', path: '/d.example/uploads' };
  it('a packer failure while sending is that failure, not "network"', () => {
    const pack = new PackError('file-changed', 'a.txt', 'a.txt changed while it was packed');
    expect(
      attemptError(
        { timeout: undefined, options: {} as DeployJob['options'] },
        new NetworkError('PUT', '/d', pack),
        at,
      ),
    ).toBe(pack);
  });

  it('our own timeout names the request in flight; a caller abort and typed errors stay', () => {
    const fired = AbortSignal.abort(new DOMException('timed out', 'TimeoutError'));
    const mine = { timeout: fired, options: {} as DeployJob['options'] };
    const named = timedOut(mine, new DOMException('aborted', 'AbortError'), at);
    expect(named).toBeInstanceOf(NetworkError);
    expect((named as Error).message).toMatch(/^POST \/d\.example\/uploads did not complete/);
    const typed = new ClientError('invalid-input', 'no');
    expect(timedOut(mine, typed, at)).toBe(typed);
    const callers = { timeout: fired, options: { signal: AbortSignal.abort() } as DeployJob['options'] };
    const abort = new DOMException('aborted', 'AbortError');
    expect(timedOut(callers, abort, at)).toBe(abort);
    expect(timedOut({ timeout: undefined, options: {} as DeployJob['options'] }, abort, at)).toBe(abort);
  });
});

describe('retryVerdict and madeVerdict', () => {
  const err = new NetworkError('PUT', '/d', new Error('socket hang up'));
  it('nothing taken: retry; a stream partly sent: never', () => {
    expect(retryVerdict('d', { stream: false, pulled: 0, taken: 0 }, err)).toEqual({ retry: true });
    expect(retryVerdict('d', { stream: true, pulled: 0, taken: 0 }, err)).toEqual({ retry: true });
    const v = retryVerdict('d', { stream: true, pulled: 0, taken: 10 }, err);
    expect(v.retry).toBe(false);
    expect(v.retry === false && v.warning).toMatch(/stream source was partly sent/);
  });

  it('bytes sent: retry a 408 or a rate limit at once, else only when no revision was made', () => {
    const facts = { stream: false, pulled: 5, taken: 5 };
    expect(retryVerdict('d', facts, new ApiError({ status: 408, method: 'PUT', path: '/d' }))).toEqual({
      retry: true,
    });
    expect(retryVerdict('d', facts, new ApiError({ status: 429, method: 'PUT', path: '/d' }))).toEqual({
      retry: true,
    });
    expect(retryVerdict('d', facts, err)).toEqual({ retry: 'unless-made' });
    expect(retryVerdict('d', facts, new ApiError({ status: 502, method: 'PUT', path: '/d' }))).toEqual({
      retry: 'unless-made',
    });
  });

  it('a listed revision carrying the deploy id stops the retry with deploy-not-retried', () => {
    const j = { domain: 'd.example', path: '/d.example', deployId: 'id-1', options: { stage: true } } as Pick<
      DeployJob,
      'domain' | 'path' | 'deployId' | 'options'
    >;
    const other = { rev: 1, current: true, meta: { deployId: 'id-0' } } as unknown as RevisionEntry;
    const mine = { rev: 2, current: false, meta: { deployId: 'id-1' } } as unknown as RevisionEntry;
    expect(madeVerdict(j, [other], err)).toBe(true);
    const stop = madeVerdict(j, [other, mine], err);
    expect(stop).toBeInstanceOf(ApiError);
    expect((stop as ApiError).code).toBe('deploy-not-retried');
    expect((stop as ApiError).message).toMatch(/revision 2 .*staged deploy: expected.*cutover to revision 2/);
  });
});

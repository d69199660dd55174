/**
 * Native storage failures become StoreErrors with stable codes at the backend boundary (src/store/errors.ts,
 * S3 included), from real node:sqlite and file-system errors where a test can cause them, and the
 * SDK's error shapes for S3; failures of other kinds (a constraint, a bug) pass unchanged.
 */
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromNative, mapNative, s3Error, StoreError } from '../../src/store/errors.ts';
import { sqliteSql } from '../../src/store/sqlite/database.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sitepub-store-errors-'));
});
afterAll(async () => {
  await chmod(dir, 0o700).catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
});

const caught = (fn: () => unknown): unknown => {
  try {
    fn();
  } catch (err) {
    return err;
  }
  throw new Error('did not throw');
};

describe('node:sqlite', () => {
  it('a read-only database: SITEPUB_STORAGE_DENIED, the cause kept for the log', async () => {
    const file = join(dir, 'ro.db');
    const rw = new DatabaseSync(file);
    rw.exec('CREATE TABLE t (x INTEGER PRIMARY KEY)');
    rw.close();
    const ro = new DatabaseSync(file, { readOnly: true });
    const err: unknown = await sqliteSql(ro)
      .tx((q) => sql`INSERT INTO t VALUES (1)`.execute(q))
      .catch((e: unknown) => e);
    ro.close();
    expect(err).toBeInstanceOf(StoreError);
    expect(err).toMatchObject({
      code: 'SITEPUB_STORAGE_DENIED',
      message: expect.stringMatching(/^writing the database: /),
    });
    expect((err as StoreError).cause).toMatchObject({ code: 'ERR_SQLITE_ERROR', errcode: 8 });
  });

  it('a constraint or an SQL error stays as it is (the caller handles it, or it is a bug)', () => {
    const db = new DatabaseSync(':memory:');
    db.exec('CREATE TABLE t (x INTEGER PRIMARY KEY)');
    db.exec('INSERT INTO t VALUES (1)');
    const dup = caught(() => mapNative('writing', () => db.prepare('INSERT INTO t VALUES (1)').run()));
    expect(dup).not.toBeInstanceOf(StoreError);
    expect(dup).toMatchObject({ code: 'ERR_SQLITE_ERROR' });
    const bad = caught(() => mapNative('reading', () => db.prepare('SELECT * FROM nope').all()));
    expect(bad).not.toBeInstanceOf(StoreError);
    db.close();
  });

  it('extended result codes map by their primary code (SQLITE_IOERR_WRITE → failed, SQLITE_FULL → full)', () => {
    const native = (errcode: number) => Object.assign(new Error('x'), { code: 'ERR_SQLITE_ERROR', errcode });
    expect(fromNative(native(778), 'w')).toMatchObject({ code: 'SITEPUB_STORAGE_FAILED' });
    expect(fromNative(native(13), 'w')).toMatchObject({ code: 'SITEPUB_STORAGE_FULL' });
    expect(fromNative(native(5), 'w')).toMatchObject({ code: 'SITEPUB_STORAGE_BUSY' });
  });
});

describe('the file system (errno)', () => {
  it('a real ENOENT is not a storage failure; ENOSPC, EDQUOT, EROFS, EIO are', async () => {
    const missing = caught(() => mapNative('reading', () => readFileSync(join(dir, 'none'))));
    expect(missing).toMatchObject({ code: 'ENOENT' });
    expect(missing).not.toBeInstanceOf(StoreError);
    const errno = (code: string) =>
      Object.assign(new Error(`${code}: at /data/blobs`), { code, syscall: 'write' });
    expect(fromNative(errno('ENOSPC'), 'storing')).toMatchObject({
      code: 'SITEPUB_STORAGE_FULL',
      message: 'storing: ENOSPC: at /data/blobs',
    });
    expect(fromNative(errno('EDQUOT'), 'storing')).toMatchObject({ code: 'SITEPUB_STORAGE_FULL' });
    expect(fromNative(errno('EROFS'), 'storing')).toMatchObject({ code: 'SITEPUB_STORAGE_DENIED' });
    expect(fromNative(errno('EIO'), 'storing')).toMatchObject({ code: 'SITEPUB_STORAGE_FAILED' });
    expect(fromNative(errno('ECONNRESET'), 'storing')).not.toBeInstanceOf(StoreError);
  });

  it('a StoreError passes unchanged (mapped once)', () => {
    const e = new StoreError('SITEPUB_STORAGE_BUSY', 'x');
    expect(fromNative(e, 'again')).toBe(e);
  });
});

describe('S3 (AWS SDK errors)', () => {
  const where = { endpoint: 'http://127.0.0.1:7480', bucket: 'b', secrets: ['s3cr3t'] };
  it.each([
    [{ name: 'Error', code: 'ECONNREFUSED' }, 'SITEPUB_STORAGE_UNAVAILABLE'],
    [{ name: 'TimeoutError' }, 'SITEPUB_STORAGE_UNAVAILABLE'],
    [{ name: 'ServiceUnavailable', $metadata: { httpStatusCode: 503 } }, 'SITEPUB_STORAGE_UNAVAILABLE'],
    [{ name: 'AccessDenied', $metadata: { httpStatusCode: 403 } }, 'SITEPUB_STORAGE_DENIED'],
    [{ name: 'NoSuchBucket', $metadata: { httpStatusCode: 404 } }, 'SITEPUB_STORAGE_DENIED'],
    [{ name: 'QuotaExceeded', $metadata: { httpStatusCode: 403 } }, 'SITEPUB_STORAGE_FULL'],
    [{ name: 'InvalidRange', $metadata: { httpStatusCode: 416 } }, 'SITEPUB_STORAGE_FAILED'],
  ])('%j → %s, the operator message names the endpoint and bucket, never a secret', (sdk, code) => {
    const err = s3Error({ ...sdk, message: 'signed with s3cr3t' }, 'writing blobs/x', where);
    expect(err).toBeInstanceOf(StoreError);
    expect(err.code).toBe(code);
    expect(err.message).toContain('S3 object store http://127.0.0.1:7480, bucket b');
    expect(err.message).not.toContain('s3cr3t');
  });
});

/** `sitepub migrate`'s target URLs: both required, each checked by the parser `serve` uses (store-urls.ts). */
import { describe, expect, it } from 'vitest';
import { targetUrls } from '../../src/cli/commands/migrate.ts';
import { UsageError } from '../../src/cli/errors.ts';

const DB = 'postgres://sitepub@127.0.0.1:5432/sitepub';

describe('migrate target URLs', () => {
  it('takes the flags, or the environment when a flag is absent', () => {
    expect(targetUrls({ database: DB, blobs: 's3://bucket/prefix' }, {})).toEqual({
      database: DB,
      blobs: 's3://bucket/prefix',
    });
    expect(targetUrls({}, { SITEPUB_DATABASE_URL: DB, SITEPUB_BLOBS_URL: 's3://sitepub-blobs' })).toEqual({
      database: DB,
      blobs: 's3://sitepub-blobs',
    });
  });

  it('needs both, and says how to give each', () => {
    expect(() => targetUrls({ blobs: 's3://b' }, {})).toThrow(/needs the target database: pass --database/);
    expect(() => targetUrls({ database: DB }, {})).toThrow(/needs the target bucket: pass --blobs/);
  });

  it('refuses a URL of the wrong kind as a usage error naming the flag', () => {
    const bad = (o: { database: string; blobs: string }) => {
      try {
        targetUrls(o, {});
      } catch (err) {
        expect(err).toBeInstanceOf(UsageError);
        return (err as Error).message;
      }
      throw new Error('accepted');
    };
    expect(bad({ database: 'mysql://h/db', blobs: 's3://b' })).toMatch(/--database/);
    expect(bad({ database: DB, blobs: 'https://b' })).toMatch(/--blobs/);
    expect(bad({ database: DB, blobs: 's3://' })).toMatch(/--blobs/);
    expect(bad({ database: DB, blobs: 's3://b' })).toMatch(/not a bucket name/);
  });
});

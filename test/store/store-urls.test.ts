/** `--database` / `--blobs` (and their variables) checked before anything opens: store-urls.ts. */
import { describe, expect, it } from 'vitest';
import { storeUrlsOf, withoutPassword } from '../../src/store/store-urls.ts';
import { usesDataFolder } from '../../src/store/open-store.ts';

const env = {};

describe('storeUrlsOf', () => {
  it('takes neither: the embedded store', () => {
    expect(storeUrlsOf({ env })).toEqual({});
  });

  it('parses a database URL and shows it without its password', () => {
    const urls = storeUrlsOf({ database: 'postgres://app:s3cret@db.internal:5433/sitepub', env });
    expect(urls.database).toEqual({
      url: 'postgres://app:s3cret@db.internal:5433/sitepub',
      shown: 'postgres://app@db.internal:5433/sitepub',
      where: 'db.internal:5433',
    });
    expect(storeUrlsOf({ database: 'postgresql://app@db/sitepub', env }).database?.shown).toBe(
      'postgres://app@db:5432/sitepub',
    );
  });

  it('parses s3://BUCKET[/PREFIX]', () => {
    const db = 'postgres://u@h:1/d';
    expect(storeUrlsOf({ database: db, blobs: 's3://site-blobs', env }).blobs).toEqual({
      url: 's3://site-blobs',
      bucket: 'site-blobs',
      prefix: '',
    });
    expect(storeUrlsOf({ database: db, blobs: 's3://site-blobs/team/a/', env }).blobs).toEqual({
      url: 's3://site-blobs/team/a',
      bucket: 'site-blobs',
      prefix: 'team/a',
    });
  });

  it('takes the variables when no flag is given, and a flag wins over its variable', () => {
    const vars = { SITEPUB_DATABASE_URL: 'postgres://u@env:1/d', SITEPUB_BLOBS_URL: 's3://env-bucket' };
    const fromEnv = storeUrlsOf({ env: vars });
    expect(fromEnv.database?.shown).toBe('postgres://u@env:1/d');
    expect(fromEnv.blobs?.bucket).toBe('env-bucket');
    const flags = storeUrlsOf({ database: 'postgres://u@flag:1/d', blobs: 's3://flag-bucket', env: vars });
    expect(flags.database?.shown).toBe('postgres://u@flag:1/d');
    expect(flags.blobs?.bucket).toBe('flag-bucket');
  });

  it.each([
    [
      'mysql://u:pw@h:1/d',
      /--database "mysql:\/\/u:\*\*\*@h:1\/d" has the scheme "mysql:".*postgres:\/\/USER\[:PASS\]@HOST:PORT\/DB/,
    ],
    ['not a url', /--database "not a url" is not a URL: give postgres:\/\/USER/],
    ['postgres://u:pw@h:5432', /must name one database after the host \(\/DB\)/],
    ['postgres://u:pw@h:5432/a/b', /must name one database/],
    ['postgres://h:5432/db', /names no user/],
  ])('refuses --database %s, naming the bad part and the form', (database, message) => {
    expect(() => storeUrlsOf({ database, env })).toThrow(message);
    try {
      storeUrlsOf({ database, env });
    } catch (err) {
      expect((err as Error).message).not.toContain(':pw@');
    }
  });

  it.each([
    [
      'https://bucket.s3.amazonaws.com',
      /--blobs "https:\/\/bucket.s3.amazonaws.com" has the scheme "https:".*s3:\/\/BUCKET\[\/PREFIX\]/,
    ],
    ['s3://Bad_Bucket', /"Bad_Bucket" is not a bucket name/],
    ['s3://', /"" is not a bucket name/],
    ['s3://key:secret@bucket', /credentials before the bucket.*AWS_ACCESS_KEY_ID/],
    ['s3://bucket/a//b', /the prefix "a\/\/b" has an empty/],
    ['s3://bucket/../up', /has an empty, "\." or "\.\." part/],
  ])('refuses --blobs %s, naming the bad part and the form', (blobs, message) => {
    expect(() => storeUrlsOf({ database: 'postgres://u@h:1/d', blobs, env })).toThrow(message);
  });

  it('never quotes the secret of s3 credentials', () => {
    expect(() => storeUrlsOf({ database: 'postgres://u@h:1/d', blobs: 's3://key:secret@b', env })).toThrow(
      /^(?!.*secret)/,
    );
  });

  it('names the variable when the value came from the environment', () => {
    expect(() => storeUrlsOf({ env: { SITEPUB_DATABASE_URL: 'redis://h/0' } })).toThrow(
      /^SITEPUB_DATABASE_URL "redis:\/\/h\/0"/,
    );
    expect(() =>
      storeUrlsOf({ env: { SITEPUB_DATABASE_URL: 'postgres://u@h:1/d', SITEPUB_BLOBS_URL: 'gs://b' } }),
    ).toThrow(/^SITEPUB_BLOBS_URL "gs:\/\/b"/);
  });

  it('refuses blobs in S3 without a database, saying to give both or neither', () => {
    expect(() => storeUrlsOf({ blobs: 's3://bucket', env })).toThrow(
      /--blobs needs --database postgres:\/\/USER\[:PASS\]@HOST:PORT\/DB \(or SITEPUB_DATABASE_URL\).*give both for a cluster, or neither/,
    );
  });

  it('withoutPassword hides only the password', () => {
    expect(withoutPassword('postgres://u:p%40ss@h:1/d')).toBe('postgres://u:***@h:1/d');
    expect(withoutPassword('postgres://u@h:1/d')).toBe('postgres://u@h:1/d');
  });
});

describe('usesDataFolder (whether `sitepub serve` takes the data lock)', () => {
  const db = { url: 'postgres://u@h:1/d', shown: 'postgres://u@h:1/d', where: 'h:1' };
  const blobs = { url: 's3://b', bucket: 'b', prefix: '' };
  it("the embedded store, or blobs in the data folder, or in-process edges: the folder is this origin's", () => {
    expect(usesDataFolder({}, 0)).toBe(true);
    expect(usesDataFolder({ database: db }, 0)).toBe(true);
    expect(usesDataFolder({ database: db, blobs }, 2)).toBe(true);
  });
  it('state in PostgreSQL, blobs in S3, no edges: several origins may share the machine and the folder', () => {
    expect(usesDataFolder({ database: db, blobs }, 0)).toBe(false);
  });
});

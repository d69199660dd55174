/** The pure parts of `sitepub migrate` (src/store/transfer/): table order, keys, multiset copies, messages, report. */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pc from 'picocolors';
import { describe, expect, it } from 'vitest';
import { openSqlite } from '../../src/store/sqlite/database.ts';
import {
  asText,
  conflictMessage,
  foreignKeyOrder,
  missingCopies,
  orderTables,
  redactUrl,
  SKIPPED_TABLES,
  type SourceTable,
} from '../../src/store/transfer/table-order.ts';
import { acmeEntries, directoryHash } from '../../src/store/transfer/acme-files.ts';
import { manifestDifferences, VerificationError } from '../../src/store/transfer/verify.ts';
import { toTarget } from '../../src/store/transfer/copy-rows.ts';
import { chunksOf } from '../../src/store/transfer/copy-files.ts';
import { edgeSecretHint, renderMigration } from '../../src/cli/render/migration.ts';
import type { MigrationReport } from '../../src/protocol/migration.ts';

const t = (name: string, references: string[] = [], primaryKey = ['id']): SourceTable => ({
  name,
  columns: [...primaryKey, 'x'],
  primaryKey,
  uniqueKeys: [],
  references,
});

describe('foreignKeyOrder', () => {
  it('puts every table after the tables it references, ties by name', () => {
    const order = foreignKeyOrder([
      t('revision_files', ['revisions']),
      t('tokens', ['accounts']),
      t('revisions', ['projects']),
      t('projects'),
      t('accounts'),
    ]).map((x) => x.name);
    expect(order).toEqual(['accounts', 'projects', 'revisions', 'tokens', 'revision_files']);
  });

  it('ignores self-references and tables that are not copied; names the tables of a cycle', () => {
    expect(foreignKeyOrder([t('a', ['a', 'gone'])]).map((x) => x.name)).toEqual(['a']);
    expect(() => foreignKeyOrder([t('a', ['b']), t('b', ['a']), t('c')])).toThrow(/cycle between a, b/);
  });
});

/** The schema sitepub serve writes. */
const { db: embedded } = await openSqlite(':memory:');

describe('orderTables on the real embedded schema', () => {
  // The schema sitepub serve writes, read back as the migration's source reads it.
  const db = embedded;
  const all = (sql: string) => db.prepare(sql).all() as Record<string, unknown>[];
  const tables: SourceTable[] = all(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`,
  ).map(({ name }) => {
    const info = all(`PRAGMA table_info("${String(name)}")`);
    return {
      name: String(name),
      columns: info.map((c) => String(c.name)),
      primaryKey: info.filter((c) => Number(c.pk) > 0).map((c) => String(c.name)),
      uniqueKeys: all(`PRAGMA index_list("${String(name)}")`)
        .filter((i) => Number(i.unique) === 1 && i.origin !== 'pk')
        .map((i) => all(`PRAGMA index_info("${String(i.name)}")`).map((c) => String(c.name))),
      references: all(`PRAGMA foreign_key_list("${String(name)}")`).map((f) => String(f.table)),
    };
  });
  const copies = orderTables(tables);
  const names = copies.map((p) => p.name);
  const at = (n: string) => names.indexOf(n);

  it('copies every table but the migration bookkeeping, parents first', () => {
    expect(names).not.toContain('schema_migrations');
    expect(names).not.toContain('sitepub_migrations');
    expect(names).toHaveLength(tables.filter((t) => !SKIPPED_TABLES.has(t.name)).length);
    expect(at('accounts')).toBeLessThan(at('tokens'));
    expect(at('accounts')).toBeLessThan(at('codes'));
    expect(at('projects')).toBeLessThan(at('revisions'));
    expect(at('revisions')).toBeLessThan(at('revision_files'));
    expect(at('revisions')).toBeLessThan(at('aliases'));
    expect(at('projects')).toBeLessThan(at('live_history'));
  });

  it('looks skipped rows up by every unique key and compares what a row is, not what moves', () => {
    const accounts = copies.find((p) => p.name === 'accounts')!;
    expect(accounts.keys).toEqual([['id'], ['email']]);
    expect(accounts.identity).toEqual(['id', 'email']);
    const tokens = copies.find((p) => p.name === 'tokens')!;
    expect(tokens.keys).toEqual([['id'], ['hash']]);
    expect(tokens.identity).not.toContain('uses'); // a token used on the cluster since is still the same token
    expect(copies.find((p) => p.name === 'revision_files')!.identity).toEqual(
      expect.arrayContaining(['sha256', 'size']),
    );
    // Tables without a key are copied as multisets; pending revisions and their rows are not copied.
    expect(copies.find((p) => p.name === 'live_history')!.keys).toEqual([]);
    expect(copies.find((p) => p.name === 'rate_hits')!.keys).toEqual([]);
    expect(copies.find((p) => p.name === 'revisions')!.where).toMatch(/pending/);
    expect(copies.find((p) => p.name === 'revision_files')!.where).toMatch(/pending/);
  });
});

describe('missingCopies', () => {
  it('copies each row as many times as the source has it more than the target', () => {
    const key = (r: { k: string }) => r.k;
    expect(missingCopies([{ k: 'a' }, { k: 'a' }, { k: 'b' }], ['a'], key)).toEqual([{ k: 'a' }, { k: 'b' }]);
    expect(missingCopies([{ k: 'a' }], ['a', 'a'], key)).toEqual([]);
    expect(missingCopies([{ k: 'a' }, { k: 'a' }], [], key)).toHaveLength(2);
  });
});

describe('values between SQLite and PostgreSQL', () => {
  it('prints values as PostgreSQL ::text does, converts for the column type', () => {
    expect(asText(1732712345678, 'int8')).toBe('1732712345678');
    expect(asText(null, 'int8')).toBeNull();
    expect(asText(0, 'bool')).toBe('false');
    expect(asText(1, 'bool')).toBe('true');
    expect(toTarget(1, 'bool')).toBe(true);
    expect(toTarget('["a.example"]', '_text')).toEqual(['a.example']);
    expect(toTarget('{"a":1}', 'text')).toBe('{"a":1}');
    expect(toTarget(10n, 'int8')).toBe('10');
  });
});

describe('messages never show secrets', () => {
  const accounts = {
    name: 'accounts',
    columns: ['id', 'email', 'password_hash'],
    keys: [['id'], ['email']],
    identity: ['id', 'email'],
    where: null,
  };
  const tokens = { ...accounts, name: 'tokens', keys: [['hash']], identity: ['hash'] };

  it('names the table, key and differing columns', () => {
    const row = { id: 'acc1', email: 'me@example.com', password_hash: 'scrypt$secret' };
    const msg = conflictMessage(accounts, row, { key: ['email'], differs: ['id'] });
    expect(msg).toContain('accounts row id="acc1"');
    expect(msg).toContain('same email that differs in id');
    expect(msg).not.toContain('scrypt$secret');
    expect(msg).toMatch(/empty database/);
    const tok = conflictMessage(tokens, { hash: 'deadbeefcafe' }, null);
    expect(tok).toContain('hash=<secret>');
    expect(tok).not.toContain('deadbeefcafe');
  });

  it('redacts the database password', () => {
    expect(redactUrl('postgres://sitepub:s3cr3t@db.example:5432/sitepub')).toBe(
      'postgres://sitepub:***@db.example:5432/sitepub',
    );
    expect(redactUrl('postgres://db.example/x?password=s3cr3t&sslmode=require')).not.toContain('s3cr3t');
    expect(redactUrl('postgres://u@h/db')).toBe('postgres://u@h/db');
  });

  it('the edge-secret hint names the file, not the secret', () => {
    expect(edgeSecretHint('/srv/data/edge-secret')).toContain('$(cat /srv/data/edge-secret)');
    expect(edgeSecretHint(null)).toMatch(/had none/);
  });
});

describe('acmeEntries', () => {
  it('maps account keys (by the directory URL their name hashes) and wildcards to shared-state entries', () => {
    const mine = 'https://acme.example.test/dir';
    const le = 'https://acme-v02.api.letsencrypt.org/directory';
    const { entries, unmatched } = acmeEntries(
      [
        { name: `account-${directoryHash(mine)}.key.pem`, text: 'KEY1' },
        { name: `account-${directoryHash(le)}.key.pem`, text: 'KEY2' },
        { name: `account-${directoryHash('https://elsewhere.test/')}.key.pem`, text: 'KEY3' },
        { name: 'wildcard-Example.test.json', text: '{}' },
      ],
      [mine],
    );
    expect(entries.map((e) => [e.namespace, e.key, e.value, e.mustMatch])).toEqual([
      ['acme-account-keys', mine, 'KEY1', true],
      ['acme-account-keys', le, 'KEY2', true],
      ['acme-wildcards', 'example.test', '{}', false],
    ]);
    // The hash names no URL this run knows: left out and named, never guessed.
    expect(unmatched).toEqual([`account-${directoryHash('https://elsewhere.test/')}.key.pem`]);
    expect(() => acmeEntries([{ name: 'notes.txt', text: '' }])).toThrow(/acme\/notes\.txt is no file/);
  });

  it('hashes a directory URL as the server names its key file', async () => {
    const { mkdtemp, readdir, rm } = await import('node:fs/promises');
    const { fileAccountKeys } = await import('../../src/server/ca/acme-account.ts');
    const dir = await mkdtemp(join(tmpdir(), 'sitepub-acme-'));
    await fileAccountKeys(dir).save('https://acme.example.test/dir', 'KEY');
    expect(await readdir(dir)).toEqual([`account-${directoryHash('https://acme.example.test/dir')}.key.pem`]);
    await rm(dir, { recursive: true, force: true });
  });
});

describe('verification', () => {
  const f = (path: string, md5 = 'm') => ({ path, sha256: 's', size: 1, md5 });
  it('names every difference of two manifests', () => {
    expect(manifestDifferences('rev 1 of a', [f('/a'), f('/b')], [f('/a')])).toEqual([
      'rev 1 of a: /b is missing in the target',
    ]);
    expect(manifestDifferences('r', [f('/a')], [f('/a', 'x'), f('/c')])).toEqual([
      'r: /a differs in md5',
      'r: /c is only in the target',
    ]);
    expect(manifestDifferences('r', [f('/a')], [f('/a')])).toEqual([]);
    const err = new VerificationError(['one', 'two']);
    expect(err.message).toMatch(/2 problem\(s\)\): one; two.*Run the command again/);
  });
});

describe('renderMigration', () => {
  it('shows counts per table, content bytes, what was verified and the edge-secret hint', () => {
    const report: MigrationReport = {
      from: '/srv/sitepub-data',
      database: 'postgres://u:***@h:5432/db',
      blobs: 's3://bucket/prefix',
      tables: { accounts: { copied: 2, present: 1 }, tokens: { copied: 3, present: 0 } },
      content: { copied: 4, present: 1, bytesCopied: 2_500_000, bytesPresent: 10 },
      ca: 'copied',
      outbox: { copied: 1, present: 0 },
      acme: { copied: 0, present: 0, unmatched: [] },
      verified: { revisions: 5, files: 12, blobs: 5, tokens: 3 },
      edgeSecretFile: '/srv/sitepub-data/edge-secret',
      seconds: 1.5,
    };
    const text = renderMigration(report, pc.createColors(false));
    expect(text).toMatch(
      /^Migrated \/srv\/sitepub-data → postgres:\/\/u:\*\*\*@h:5432\/db \+ s3:\/\/bucket\/prefix in 1\.5 s/,
    );
    expect(text).toMatch(/accounts\s+2\s+1/);
    expect(text).toMatch(/content \(blobs\)\s+4 \(2\.5 MB\)\s+1 \(10 B\)/);
    expect(text).toContain('verified: 5 revisions (12 files)');
    expect(text).toContain('3 tokens resolve');
    expect(text).toContain('SITEPUB_EDGE_SECRET=$(cat /srv/sitepub-data/edge-secret)');
  });
});

describe('chunksOf', () => {
  it('cuts content into commits of at most N blobs and M bytes (a larger blob alone)', () => {
    const b = (size: number) => ({ size });
    expect(chunksOf([b(1), b(1), b(1)], 2, 100)).toEqual([[b(1), b(1)], [b(1)]]);
    expect(chunksOf([b(60), b(50), b(200), b(1)], 10, 100)).toEqual([[b(60)], [b(50)], [b(200)], [b(1)]]);
    expect(chunksOf([], 2, 100)).toEqual([]);
  });
});

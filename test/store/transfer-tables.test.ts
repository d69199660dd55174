/** The pure parts of `sitepub migrate` (src/store/transfer/): table order, keys, multiset copies, messages, report. */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pc from 'picocolors';
import { describe, expect, it } from 'vitest';
import { openSqlite } from '../../src/store/sqlite/database.ts';
import { SHARED_TABLES } from '../../src/store/sql/migrations.ts';
import { acmeEntries } from '../../src/store/transfer/acme-files.ts';
import { VerificationError } from '../../src/store/transfer/transfer.ts';
import {
  asText,
  conflictMessage,
  isCopied,
  missingCopies,
  verifyMessage,
} from '../../src/store/transfer/copy-rows.ts';
import { chunksOf } from '../../src/store/chunks.ts';
import { redactUrl } from '../../src/cli/commands/migrate.ts';
import { edgeSecretHint, renderMigration } from '../../src/cli/render/migration.ts';
import type { MigrationReport } from '../../src/protocol/migration.ts';
import { BOOKKEEPING_TABLES, directoryHash } from '../helpers/store.ts';

/** The schema sitepub serve writes. */
const { db: embedded } = await openSqlite(':memory:');

describe('the order tables are copied in (SHARED_TABLES), on the real embedded schema', () => {
  // The schema sitepub serve writes, read back as SQLite describes it.
  const all = (sql: string) => embedded.prepare(sql).all() as Record<string, unknown>[];
  const tables = all(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`).map(
    ({ name }) => String(name),
  );
  const at = (n: string) => SHARED_TABLES.indexOf(n as (typeof SHARED_TABLES)[number]);

  it('copies every table but the migration bookkeeping', () => {
    expect(SHARED_TABLES).not.toContain('schema_migrations');
    expect(SHARED_TABLES).not.toContain('sitepub_migrations');
    expect([...SHARED_TABLES].sort()).toEqual(tables.filter((t) => !BOOKKEEPING_TABLES.includes(t)).sort());
  });

  it('puts every table after the tables it references', () => {
    const late = SHARED_TABLES.flatMap((table) =>
      all(`PRAGMA foreign_key_list("${table}")`)
        .map((f) => String(f.table))
        .filter((parent) => parent !== table && !(at(parent) < at(table)))
        .map((parent) => `${table} before ${parent}`),
    );
    expect(late).toEqual([]);
    expect(at('accounts')).toBeLessThan(at('tokens'));
    expect(at('accounts')).toBeLessThan(at('codes'));
    expect(at('projects')).toBeLessThan(at('revisions'));
    expect(at('revisions')).toBeLessThan(at('revision_files'));
    expect(at('revisions')).toBeLessThan(at('aliases'));
    expect(at('projects')).toBeLessThan(at('live_history'));
  });

  it('leaves out pending revisions, their rows, and shared state that expires', () => {
    const pending = new Set([JSON.stringify(['a.example', '3'])]);
    expect(isCopied('revisions', { domain: 'a.example', rev: 3, status: 'pending' }, pending)).toBe(false);
    expect(isCopied('revision_files', { domain: 'a.example', rev: 3, path: '/x' }, pending)).toBe(false);
    expect(isCopied('aliases', { domain: 'a.example', rev: 3, name: 'pr-1' }, pending)).toBe(false);
    expect(isCopied('revision_files', { domain: 'a.example', rev: 2, path: '/x' }, pending)).toBe(true);
    expect(isCopied('accounts', { id: 'a' }, pending)).toBe(true);
    expect(isCopied('shared_state', { namespace: 'acme-wildcards', expires_at: null }, pending)).toBe(true);
    expect(isCopied('shared_state', { namespace: 'upload-plans', expires_at: 5 }, pending)).toBe(false);
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
  it('compares values as text (PostgreSQL may read an int8 back as a string)', () => {
    expect(asText(1732712345678)).toBe('1732712345678');
    expect(asText('1732712345678')).toBe(asText(1732712345678));
    expect(asText(null)).toBeNull();
    expect(asText(undefined)).toBeNull();
  });
});

describe('messages never show secrets', () => {
  const accounts = {
    name: 'accounts',
    keys: [['id'], ['email']],
    identity: ['id', 'email'],
  };
  const tokens = { ...accounts, name: 'tokens', keys: [['hash']], identity: ['hash'] };

  it('names the table, key and differing columns', () => {
    const row = { id: 'acc1', email: 'me@example.com', password_hash: 'scrypt$secret' };
    const msg = conflictMessage(accounts, { row, key: ['email'], differs: ['id'] });
    expect(msg).toContain('accounts row id="acc1"');
    expect(msg).toContain('same email that differs in id');
    expect(msg).not.toContain('scrypt$secret');
    expect(msg).toMatch(/empty database/);
    const tok = conflictMessage(tokens, { row: { hash: 'deadbeefcafe' }, key: null, differs: [] });
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
  it('names every difference by table and key, never a secret', () => {
    const tokens = { name: 'tokens', keys: [['id'], ['hash']], identity: ['id', 'hash', 'account_id'] };
    const row = { id: 't1', hash: 'deadbeefcafe', account_id: 'acc1' };
    expect(verifyMessage(tokens, { row, key: null, differs: [] })).toBe(
      'tokens row id="t1" is missing in the target',
    );
    expect(verifyMessage(tokens, { row, key: ['id'], differs: ['hash'] })).toBe(
      'tokens row id="t1" differs in the target in hash',
    );
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

/**
 * The SQL layer's handle (src/store/sql/db.ts) on node:sqlite, where the database has one connection: a query on
 * the root handle, or a nested tx(), inside a transaction would wait for that transaction forever. Both fail
 * loudly instead, and the transaction rolls back.
 */
import { describe, expect, it } from 'vitest';
import { openSqlite } from '../../src/store/sqlite/database.ts';

async function withSql<T>(fn: (s: Awaited<ReturnType<typeof openSqlite>>['sql']) => Promise<T>): Promise<T> {
  const { db, sql } = await openSqlite(':memory:');
  try {
    return await fn(sql);
  } finally {
    db.close();
  }
}

const row = (id: string) => ({
  id,
  email: `${id}@example.com`,
  passwordHash: 'h',
  createdAt: 1,
  updatedAt: 1,
});

describe('SqlDb.tx', () => {
  it('throws on a query of the root handle inside a transaction (instead of waiting forever), and rolls back', async () => {
    await withSql(async (sql) => {
      const misuse = sql.tx(async (q) => {
        await q.insertInto('accounts').values(row('a')).execute();
        return sql.db.selectFrom('accounts').selectAll().execute();
      });
      await expect(misuse).rejects.toThrow(/inside one of its transactions: query through the `q`/);
      expect(await sql.db.selectFrom('accounts').selectAll().execute()).toEqual([]);
    });
  });

  it('throws on a tx() nested in a transaction of the same database', async () => {
    await withSql(async (sql) => {
      await expect(sql.tx(() => sql.tx(async () => 1))).rejects.toThrow(/tx\(\) inside a transaction/);
    });
  });

  it('commits what its function wrote, and the root handle works again after it', async () => {
    await withSql(async (sql) => {
      await sql.tx((q) => q.insertInto('accounts').values(row('b')).execute());
      const after = sql.db.selectFrom('accounts').select('id').execute();
      await expect(after).resolves.toEqual([{ id: 'b' }]);
    });
  });

  it('lets work started inside a transaction query the root handle once the transaction is over', async () => {
    await withSql(async (sql) => {
      let later: Promise<unknown> = Promise.resolve();
      await sql.tx(async (q) => {
        await q.insertInto('accounts').values(row('c')).execute();
        // Started here, run after the commit: it keeps the transaction's async context, not its lock.
        later = new Promise((resolve) => setTimeout(resolve, 10)).then(() =>
          sql.db.selectFrom('accounts').select('id').execute(),
        );
      });
      await expect(later).resolves.toEqual([{ id: 'c' }]);
    });
  });
});

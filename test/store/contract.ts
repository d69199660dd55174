/**
 * The Store contract (src/store/types.ts): the behaviour every Store backend must show, checked through the
 * interface only. A backend's test file calls `runStoreContract(name, open)`; `open` gives a fresh, empty store
 * and a cleanup that closes and removes it (test/store/sqlite.contract.test.ts).
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProjectConfig } from '../../src/protocol/types.ts';
import type { FileRecord, NewRevision, TokenRecord } from '../../src/store/types.ts';
import type { Store } from '../../src/store/sql/store.ts';

export interface OpenedStore {
  store: Store;
  cleanup: () => Promise<void>;
}

const SETTINGS: ProjectConfig = { forceHttps: false, cleanUrls: true, spa: false, cors: null, headers: {} };
const DAY = 24 * 60 * 60 * 1000;

function pending(domain: string, rev: number, accountId: string): NewRevision {
  return {
    domain,
    rev,
    accountId,
    email: 'a@example.com',
    message: null,
    stage: false,
    cliVersion: null,
    cmd: 'contract',
    platform: 'test',
    meta: {},
    headers: {},
    uploadStartTime: rev,
  };
}

function token(accountId: string, id: string, hash: string, createdAt = 1): TokenRecord {
  return {
    id,
    accountId,
    hash,
    msg: '',
    scope: [],
    uses: 0,
    createdAt,
    lastUsedAt: null,
    expiresAt: createdAt + DAY,
  };
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

export function runStoreContract(name: string, open: () => Promise<OpenedStore>): void {
  describe(`Store contract: ${name}`, () => {
    let opened: OpenedStore | undefined;
    beforeEach(async () => {
      opened = await open();
    });
    afterEach(async () => {
      await opened?.cleanup();
      opened = undefined;
    });
    const s = (): Store => {
      if (!opened) throw new Error('the store exists only inside a test');
      return opened.store;
    };

    /** Writes each body as a blob and completes a pending revision with them (paths `/<i>.html`). */
    async function upload(domain: string, accountId: string, rev: number, bodies: string[]) {
      const r = await s().revisions.createPendingRevision(pending(domain, rev, accountId));
      const files: FileRecord[] = [];
      for (const [i, body] of bodies.entries()) {
        const blob = await s().blobs.write(Readable.from([Buffer.from(body)]));
        files.push({ path: `/${i}.html`, ...blob, md5: null });
      }
      await s().revisions.completeUpload(domain, r, {
        files,
        contentHash: `hash-${bodies.join('+')}`,
        uploadEndTime: rev,
      });
      return { rev: r, files };
    }

    async function deploy(domain: string, accountId: string, rev: number, bodies: string[], live = true) {
      const done = await upload(domain, accountId, rev, bodies);
      await s().revisions.publishRevision(domain, done.rev, { live, now: rev + 1 });
      return done;
    }

    async function owner(email = 'owner@example.com') {
      return s().accounts.createAccount(email, 'hash', 1);
    }

    describe('accounts', () => {
      it('keeps the email as typed beside the canonical one, and finds the account by either key', async () => {
        const a = await s().accounts.createAccount('mixed@example.com', 'pw', 1, 'Mixed@Example.com');
        expect(a).toMatchObject({
          email: 'mixed@example.com',
          shownEmail: 'Mixed@Example.com',
          passwordHash: 'pw',
          createdAt: 1,
          updatedAt: 1,
          emailVerifiedAt: null,
          verificationSentAt: null,
        });
        expect(await s().accounts.getAccountByEmail('mixed@example.com')).toEqual(a);
        expect(await s().accounts.getAccount(a.id)).toEqual(a);
        expect((await s().accounts.createAccount('plain@example.com', 'pw', 1)).shownEmail).toBe(
          'plain@example.com',
        );
        expect(await s().accounts.getAccount('nobody')).toBeNull();
        expect(await s().accounts.getAccountByEmail('nobody@example.com')).toBeNull();
      });

      it('gives two racing sign-ups of one email the same account', async () => {
        const [a, b] = await Promise.all([
          s().accounts.createAccount('race@example.com', 'first', 1),
          s().accounts.createAccount('race@example.com', 'second', 2),
        ]);
        expect(a.id).toBe(b.id);
        expect(a.passwordHash).toBe(b.passwordHash);
      });

      it('moves updatedAt on changes but not on verification bookkeeping', async () => {
        const a = await owner();
        await s().accounts.updateAccount(a.id, { verificationSentAt: 50 }, 50);
        expect(await s().accounts.getAccount(a.id)).toMatchObject({ verificationSentAt: 50, updatedAt: 1 });
        await s().accounts.updateAccount(a.id, { emailVerifiedAt: 60, plan: 'pro' }, 60);
        expect(await s().accounts.getAccount(a.id)).toMatchObject({
          emailVerifiedAt: 60,
          plan: 'pro',
          updatedAt: 60,
        });
        await s().accounts.updateAccount(a.id, {}, 70);
        expect((await s().accounts.getAccount(a.id))!.updatedAt).toBe(60);
      });

      it('deletes the account with its tokens, codes, billing state, billing links and login sessions', async () => {
        const a = await owner();
        const keep = await owner('keep@example.com');
        await s().accounts.createToken(token(a.id, 'tok-a', 'a'.repeat(64)));
        await s().accounts.putCode({
          hash: 'code-a',
          accountId: a.id,
          purpose: 'verify',
          expiresAt: 10 * DAY,
        });
        const billing = {
          customerId: 'cus',
          subscriptionId: null,
          plan: 'free',
          status: 'none',
          card: null,
          currentPeriodEnd: null,
          updatedAt: 1,
        };
        await s().billing.put({ accountId: a.id, ...billing });
        await s().billing.put({ accountId: keep.id, ...billing });
        const link = { kind: 'billing' as const, plan: null, expiresAt: 10 * DAY, createdAt: 1 };
        await s().billing.putLink({ hash: 'link-a', accountId: a.id, ...link });
        const session = {
          pollHash: 'p',
          code: 'ABCD',
          host: 'localhost',
          status: 'approved' as const,
          expiresAt: 10 * DAY,
          createdAt: 1,
        };
        await s().sessions.put({ uuid: 'session-a', accountId: a.id, ...session });
        await s().sessions.put({ uuid: 'session-keep', accountId: keep.id, ...session });

        await s().accounts.deleteAccount(a.id);
        expect(await s().accounts.getAccount(a.id)).toBeNull();
        expect(await s().accounts.getTokenByHash('a'.repeat(64))).toBeNull();
        expect(await s().accounts.takeCode('code-a', 'verify', 2)).toBeNull();
        expect(await s().billing.get(a.id)).toBeNull();
        expect(await s().billing.getLink('link-a', 2)).toBeNull();
        expect(await s().sessions.get('session-a', 2)).toBeNull();
        // another account's keep
        expect(await s().billing.get(keep.id)).not.toBeNull();
        expect(await s().sessions.get('session-keep', 2)).not.toBeNull();
      });
    });

    describe('tokens', () => {
      it('refuses a taken id or hash, and only one of two racing inserts wins', async () => {
        const a = await owner();
        expect(await s().accounts.createToken(token(a.id, 'tok-1', 'b'.repeat(64)))).toBe(true);
        expect(await s().accounts.createToken(token(a.id, 'tok-1', 'c'.repeat(64)))).toBe(false);
        expect(await s().accounts.getTokenByHash('c'.repeat(64))).toBeNull();
        expect(await s().accounts.createToken(token(a.id, 'tok-2', 'b'.repeat(64)))).toBe(false);
        const raced = await Promise.all([
          s().accounts.createToken(token(a.id, 'tok-3', 'd'.repeat(64))),
          s().accounts.createToken(token(a.id, 'tok-3', 'd'.repeat(64))),
        ]);
        expect(raced.filter(Boolean)).toHaveLength(1);
        expect((await s().accounts.listTokens(a.id)).map((t) => t.id).sort()).toEqual(['tok-1', 'tok-3']);
      });

      it('lists newest first, counts uses, and deletes only the owner’s token', async () => {
        const a = await owner();
        const b = await owner('b@example.com');
        await s().accounts.createToken({
          ...token(a.id, 'old', '1'.repeat(64), 1),
          scope: ['x.example.com'],
        });
        await s().accounts.createToken(token(a.id, 'new', '2'.repeat(64), 5));
        expect((await s().accounts.listTokens(a.id)).map((t) => t.id)).toEqual(['new', 'old']);
        expect((await s().accounts.getTokenByHash('1'.repeat(64)))!.scope).toEqual(['x.example.com']);
        await s().accounts.touchToken('old', 9);
        await s().accounts.touchToken('old', 10);
        expect(await s().accounts.getTokenByHash('1'.repeat(64))).toMatchObject({ uses: 2, lastUsedAt: 10 });
        expect(await s().accounts.deleteToken(b.id, 'old')).toBe(false);
        expect(await s().accounts.deleteToken(a.id, 'old')).toBe(true);
        expect(await s().accounts.deleteToken(a.id, 'old')).toBe(false);
        expect(await s().accounts.listTokens(b.id)).toEqual([]);
      });
    });

    describe('mailed codes', () => {
      it('hands a code out once, for its purpose only, and never after it expired', async () => {
        const a = await owner();
        await s().accounts.putCode({ hash: 'h1', accountId: a.id, purpose: 'verify', expiresAt: 100 });
        expect(await s().accounts.takeCode('h1', 'reset', 50)).toBeNull();
        expect(await s().accounts.takeCode('h1', 'verify', 50)).toEqual({
          hash: 'h1',
          accountId: a.id,
          purpose: 'verify',
          expiresAt: 100,
        });
        expect(await s().accounts.takeCode('h1', 'verify', 50)).toBeNull();

        await s().accounts.putCode({ hash: 'h2', accountId: a.id, purpose: 'reset', expiresAt: 100 });
        expect(await s().accounts.takeCode('h2', 'reset', 101)).toBeNull();
        expect(await s().accounts.takeCode('h2', 'reset', 50)).toBeNull(); // an expired code is gone
      });

      it('gives a code to only one of two racing takers', async () => {
        const a = await owner();
        await s().accounts.putCode({ hash: 'h', accountId: a.id, purpose: 'reset', expiresAt: 100 });
        const got = await Promise.all([
          s().accounts.takeCode('h', 'reset', 1),
          s().accounts.takeCode('h', 'reset', 1),
        ]);
        expect(got.filter((c) => c !== null)).toHaveLength(1);
      });
    });

    describe('projects', () => {
      it('lets only one of two racing claims create the project; the owner never changes', async () => {
        const a = await owner();
        const b = await owner('b@example.com');
        const [x, y] = await Promise.all([
          s().projects.claimProject('race.example.com', a.id, SETTINGS, 1),
          s().projects.claimProject('race.example.com', b.id, SETTINGS, 2),
        ]);
        expect([x.created, y.created].filter(Boolean)).toHaveLength(1);
        expect(x.ownerId).toBe(y.ownerId);
        const again = await s().projects.claimProject('race.example.com', 'someone-else', SETTINGS, 3);
        expect(again).toMatchObject({ created: false, ownerId: x.ownerId, liveRev: null });
      });

      it('lists projects by domain, and by owner', async () => {
        const a = await owner();
        const b = await owner('b@example.com');
        await s().projects.claimProject('b.example.com', a.id, SETTINGS, 1);
        await s().projects.claimProject('a.example.com', b.id, SETTINGS, 1);
        await s().projects.claimProject('c.example.com', a.id, SETTINGS, 1);
        expect((await s().projects.listProjects()).map((p) => p.domain)).toEqual([
          'a.example.com',
          'b.example.com',
          'c.example.com',
        ]);
        expect((await s().projects.listProjects(a.id)).map((p) => p.domain)).toEqual([
          'b.example.com',
          'c.example.com',
        ]);
        expect(await s().projects.getProject('none.example.com')).toBeNull();
      });

      it('bumps the version on a settings change', async () => {
        const a = await owner();
        const p = await s().projects.claimProject('s.example.com', a.id, SETTINGS, 1);
        const changed = await s().projects.updateSettings('s.example.com', { ...SETTINGS, spa: true });
        expect(changed!.settings.spa).toBe(true);
        expect(changed!.version).toBeGreaterThan(p.version);
        expect((await s().projects.getProject('s.example.com'))!.settings.spa).toBe(true);
        expect(await s().projects.updateSettings('none.example.com', SETTINGS)).toBeNull();
      });

      it('deletes a project with its revisions, collaborators, DNS records and certificates, and only its own', async () => {
        const a = await owner();
        for (const domain of ['gone.example.com', 'kept.example.com']) {
          await s().projects.claimProject(domain, a.id, SETTINGS, 1);
          await deploy(domain, a.id, 1000, [`${domain} body`]);
          await s().collaborators.add({ domain, email: 'c@example.com', invitedBy: a.id, createdAt: 1 });
          await s().dns.add(domain, `rec_${domain.slice(0, 4)}`, txt('x'), 5);
          await s().certs.put(cert(domain, 'custom', 10 * DAY));
        }
        const { files } = await deploy('gone.example.com', a.id, 2000, ['gone again']);

        expect(await s().projects.deleteProject('gone.example.com')).toBe(true);
        expect(await s().projects.deleteProject('gone.example.com')).toBe(false);
        expect(await s().projects.getProject('gone.example.com')).toBeNull();
        expect(await s().revisions.listRevisions('gone.example.com', { includePending: true })).toEqual([]);
        expect(await s().revisions.getRevisionFiles('gone.example.com', 2000)).toEqual([]);
        expect(await s().revisions.isBlobReferenced(files[0]!.sha256)).toBe(false);
        expect(await s().blobs.has(files[0]!.sha256)).toBe(true); // left to garbage collection
        expect(await s().collaborators.list('gone.example.com')).toEqual([]);
        expect(await s().collaborators.domainsOf('c@example.com')).toEqual(['kept.example.com']);
        expect(await s().dns.list('gone.example.com')).toEqual([]);
        expect(await s().dns.zoneChangedAt('gone.example.com')).toBe(0);
        expect(await s().certs.list('gone.example.com')).toEqual([]);

        // A new project of that name starts empty.
        await s().projects.claimProject('gone.example.com', a.id, SETTINGS, 3);
        expect(await s().collaborators.has('gone.example.com', 'c@example.com')).toBe(false);

        expect(await s().revisions.listRevisions('kept.example.com')).toHaveLength(1);
        expect(await s().dns.list('kept.example.com')).toHaveLength(1);
        expect(await s().certs.list('kept.example.com')).toHaveLength(1);
      });
    });

    describe('revisions and the live pointer', () => {
      it('keeps a pending revision invisible until published, then makes it production', async () => {
        const a = await owner();
        const p = await s().projects.claimProject('site.example.com', a.id, SETTINGS, 1);
        const { rev } = await upload('site.example.com', a.id, 1000, ['one', 'two']);
        expect(await s().revisions.listRevisions('site.example.com')).toEqual([]);
        expect(await s().revisions.getRevision('site.example.com', rev)).toBeNull();
        const held = (await s().revisions.getRevision('site.example.com', rev, { includePending: true }))!;
        expect(held).toMatchObject({ status: 'pending', fileCount: 2, totalSize: 6, liveAt: null });
        expect(
          (await s().revisions.listRevisions('site.example.com', { includePending: true })).map((r) => r.rev),
        ).toEqual([rev]);

        await s().revisions.publishRevision('site.example.com', rev, { live: true, now: 5000 });
        const after = (await s().projects.getProject('site.example.com'))!;
        expect(after.liveRev).toBe(rev);
        expect(after.version).toBeGreaterThan(p.version);
        expect(await s().revisions.getRevision('site.example.com', rev)).toMatchObject({
          status: 'ready',
          liveAt: 5000,
          contentHash: 'hash-one+two',
          accountId: a.id,
        });
      });

      it('gives unique, increasing revision ids when the clock repeats, racing uploads included', async () => {
        const a = await owner();
        await s().projects.claimProject('r.example.com', a.id, SETTINGS, 1);
        const first = await s().revisions.createPendingRevision(pending('r.example.com', 1000, a.id));
        expect(first).toBe(1000);
        const raced = await Promise.all([
          s().revisions.createPendingRevision(pending('r.example.com', 1000, a.id)),
          s().revisions.createPendingRevision(pending('r.example.com', 1000, a.id)),
        ]);
        expect(new Set([first, ...raced]).size).toBe(3);
        expect(Math.min(...raced)).toBeGreaterThan(first);
        // another project's numbering is its own
        await s().projects.claimProject('other.example.com', a.id, SETTINGS, 1);
        expect(await s().revisions.createPendingRevision(pending('other.example.com', 1000, a.id))).toBe(
          1000,
        );
      });

      it('records when each revision last became production, newest first in the list', async () => {
        const a = await owner();
        await s().projects.claimProject('h.example.com', a.id, SETTINGS, 1);
        const one = await deploy('h.example.com', a.id, 1000, ['one'], true);
        const two = await deploy('h.example.com', a.id, 1000, ['two'], false);
        expect(two.rev).toBe(1001);
        expect((await s().revisions.listRevisions('h.example.com')).map((r) => [r.rev, r.liveAt])).toEqual([
          [1001, null],
          [1000, 1001],
        ]);
        await s().live.setLive('h.example.com', two.rev, 7000);
        await s().live.setLive('h.example.com', one.rev, 8000);
        expect((await s().revisions.getRevision('h.example.com', two.rev))!.liveAt).toBe(7000);
        expect((await s().revisions.getRevision('h.example.com', one.rev))!.liveAt).toBe(8000);
        expect((await s().projects.getProject('h.example.com'))!.liveRev).toBe(one.rev);

        const v = (await s().projects.getProject('h.example.com'))!.version;
        await s().live.setLive('h.example.com', null, 9000);
        const offline = (await s().projects.getProject('h.example.com'))!;
        expect(offline.liveRev).toBeNull();
        expect(offline.version).toBeGreaterThan(v);
        expect((await s().revisions.getRevision('h.example.com', one.rev))!.liveAt).toBe(8000); // history stays
      });

      it('clears the live pointer when the live revision is deleted, and refuses to publish a deleted one', async () => {
        const a = await owner();
        await s().projects.claimProject('d.example.com', a.id, SETTINGS, 1);
        const live = await deploy('d.example.com', a.id, 1000, ['live']);
        const held = await upload('d.example.com', a.id, 2000, ['held']);
        expect(await s().revisions.deleteRevision('d.example.com', live.rev)).toBe(true);
        expect(await s().revisions.deleteRevision('d.example.com', live.rev)).toBe(false);
        expect((await s().projects.getProject('d.example.com'))!.liveRev).toBeNull();
        expect(await s().revisions.deleteRevision('d.example.com', held.rev)).toBe(true);
        await expect(
          s().revisions.publishRevision('d.example.com', held.rev, { live: true, now: 1 }),
        ).rejects.toThrow(/no longer exists/);
        expect((await s().projects.getProject('d.example.com'))!.liveRev).toBeNull();
      });

      it('keeps the cause of every move in the live history, in order, and moves only from where it was asked', async () => {
        const a = await owner();
        await s().projects.claimProject('c.example.com', a.id, SETTINGS, 1);
        const one = await deploy('c.example.com', a.id, 1000, ['one']);
        const two = await deploy('c.example.com', a.id, 2000, ['two']);
        expect(
          await s().live.setLive('c.example.com', one.rev, 3000, { cause: 'rollback', from: two.rev }),
        ).toBe(true);
        // Production is no longer on `two`: a move decided from there does nothing.
        expect(
          await s().live.setLive('c.example.com', two.rev, 4000, { cause: 'rollfore', from: two.rev }),
        ).toBe(false);
        expect((await s().projects.getProject('c.example.com'))!.liveRev).toBe(one.rev);
        // A clock that repeats (or runs behind) still leaves the history in order.
        expect(await s().live.setLive('c.example.com', two.rev, 3000)).toBe(true);
        expect(await s().live.setLive('nope.example.com', two.rev, 3000)).toBe(false);
        await s().revisions.deleteRevision('c.example.com', two.rev);
        const history = await s().live.liveHistory('c.example.com');
        expect(history.map((m) => [m.rev, m.cause])).toEqual([
          [one.rev, 'deploy'],
          [two.rev, 'deploy'],
          [one.rev, 'rollback'],
          [two.rev, 'cutover'],
          [null, 'discard'],
        ]);
        for (let i = 1; i < history.length; i++) expect(history[i]!.at).toBeGreaterThan(history[i - 1]!.at);
        expect(await s().live.liveHistory('nope.example.com')).toEqual([]);
      });

      it('keeps an overtaken deploy as a ready revision: a later-started one went live first', async () => {
        const a = await owner();
        await s().projects.claimProject('o.example.com', a.id, SETTINGS, 1);
        const big = await upload('o.example.com', a.id, 1000, ['big']);
        const tiny = await upload('o.example.com', a.id, 2000, ['tiny']);
        expect(
          await s().revisions.publishRevision('o.example.com', tiny.rev, { live: true, now: 3000 }),
        ).toEqual({
          live: true,
          overtakenBy: null,
        });
        expect(
          await s().revisions.publishRevision('o.example.com', big.rev, { live: true, now: 4000 }),
        ).toEqual({
          live: false,
          overtakenBy: tiny.rev,
        });
        expect((await s().projects.getProject('o.example.com'))!.liveRev).toBe(tiny.rev);
        expect(await s().revisions.getRevision('o.example.com', big.rev)).toMatchObject({
          status: 'ready',
          liveAt: null,
        });
        // Racing publishes of an older and a newer deploy: the newer one is live whichever commits first.
        const older = await upload('o.example.com', a.id, 5000, ['older']);
        const newer = await upload('o.example.com', a.id, 6000, ['newer']);
        const [o, n] = await Promise.all([
          s().revisions.publishRevision('o.example.com', older.rev, { live: true, now: 7000 }),
          s().revisions.publishRevision('o.example.com', newer.rev, { live: true, now: 7000 }),
        ]);
        expect(n).toEqual({ live: true, overtakenBy: null });
        expect((await s().projects.getProject('o.example.com'))!.liveRev).toBe(newer.rev);
        if (!o.live) expect(o.overtakenBy).toBe(newer.rev);
        // A staged deploy is never overtaken: it was not to go live.
        const staged = await upload('o.example.com', a.id, 1500, ['staged']);
        expect(
          await s().revisions.publishRevision('o.example.com', staged.rev, { live: false, now: 8000 }),
        ).toEqual({
          live: false,
          overtakenBy: null,
        });
      });

      it('records private files, lists files by path, and gives their md5 in the manifest', async () => {
        const a = await owner();
        await s().projects.claimProject('f.example.com', a.id, SETTINGS, 1);
        const r = await s().revisions.createPendingRevision(pending('f.example.com', 10, a.id));
        const cname = await s().blobs.write(Readable.from([Buffer.from('f.example.com\n')]));
        const page = await s().blobs.write(Readable.from([Buffer.from('<p>hi</p>')]));
        await s().revisions.completeUpload('f.example.com', r, {
          files: [
            { path: '/index.html', ...page, md5: null },
            { path: '/CNAME', ...cname, md5: null },
            { path: '/docs/CNAME', ...cname, md5: null },
          ],
          contentHash: 'h',
          uploadEndTime: 11,
        });
        expect(await s().revisions.getRevision('f.example.com', r, { includePending: true })).toMatchObject({
          fileCount: 3,
          totalSize: cname.size * 2 + page.size,
          privateFiles: [{ path: '/CNAME', size: cname.size }],
          uploadEndTime: 11,
        });
        const listed = await s().revisions.getRevisionFiles('f.example.com', r);
        expect(listed.map((f) => f.path)).toEqual(['/CNAME', '/docs/CNAME', '/index.html']);
        expect(listed.every((f) => f.md5 === null)).toBe(true);
        const content = await s().revisions.getRevision('f.example.com', r, { includePending: true });
        expect(
          [...(await s().revisions.getRevisionContent(content!))].sort((x, y) => (x.path < y.path ? -1 : 1)),
        ).toEqual(listed.map(({ path, sha256, size }) => ({ path, sha256, size })));
        const manifest = await s().revisions.getRevisionManifest('f.example.com', r);
        expect(manifest.find((f) => f.path === '/index.html')!.md5).toBe(md5('<p>hi</p>'));
        expect((await s().revisions.getRevisionFiles('f.example.com', r)).every((f) => f.md5 !== null)).toBe(
          true,
        );
      });

      it('fails an md5 fill whose content is not stored, naming the revision', async () => {
        const a = await owner();
        await s().projects.claimProject('m.example.com', a.id, SETTINGS, 1);
        const r = await s().revisions.createPendingRevision(pending('m.example.com', 10, a.id));
        await s().revisions.completeUpload('m.example.com', r, {
          files: [{ path: '/x.html', sha256: 'f'.repeat(64), size: 3, md5: null }],
          contentHash: 'h',
          uploadEndTime: 11,
        });
        await expect(s().revisions.fillMd5('m.example.com', r)).rejects.toThrow(
          /m\.example\.com revision 10/,
        );
      });

      it('tells which content is referenced, and what an account may reuse', async () => {
        const a = await owner();
        const b = await owner('b@example.com');
        await s().projects.claimProject('u.example.com', a.id, SETTINGS, 1);
        await s().projects.claimProject('v.example.com', b.id, SETTINGS, 1);
        const mine = await deploy('u.example.com', a.id, 1000, ['mine', 'shared!']);
        const pendingOnly = await upload('u.example.com', a.id, 2000, ['pending only']);
        const theirs = await deploy('v.example.com', b.id, 1000, ['theirs']);
        const orphan = await s().blobs.write(Readable.from([Buffer.from('orphan')]));

        expect(await s().revisions.isBlobReferenced(mine.files[0]!.sha256)).toBe(true);
        expect(await s().revisions.isBlobReferenced(pendingOnly.files[0]!.sha256)).toBe(true);
        expect(await s().revisions.isBlobReferenced(orphan.sha256)).toBe(false);
        const refs = await s().revisions.referencedBlobs();
        expect(refs.has(theirs.files[0]!.sha256) && refs.has(pendingOnly.files[0]!.sha256)).toBe(true);
        expect(refs.has(orphan.sha256)).toBe(false);

        const asked = [mine.files[0]!.sha256, pendingOnly.files[0]!.sha256, theirs.files[0]!.sha256];
        const reusable = await s().revisions.accountContent(a.id, asked);
        expect([...reusable.keys()]).toEqual([mine.files[0]!.sha256]);
        expect(reusable.get(mine.files[0]!.sha256)!.size).toBe(4);
        expect(await s().revisions.accountContentSizes(a.id, [4, 7, 6, 12])).toEqual(new Set([4, 7]));
      });
    });

    describe('rate-limit hits', () => {
      it('counts hits of a key since a time with the oldest, and prunes old ones', async () => {
        await s().rateLimits.addHits([
          { key: 'ip:1', at: 10 },
          { key: 'ip:1', at: 20 },
          { key: 'ip:1', at: 30 },
          { key: 'ip:2', at: 25 },
        ]);
        expect(await s().rateLimits.countHits('ip:1', 15)).toEqual({ count: 2, oldest: 20 });
        expect(await s().rateLimits.countHits('ip:1', 31)).toEqual({ count: 0, oldest: null });
        expect(await s().rateLimits.countHits('ip:3', 0)).toEqual({ count: 0, oldest: null });
        await s().rateLimits.pruneHits(25);
        expect(await s().rateLimits.countHits('ip:1', 0)).toEqual({ count: 1, oldest: 30 });
        expect(await s().rateLimits.countHits('ip:2', 0)).toEqual({ count: 1, oldest: 25 });
      });

      it('takes hits only while every check is under its limit, and never more than the limit when racing', async () => {
        const checks = [
          { key: 'a', limit: 3 },
          { key: 'b', limit: 100 },
        ];
        const verdicts = await Promise.all(
          Array.from({ length: 8 }, (_, i) => s().rateLimits.takeHits(checks, 0, 10 + i)),
        );
        expect(verdicts.filter((v) => v.ok)).toHaveLength(3);
        expect(verdicts.filter((v) => !v.ok)).toEqual(
          Array.from({ length: 5 }, () => ({ ok: false, index: 0, oldest: expect.any(Number) })),
        );
        expect((await s().rateLimits.countHits('a', 0)).count).toBe(3);
        expect((await s().rateLimits.countHits('b', 0)).count).toBe(3); // a refused call records nothing
        // Hits before `since` do not count.
        expect(await s().rateLimits.takeHits(checks, 100, 100)).toEqual({ ok: true });
        await s().rateLimits.addHits([{ key: 'c', at: 5 }]);
        expect(
          await s().rateLimits.takeHits(
            [
              { key: 'b', limit: 100 },
              { key: 'c', limit: 1 },
            ],
            0,
            200,
          ),
        ).toEqual({
          ok: false,
          index: 1,
          oldest: 5,
        });
      });

      it('loses no hit of concurrent writers', async () => {
        await Promise.all(
          Array.from({ length: 20 }, (_, i) => s().rateLimits.addHits([{ key: 'burst', at: 100 + i }])),
        );
        expect(await s().rateLimits.countHits('burst', 0)).toEqual({ count: 20, oldest: 100 });
      });
    });

    describe('collaborators', () => {
      it('adds once, lists oldest first, answers per domain and per email, and removes', async () => {
        const c = (domain: string, email: string, createdAt: number) => ({
          domain,
          email,
          invitedBy: 'owner',
          createdAt,
        });
        expect(await s().collaborators.add(c('a.example.com', 'y@example.com', 2))).toBe(true);
        expect(await s().collaborators.add(c('a.example.com', 'x@example.com', 3))).toBe(true);
        expect(await s().collaborators.add(c('a.example.com', 'y@example.com', 4))).toBe(false);
        expect(await s().collaborators.add(c('b.example.com', 'y@example.com', 1))).toBe(true);
        expect(await s().collaborators.list('a.example.com')).toEqual([
          c('a.example.com', 'y@example.com', 2),
          c('a.example.com', 'x@example.com', 3),
        ]);
        expect(await s().collaborators.has('a.example.com', 'x@example.com')).toBe(true);
        expect(await s().collaborators.has('b.example.com', 'x@example.com')).toBe(false);
        expect(await s().collaborators.domainsOf('y@example.com')).toEqual([
          'a.example.com',
          'b.example.com',
        ]);
        expect(await s().collaborators.remove('a.example.com', 'y@example.com')).toBe(true);
        expect(await s().collaborators.remove('a.example.com', 'y@example.com')).toBe(false);
        expect(await s().collaborators.domainsOf('y@example.com')).toEqual(['b.example.com']);
      });
    });

    describe('dns', () => {
      it('adds custom records, oldest first, moving the zone’s change time; removes only its own', async () => {
        expect(await s().dns.zoneChangedAt('z.example.com')).toBe(0);
        const added = await s().dns.add('z.example.com', 'rec_0000000001', txt('first'), 5000);
        expect(added).toEqual({
          id: 'rec_0000000001',
          ...txt('first'),
          category: 'custom',
          created_at: new Date(5000).toISOString(),
        });
        await s().dns.add(
          'z.example.com',
          'rec_0000000002',
          { ...txt('mx'), type: 'MX', priority: 10 },
          6000,
        );
        expect(await s().dns.zoneChangedAt('z.example.com')).toBe(6000);
        expect((await s().dns.list('z.example.com')).map((r) => [r.id, r.priority])).toEqual([
          ['rec_0000000001', null],
          ['rec_0000000002', 10],
        ]);
        expect(await s().dns.remove('other.example.com', 'rec_0000000001', 7000)).toBe(false);
        expect(await s().dns.zoneChangedAt('z.example.com')).toBe(6000);
        expect(await s().dns.remove('z.example.com', 'rec_0000000001', 8000)).toBe(true);
        expect(await s().dns.zoneChangedAt('z.example.com')).toBe(8000);
        expect((await s().dns.list('z.example.com')).map((r) => r.id)).toEqual(['rec_0000000002']);
        expect(await s().dns.list('other.example.com')).toEqual([]);
      });
    });

    describe('certs', () => {
      it('keeps one certificate per domain and source, managed first, and queues managed ones for renewal', async () => {
        await s().certs.put(cert('c.example.com', 'managed', 10 * DAY));
        await s().certs.put(cert('c.example.com', 'custom', 5 * DAY));
        await s().certs.put(cert('d.example.com', 'managed', 50 * DAY));
        expect((await s().certs.list('c.example.com')).map((c) => c.source)).toEqual(['managed', 'custom']);
        await s().certs.put({
          ...cert('c.example.com', 'managed', 20 * DAY),
          altnames: ['c.example.com', 'www'],
        });
        const managed = (await s().certs.list('c.example.com')).filter((c) => c.source === 'managed');
        expect(managed).toEqual([
          { ...cert('c.example.com', 'managed', 20 * DAY), altnames: ['c.example.com', 'www'] },
        ]);
        expect((await s().certs.expiringBefore(30 * DAY)).map((c) => c.domain)).toEqual(['c.example.com']);
        expect(await s().certs.expiringBefore(DAY)).toEqual([]);
      });
    });

    describe('ca', () => {
      it('has no root at first, stores the first one created, and keeps it against a second', async () => {
        expect(await s().ca.get()).toBeNull();
        const first = { certPem: 'CERT ONE\n', keyPem: 'KEY ONE\n' };
        expect(await s().ca.create(first)).toEqual(first);
        expect(await s().ca.get()).toEqual(first);
        expect(await s().ca.create({ certPem: 'CERT TWO\n', keyPem: 'KEY TWO\n' })).toEqual(first);
        expect(await s().ca.get()).toEqual(first);
      });
    });

    describe('billing', () => {
      it('stores and replaces an account’s billing state', async () => {
        expect(await s().billing.get('acct')).toBeNull();
        const rec = {
          accountId: 'acct',
          customerId: 'cus_1',
          subscriptionId: null,
          plan: 'free',
          status: 'none',
          card: null,
          currentPeriodEnd: null,
          updatedAt: 1,
        };
        await s().billing.put(rec);
        expect(await s().billing.get('acct')).toEqual(rec);
        const card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 };
        const paid = { ...rec, subscriptionId: 'sub_1', plan: 'pro', status: 'active', currentPeriodEnd: 99 };
        await s().billing.put({ ...paid, card, updatedAt: 2 });
        expect(await s().billing.get('acct')).toEqual({ ...paid, card, updatedAt: 2 });
      });

      it('answers a link until it expires', async () => {
        const link = {
          hash: 'l'.repeat(64),
          accountId: 'acct',
          kind: 'upgrade' as const,
          plan: 'pro',
          expiresAt: 100,
          createdAt: 1,
        };
        await s().billing.putLink(link);
        expect(await s().billing.getLink(link.hash, 50)).toEqual(link);
        expect(await s().billing.getLink(link.hash, 60)).toEqual(link); // reusable
        expect(await s().billing.getLink(link.hash, 100)).toBeNull();
        expect(await s().billing.getLink('other', 50)).toBeNull();
      });
    });

    describe('login sessions', () => {
      it('stores, approves, counts unexpired, expires and deletes sessions', async () => {
        const session = {
          uuid: 'u1',
          pollHash: 'p'.repeat(64),
          code: 'WXYZ',
          host: 'localhost',
          status: 'pending' as const,
          accountId: null,
          expiresAt: 100,
          createdAt: 1,
        };
        await s().sessions.put(session);
        await s().sessions.put({ ...session, uuid: 'u2', expiresAt: 200 });
        expect(await s().sessions.get('u1', 50)).toEqual(session);
        expect(await s().sessions.count(50)).toBe(2);
        await s().sessions.put({ ...session, status: 'approved', accountId: 'acct' });
        expect(await s().sessions.get('u1', 50)).toMatchObject({ status: 'approved', accountId: 'acct' });
        expect(await s().sessions.count(150)).toBe(1);
        expect(await s().sessions.get('u1', 150)).toBeNull();
        expect(await s().sessions.delete('u2')).toBe(true);
        expect(await s().sessions.delete('u2')).toBe(false);
        expect(await s().sessions.count(0)).toBe(0);
      });
    });

    describe('outbox', () => {
      it('queues mails and lists them oldest first, whole', async () => {
        expect(await s().outbox.list()).toEqual([]);
        const mail = (n: number) => ({
          to: `u${n}@example.com`,
          subject: `s${n}`,
          text: `t${n}`,
          kind: 'verification',
        });
        for (const n of [1, 2, 3]) {
          await s().outbox.put(mail(n));
          await new Promise((r) => setTimeout(r, 2)); // distinct queue times
        }
        const listed = await s().outbox.list();
        expect(listed.map(({ to, subject, text, kind }) => ({ to, subject, text, kind }))).toEqual([
          mail(1),
          mail(2),
          mail(3),
        ]);
        expect(new Set(listed.map((m) => m.file)).size).toBe(3);
        expect(listed.every((m) => !Number.isNaN(Date.parse(m.date)))).toBe(true);
      });
    });

    describe('blobs', () => {
      it('stores content by sha256 once, and reads it back', async () => {
        const a = await s().blobs.write(Readable.from([Buffer.from('hello '), Buffer.from('world')]));
        expect(a).toEqual({ sha256: createHash('sha256').update('hello world').digest('hex'), size: 11 });
        expect(await s().blobs.write(Readable.from([Buffer.from('hello world')]))).toEqual(a);
        expect(await s().blobs.has(a.sha256)).toBe(true);
        expect(await s().blobs.has('0'.repeat(64))).toBe(false);
        const chunks: Buffer[] = [];
        for await (const chunk of (await s().blobs.read(a.sha256)) ?? []) chunks.push(chunk as Buffer);
        expect(Buffer.concat(chunks).toString()).toBe('hello world');
        expect((await s().blobs.md5([a.sha256, '0'.repeat(64)])).get(a.sha256)).toBe(md5('hello world'));
      });
    });

    describe('preview aliases', () => {
      it('point at a ready revision, move in one write, bump the version, and go with their revision and project', async () => {
        const a = await owner();
        await s().projects.claimProject('al.example.com', a.id, SETTINGS, 1);
        const one = await deploy('al.example.com', a.id, 1000, ['one']);
        const two = await deploy('al.example.com', a.id, 2000, ['two'], false);
        const pendingRev = (await upload('al.example.com', a.id, 3000, ['pending'])).rev;
        const version = async () => (await s().projects.getProject('al.example.com'))!.version;

        expect(await s().aliases.setAlias('al.example.com', 'pr-1', pendingRev, 10)).toBe(false);
        expect(await s().aliases.setAlias('al.example.com', 'pr-1', 999, 10)).toBe(false);
        expect(await s().aliases.listAliases('al.example.com')).toEqual([]);

        const v0 = await version();
        expect(await s().aliases.setAlias('al.example.com', 'pr-1', one.rev, 11)).toBe(true);
        expect(await version()).toBeGreaterThan(v0);
        expect(await s().aliases.setAlias('al.example.com', 'pr-1', two.rev, 12)).toBe(true);
        expect(await s().aliases.setAlias('al.example.com', 'pr-2', one.rev, 13)).toBe(true);
        expect(await s().aliases.listAliases('al.example.com')).toEqual([
          { domain: 'al.example.com', name: 'pr-1', rev: two.rev, updatedAt: 12 },
          { domain: 'al.example.com', name: 'pr-2', rev: one.rev, updatedAt: 13 },
        ]);

        const v1 = await version();
        expect(await s().aliases.deleteAlias('al.example.com', 'pr-2')).toBe(true);
        expect(await s().aliases.deleteAlias('al.example.com', 'pr-2')).toBe(false);
        expect(await version()).toBeGreaterThan(v1);

        expect(await s().revisions.deleteRevision('al.example.com', two.rev)).toBe(true);
        expect(await s().aliases.listAliases('al.example.com')).toEqual([]);
        expect(await s().aliases.setAlias('al.example.com', 'pr-3', one.rev, 14)).toBe(true);
        expect(await s().projects.deleteProject('al.example.com')).toBe(true);
        expect(await s().aliases.listAliases('al.example.com')).toEqual([]);
      });
    });

    describe('platform totals', () => {
      it('counts projects, accounts, and the ready revisions with their files and bytes', async () => {
        expect(await s().projects.platformStats()).toEqual({
          projects: 0,
          deployments: 0,
          bytes: 0,
          files: 0,
          accounts: 0,
        });
        const a = await owner();
        await s().projects.claimProject('t.example.com', a.id, SETTINGS, 1);
        await deploy('t.example.com', a.id, 1000, ['12345', '123']);
        await upload('t.example.com', a.id, 2000, ['pending']);
        expect(await s().projects.platformStats()).toEqual({
          projects: 1,
          deployments: 1,
          bytes: 8,
          files: 2,
          accounts: 1,
        });
      });
    });

    describe('shared state', () => {
      const sh = () => s().shared;
      it('puts, gets, replaces and lists by namespace, oldest write first; expired entries are not returned', async () => {
        await sh().put('plans', 'b', 'two', { now: 20, expiresAt: 100 });
        await sh().put('plans', 'a', 'one', { now: 10 });
        await sh().put('edges', 'a', 'other namespace', { now: 5 });
        expect(await sh().get('plans', 'a', 50)).toEqual({
          key: 'a',
          value: 'one',
          updatedAt: 10,
          expiresAt: null,
        });
        expect((await sh().list('plans', 50)).map((e) => [e.key, e.value])).toEqual([
          ['a', 'one'],
          ['b', 'two'],
        ]);
        expect(await sh().get('plans', 'b', 100)).toBeNull();
        expect((await sh().list('plans', 100)).map((e) => e.key)).toEqual(['a']);
        await sh().put('plans', 'a', 'one again', { now: 30, expiresAt: 40 });
        expect((await sh().get('plans', 'a', 35))?.value).toBe('one again');
        expect(await sh().prune(100)).toBe(2);
        expect(await sh().list('plans', 0)).toEqual([]);
        expect((await sh().get('edges', 'a', 1000))?.value).toBe('other namespace');
      });

      it('putIfAbsent keeps the first live value, and replaces an expired one', async () => {
        expect(await sh().putIfAbsent('acme', 'k', 'first', { now: 1, expiresAt: 10 })).toBe('first');
        expect(await sh().putIfAbsent('acme', 'k', 'second', { now: 2 })).toBe('first');
        expect(await sh().putIfAbsent('acme', 'k', 'third', { now: 10 })).toBe('third');
        const racers = await Promise.all(
          Array.from({ length: 8 }, (_, i) => sh().putIfAbsent('acme', 'race', `v${i}`, { now: 1 })),
        );
        expect(new Set(racers).size).toBe(1);
        expect((await sh().get('acme', 'race', 1))?.value).toBe(racers[0]);
      });

      it('take hands a live entry to exactly one of racing callers; delete says whether there was one', async () => {
        await sh().put('plans', 'p', 'plan', { now: 1, expiresAt: 50 });
        const got = await Promise.all(Array.from({ length: 8 }, () => sh().take('plans', 'p', 2)));
        expect(got.filter((e) => e !== null).map((e) => e?.value)).toEqual(['plan']);
        expect(await sh().take('plans', 'p', 2)).toBeNull();
        await sh().put('plans', 'old', 'x', { now: 1, expiresAt: 5 });
        expect(await sh().take('plans', 'old', 5)).toBeNull();
        expect(await sh().delete('plans', 'old', 5)).toBe(false);
        await sh().put('plans', 'q', 'y', { now: 1 });
        expect(await sh().delete('plans', 'q', 2)).toBe(true);
        expect(await sh().delete('plans', 'q', 2)).toBe(false);
      });
    });
  });
}

function txt(value: string) {
  return { type: 'TXT' as const, name: '@', value, priority: null, ttl: 3600 };
}

function cert(domain: string, source: 'managed' | 'custom', notAfter: number) {
  return {
    domain,
    source,
    altnames: [domain],
    certPem: `cert ${domain} ${source}`,
    chainPem: `chain ${domain} ${source}`,
    keyPem: `key ${domain} ${source}`,
    notBefore: 0,
    notAfter,
    createdAt: 1,
  };
}

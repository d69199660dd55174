/**
 * The deploy after its stream has started: claim the domain if it was free, receive the archive into a pending
 * revision, distribute it to the edges, move production (unless staged), then report (report.ts).
 * Any failure before production moves ends with an `error` event and removes the pending revision (and a project
 * this deploy created), so production and the revision list are as before. The blobs a failed deploy wrote or
 * found are removed at once unless a revision references them or another in-flight deploy holds them (blob
 * session).
 */
import type { FileRecord } from '../../store/types.ts';
import type { EdgeDescriptor } from '../distribution/types.ts';
import { defaultProjectConfig } from '../project-config.ts';
import { deployFailureLine } from '../public-errors.ts';
import { manifestOf } from '../services/edge-state.ts';
import { ruleProblems } from '../services/rule-report.ts';
import { completeFromDelta, guardFor } from '../uploads/delta.ts';
import { roleOn, type AdmittedDeploy, type Permitted } from './admission.ts';
import { ArchiveError, ArchiveGuard } from './archive-guard.ts';
import { billingGate, type SizeCheck } from './billing-gate.ts';
import { contentHash } from './content-hash.ts';
import type { DeployDeps } from './deps.ts';
import { DeployError } from './deploy-error.ts';
import { receiveArchive } from './receive.ts';
import { report } from './report.ts';
import type { DeployIo, DeployOutcome, Run } from './state.ts';

export type { DeployIo, DeployOutcome } from './state.ts';

const PROGRESS_EVERY_MS = 200;

/** Never rejects: a failure is the deploy's last event. */
export async function runDeploy(
  deps: DeployDeps,
  deploy: AdmittedDeploy,
  io: DeployIo,
): Promise<DeployOutcome> {
  const { store } = deps;
  const { domain, actor, headers } = deploy;
  const run: Run = {
    ...io,
    deps,
    deploy,
    target: deploy.existing,
    createdProject: false,
    blobs: store.blobs.session(),
  };
  let rev: number | null = null;
  let published = false;
  let discarded = false;
  /** The md5 pass of a deploy that succeeded, started after the deploy ended (see where it is set). */
  let fillMd5: (() => void) | undefined;
  const withinBilling = billingGate(deps.billing, actor, io.base, io.emit);
  try {
    // What the client declared, before a byte of the body is read; the received sizes are checked after upload.
    await withinBilling(headers.fileCount ?? 0, headers.projectSize ?? 0);
    const target = (run.target ??= await claim(run));
    rev = await store.revisions.createPendingRevision({
      domain,
      rev: deploy.startedAt,
      accountId: actor.account.id,
      email: actor.account.shownEmail,
      message: headers.message,
      stage: headers.stage,
      cliVersion: headers.version,
      // What the client said it is (`cmd`), else its user agent's product name (`surge-stream`, `axios`).
      cmd: headers.cmd ?? (headers.userAgent.split('/')[0] || 'unknown'),
      platform: deps.platformDomain,
      meta: headers.meta,
      headers: headers.stored,
      uploadStartTime: deploy.startedAt,
    });
    const { files, written } = await upload(run, rev, withinBilling);
    const problems = await ruleProblems(files, (sha) => store.blobs.read(sha));
    const edges = await distribute(run, rev, files);
    // ---- production ----
    // The production service decides: a deploy overtaken by a later-started one that went live stays a revision.
    const outcome = await deps.production.publish(target.project, rev, !headers.stage);
    published = true;
    await report(run, target, rev, edges, outcome, problems);
    io.log.info(
      { domain, rev, files: files.length, bytes: written, stage: headers.stage },
      'deploy complete',
    );
    // The manifest's md5s are computed after the deploy, not during it (FileRecord.md5); a manifest asked for
    // sooner computes what is missing itself. Started once the deploy has ended and its stream with it (below):
    // its first part runs on this thread at once (the query, the first 4 MiB read and hashed), and the client
    // waits for the end of the stream before it exits.
    const stored = rev;
    fillMd5 = () =>
      void store.revisions.fillMd5(domain, stored).catch((err: unknown) => {
        io.log.warn({ err, domain, rev: stored }, 'computing the md5s of the new files failed');
      });
    return { ok: true, rev };
  } catch (err) {
    const e = err as Error;
    if (published) {
      io.log.error({ err: e, domain, rev }, 'deploy failed after production moved');
      io.emit({
        type: 'error',
        error: {
          message: `revision ${rev} was stored${headers.stage ? '' : ' and is live'}, but the server failed before confirming the deploy; check \`sitepub list ${domain}\` before deploying again`,
        },
      });
      return { ok: false, rev, code: null };
    }
    const failure = await failed(run, e, rev);
    discarded = failure.discarded;
    return { ok: false, rev: null, code: failure.code };
  } finally {
    if (!discarded) run.blobs.release();
    if (fillMd5) setImmediate(fillMd5);
  }
}

/**
 * ---- claim ----: a domain nobody had claimed before the body becomes the account's project. Claimed by another
 * request since (through any origin): the permission of that project, asked then (a refusal is the error event).
 */
async function claim(run: Run): Promise<Permitted> {
  const { deps, deploy } = run;
  const { store } = deps;
  const { created, ...project } = await store.projects.claimProject(
    deploy.domain,
    deploy.actor.account.id,
    defaultProjectConfig(),
    deploy.startedAt,
  );
  run.createdProject = created;
  return { project, role: created ? 'owner' : await roleOn(store, deploy.actor, project) };
}

/** ---- upload ----: the archive into the pending revision (with an upload delta's reused content held and checked). */
async function upload(
  run: Run,
  rev: number,
  withinBilling: SizeCheck,
): Promise<{ files: FileRecord[]; written: number }> {
  const { deps, deploy, blobs, emit } = run;
  const { store, limits } = deps;
  const { headers, delta } = deploy;
  const guard = delta ? guardFor(delta, limits) : new ArchiveGuard(limits);
  let written = 0;
  if (delta) {
    // Reused content is held like written content, and must still be there.
    for (const f of delta.reused) {
      await blobs.hold(f.sha256);
      if (!(await store.blobs.has(f.sha256)))
        throw new DeployError(
          'SITEPUB_CONTENT_GONE',
          `content of ${f.path} is no longer on the server; deploy the whole site again`,
        );
      written += f.size;
    }
  }
  let lastProgress = 0;
  const total = () => Math.max(headers.projectSize ?? 0, written);
  emit({ type: 'progress', id: 'upload', written, total: total() });
  const received: FileRecord[] = await receiveArchive({
    body: run.body,
    guard,
    blobs,
    limits,
    onFile(file) {
      written += file.size;
      const now = Date.now();
      if (now - lastProgress >= PROGRESS_EVERY_MS) {
        lastProgress = now;
        emit({ type: 'progress', id: 'upload', written, total: total(), file: file.path });
      }
    },
  });
  const files = delta ? completeFromDelta(delta, received) : received;
  await withinBilling(files.length, written);
  // The blobs put in place (made durable) and the file records written at once: neither needs the other, and
  // the revision stays pending (nothing reads its files, no delta reuses them) until production moves.
  await both(
    blobs.commit(files.map((f) => f.sha256)),
    store.revisions.completeUpload(deploy.domain, rev, {
      files,
      contentHash: contentHash(files),
      uploadEndTime: deps.clock(),
    }),
  );
  emit({ type: 'progress', id: 'upload', written, total: total(), end: true });
  return { files, written };
}

/** Waits for both; fails with the first one's error once both have settled (the failure path cleans up after them). */
async function both(a: Promise<void>, b: Promise<void>): Promise<void> {
  for (const r of await Promise.allSettled([a, b])) if (r.status === 'rejected') throw r.reason;
}

/**
 * ---- distribution ----: every edge pulls the revision; none confirming fails the deploy. Returns the edges. The
 * revision's file list goes with the sync as this deploy holds it (a revision is created at its number).
 */
async function distribute(run: Run, rev: number, files: readonly FileRecord[]): Promise<EdgeDescriptor[]> {
  const { distributor } = run.deps;
  const { domain } = run.deploy;
  const { emit } = run;
  // Read afresh: an edge may have registered through another origin of the same store a moment ago.
  const edges = (await distributor.currentEdges?.()) ?? distributor.edges();
  if (edges.length === 0) return edges;
  emit({ type: 'progress', id: 'cdn', written: 0, total: edges.length });
  const result = await distributor.sync(domain, {
    prefetch: [rev],
    manifests: [manifestOf({ domain, rev, createdAt: rev }, files)],
    onConfirm: (confirmed, n) => emit({ type: 'progress', id: 'cdn', written: confirmed, total: n }),
  });
  emit({ type: 'progress', id: 'cdn', written: result.confirmed.length, total: edges.length, end: true });
  if (result.confirmed.length === 0) {
    run.log.warn(
      { domain, unconfirmed: result.unconfirmed.map((e) => ({ id: e.id, error: e.error })) },
      'no edge confirmed the new revision',
    );
    const why = result.unconfirmed.map((e) => `${e.id}: ${e.reason}`).join('; ');
    throw new DeployError(
      'SITEPUB_NOT_DISTRIBUTED',
      `no edge node confirmed the new revision (${why || 'no answer'}); production is unchanged, deploy again`,
    );
  }
  return edges;
}

/**
 * A deploy failed before production moved: the `error` event (a chosen message, or the one of its StoreError
 * code, or "internal error, request id …": src/server/public-errors.ts; the log has the whole error under the same
 * request id), then the pending revision (and a project this deploy created) and the blobs only it held are
 * removed. Returns the event's code and whether the blob session was discarded.
 */
async function failed(
  run: Run,
  e: Error,
  rev: number | null,
): Promise<{ code: string | null; discarded: boolean }> {
  const { deps, deploy, log } = run;
  const { store } = deps;
  const { domain } = deploy;
  const line = deployFailureLine(e, run.requestId);
  if (e instanceof ArchiveError) log.info({ domain, code: e.code }, e.message);
  else if (line.serverFault) log.error({ err: e, domain, code: line.code }, 'deploy failed');
  else log.warn({ err: e, domain, code: line.code }, 'deploy failed');
  run.emit({ type: 'error', error: { message: line.message, ...(line.code ? { code: line.code } : {}) } });
  let discarded = false;
  try {
    if (rev !== null) await store.revisions.deleteRevision(domain, rev);
    // No revision left (pending ones included), so none is live: nobody else has deployed to the project it created.
    if (
      run.createdProject &&
      (await store.revisions.listRevisions(domain, { includePending: true })).length === 0
    )
      await store.projects.deleteProject(domain);
    // Only once the failed revision's file records are gone: its blobs are then unreferenced.
    discarded = true;
    const removed = await run.blobs.discard((sha) => store.revisions.isBlobReferenced(sha));
    if (removed > 0) log.info({ domain, rev, removed }, 'removed the blobs of a failed deploy');
  } catch (cleanupErr) {
    log.error({ err: cleanupErr, domain, rev }, 'cleanup after failed deploy');
  }
  return { code: line.code ?? null, discarded };
}

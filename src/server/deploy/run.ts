/**
 * The deploy after its stream has started: receive the archive into a pending revision, distribute it to the
 * edges, move production (unless staged), then report `subscription` and `info`. Any failure before production
 * moves ends the stream with an `error` line and removes the pending revision (and a project this deploy
 * created), so production and the revision list are as before. The blobs a failed deploy wrote or found are
 * removed at once unless a revision references them or another in-flight deploy holds them (blob session).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { previewHost } from '../../protocol/domain.ts';
import type { UrlEntry } from '../../protocol/types.ts';
import type { FileRecord, ProjectRecord } from '../../store/types.ts';
import type { EdgeDescriptor } from '../distribution/types.ts';
import type { Actor, Role } from '../permissions.ts';
import { publicPlan } from '../billing/plans.ts';
import { metadataOf } from '../views/revisions.ts';
import { ArchiveError, ArchiveGuard } from './archive-guard.ts';
import { contentHash } from './content-hash.ts';
import { DeployError } from './deploy-error.ts';
import { deployFailureLine } from '../public-errors.ts';
import type { DeployHeaders } from './headers.ts';
import type { NdjsonStream } from './ndjson.ts';
import { receiveArchive } from './receive.ts';
import { completeFromPlan, guardFor, type UploadPlan } from '../uploads/plans.ts';
import { afterPublish, collectFor, collectMessage } from '../services/deploy-extras.ts';
import { ruleProblems } from '../services/rule-report.ts';
import type { RuleProblem } from '../../rules/index.ts';
import type { Published } from '../production/service.ts';

/** What the route decided before the body is read (its one read of the project, its one permission check). */
export interface AdmittedDeploy {
  domain: string;
  actor: Actor;
  /** The project as the route read (or claimed) it: the deploy reads it no more. */
  project: ProjectRecord;
  /** The actor's role on the project, from the route's permission check (owner-only work asks it). */
  role: Exclude<Role, null>;
  headers: DeployHeaders;
  startedAt: number;
  /** The project did not exist before this deploy: remove it again if the deploy fails. */
  createdProject: boolean;
  /** The upload plan the deploy named (`x-sitepub-upload`): the archive holds its missing files, the rest is reused. */
  plan: UploadPlan | null;
}

export interface DeployJob extends AdmittedDeploy {
  app: FastifyInstance;
  log: FastifyBaseLogger;
  body: Readable;
  out: NdjsonStream;
  /** Public base URL of the API (links in `collect` and invitation mails). */
  base?: string;
  /** The request's id (Fastify's request.id): in a failure's `error` line and in every log line of it. */
  requestId: string;
}

const PROGRESS_EVERY_MS = 200;

/** The info line's msgsBot when the deploy finished with no edge registered (nothing answers at its URLs). */
const NO_EDGE_MESSAGE =
  'no edge serves this site yet: the revision is stored, but nothing answers at its URLs until an edge runs ' +
  '(sitepub serve --edges N, or sitepub edge with this server as --origin)';

type Blobs = ReturnType<FastifyInstance['store']['blobs']['session']>;

export async function runDeploy(job: DeployJob): Promise<void> {
  const { app, domain, actor, headers, out } = job;
  const { store } = app;
  let rev: number | null = null;
  let published = false;
  const blobs = store.blobs.session();
  let discarded = false;
  /** The md5 pass of a deploy that succeeded, started after the response (see where it is set). */
  let fillMd5: (() => void) | undefined;
  const base = job.base ?? app.sitepub.publicApiUrl ?? '';
  // A project over the account's plan needs a subscription first: `collect`, then the deploy ends without info.
  const overPlan = billingGate(async (size) => {
    const collect = await collectFor(app, actor, base, size);
    if (collect) {
      out.write(collect);
      throw new DeployError('SITEPUB_PAYMENT_REQUIRED', collectMessage(collect));
    }
  });
  try {
    // What the client declared, before a byte of the body is read; the received sizes are checked after upload.
    await overPlan(headers.fileCount ?? 0, headers.projectSize ?? 0);
    rev = await store.createPendingRevision({
      domain,
      rev: job.startedAt,
      accountId: actor.account.id,
      email: actor.account.shownEmail,
      message: headers.message,
      stage: headers.stage,
      cliVersion: headers.version,
      // What the client said it is (`cmd`), else its user agent's product name (`surge-stream`, `axios`).
      cmd: headers.cmd ?? (headers.userAgent.split('/')[0] || 'unknown'),
      platform: app.sitepub.platformDomain,
      meta: headers.meta,
      headers: headers.stored,
      uploadStartTime: job.startedAt,
    });
    const { files, written } = await upload(job, rev, blobs, overPlan);
    const problems = await ruleProblems(files, (sha) => store.blobs.read(sha));
    const edges = await distribute(job, rev);
    // ---- production ----
    // The production service decides: a deploy overtaken by a later-started one that went live stays a revision.
    const outcome = await app.production.publish(job.project, rev, !headers.stage);
    published = true;
    await report(job, rev, edges, base, outcome, problems);
    job.log.info(
      { domain, rev, files: files.length, bytes: written, stage: headers.stage },
      'deploy complete',
    );
    // The manifest's md5s are computed after the deploy, not during it (FileRecord.md5); a manifest asked for
    // sooner computes what is missing itself. Started once the response has ended (below): its first part runs
    // on this thread at once (the query, the first 4 MiB read and hashed), and the client waits for the end of
    // the stream before it exits.
    const stored = rev;
    fillMd5 = () =>
      void store.fillMd5(domain, stored).catch((err: unknown) => {
        job.log.warn({ err, domain, rev: stored }, 'computing the md5s of the new files failed');
      });
  } catch (err) {
    const e = err as Error;
    if (published) {
      job.log.error({ err: e, domain, rev }, 'deploy failed after production moved');
      out.write({
        type: 'error',
        error: {
          message: `revision ${rev} was stored${headers.stage ? '' : ' and is live'}, but the server failed before confirming the deploy; check \`sitepub list ${domain}\` before deploying again`,
        },
      });
    } else discarded = await failed(job, e, rev, blobs);
  } finally {
    if (!discarded) blobs.release();
    out.end();
    if (fillMd5) setImmediate(fillMd5);
  }
}

type SizeCheck = (fileCount: number, projectSize: number) => Promise<void>;

/**
 * The deploy's billing check, asked with the declared sizes and then with the received ones, done once per
 * size: sizes within those already found within the plan need no second look (a plan's limits are maxima), and
 * no sizes (0 files, 0 bytes) are within every plan.
 */
function billingGate(check: (size: { fileCount: number; projectSize: number }) => Promise<void>): SizeCheck {
  let within = { fileCount: 0, projectSize: 0 };
  return async (fileCount, projectSize) => {
    if (fileCount <= within.fileCount && projectSize <= within.projectSize) return;
    await check({ fileCount, projectSize });
    within = { fileCount, projectSize };
  };
}

/** ---- upload ----: the archive into the pending revision (with a plan's reused content held and checked). */
async function upload(
  job: DeployJob,
  rev: number,
  blobs: Blobs,
  overPlan: SizeCheck,
): Promise<{ files: FileRecord[]; written: number }> {
  const { app, domain, headers, out } = job;
  const { store } = app;
  const limits = app.sitepub.limits;
  const { plan } = job;
  const guard = plan ? guardFor(plan, limits) : new ArchiveGuard(limits);
  let written = 0;
  if (plan) {
    // Reused content is held like written content, and must still be there.
    for (const f of plan.reused) {
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
  out.write({ type: 'progress', id: 'upload', written, total: total() });
  const received: FileRecord[] = await receiveArchive({
    body: job.body,
    guard,
    blobs,
    limits,
    onFile(file) {
      written += file.size;
      const now = Date.now();
      if (now - lastProgress >= PROGRESS_EVERY_MS) {
        lastProgress = now;
        out.write({ type: 'progress', id: 'upload', written, total: total(), file: file.path });
      }
    },
  });
  const files = plan ? completeFromPlan(plan, received) : received;
  await overPlan(files.length, written);
  await blobs.commit(files.map((f) => f.sha256));
  await store.completeUpload(domain, rev, {
    files,
    contentHash: contentHash(files),
    uploadEndTime: Date.now(),
  });
  out.write({ type: 'progress', id: 'upload', written, total: total(), end: true });
  return { files, written };
}

/** ---- distribution ----: every edge pulls the revision; none confirming fails the deploy. Returns the edges. */
async function distribute(job: DeployJob, rev: number): Promise<EdgeDescriptor[]> {
  const { app, domain, out } = job;
  const { distributor } = app;
  // Read afresh: an edge may have registered through another origin of the same store a moment ago.
  const edges = (await distributor.currentEdges?.()) ?? distributor.edges();
  if (edges.length === 0) return edges;
  out.write({ type: 'progress', id: 'cdn', written: 0, total: edges.length });
  const result = await distributor.sync(domain, {
    prefetch: [rev],
    onConfirm: (confirmed, n) => out.write({ type: 'progress', id: 'cdn', written: confirmed, total: n }),
  });
  out.write({
    type: 'progress',
    id: 'cdn',
    written: result.confirmed.length,
    total: edges.length,
    end: true,
  });
  if (result.confirmed.length === 0) {
    job.log.warn(
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

/** Once production moved: post-publish work, the cutover on the edges, then `subscription` and `info`. */
async function report(
  job: DeployJob,
  rev: number,
  edges: EdgeDescriptor[],
  base: string,
  outcome: Published,
  problems: RuleProblem[],
): Promise<void> {
  const { app, domain, actor, headers, out } = job;
  const { store, distributor } = app;
  // Collaborator and certificate work after the revision is stored: its failure must not turn a deploy that
  // already moved production into one the client reports as failed. It runs while the edges switch.
  const extrasWork = afterPublish(app, {
    actor,
    project: job.project,
    owner: job.role === 'owner',
    headers: headers.stored,
    base,
  }).catch((err: unknown) => {
    job.log.error({ err, domain, rev }, 'post-publish work (collaborators, certificate) failed');
    return { lines: [], settings: job.project.settings };
  });
  // Staged too: the edges already hold the revision (prefetch); this lists it there at once rather than at
  // their next reconcile.
  if (edges.length > 0) {
    const again = await distributor.sync(domain);
    if (again.unconfirmed.length > 0) {
      job.log.warn(
        { domain, rev, unconfirmed: again.unconfirmed.map((e) => e.id) },
        'edges did not confirm the cutover',
      );
    }
  }

  const extras = await extrasWork;
  for (const line of extras.lines) out.write(line);
  // The project as read once, with where production is now and the settings this deploy may have changed.
  const project: ProjectRecord = { ...job.project, liveRev: outcome.liveRev, settings: extras.settings };
  const revision = (await store.getRevision(domain, rev))!;
  const preview = previewHost(rev, domain);
  const urls: UrlEntry[] = [];
  if (!headers.stage || project.liveRev !== null)
    urls.push({ name: 'production', domain, url: distributor.publicUrl(domain) });
  urls.push({ name: 'preview', domain: preview, url: distributor.publicUrl(preview) });
  out.write({ type: 'subscription', data: publicPlan(app.extras.billing.planOf(actor.account), true) });
  // Stored and published, but nothing serves it: say so where clients print info (msgsBot) and in the log.
  const unserved = edges.length === 0 ? [{ msg: NO_EDGE_MESSAGE, color: 'yellow' }] : [];
  if (unserved.length) job.log.warn({ domain, rev }, NO_EDGE_MESSAGE);
  // Overtaken (the official CLI prints msgsBot; sitepub's clients read `overtaken`, a sitepub extension).
  const overtaken =
    outcome.overtakenBy !== null && outcome.message !== null
      ? { rev: outcome.overtakenBy, message: outcome.message }
      : null;
  if (overtaken) job.log.info({ domain, rev, newer: overtaken.rev }, 'deploy overtaken: kept, not live');
  const notes = [...(overtaken ? [{ msg: overtaken.message, color: 'yellow' }] : []), ...unserved];
  out.write({
    type: 'info',
    urls,
    instances: distributor.instances(domain),
    metadata: metadataOf(revision, project),
    config: project.settings,
    ...(notes.length ? { msgsBot: notes } : {}),
    ...(overtaken ? { overtaken } : {}),
    // sitepub's own field (the official CLI reads no such key): the bad lines of the rule files
    ...(problems.length ? { ruleProblems: problems } : {}),
  });
}

/**
 * A deploy failed before production moved: the `error` line (a chosen message, or the one of its StoreError code,
 * or "internal error, request id …": src/server/public-errors.ts; the log has the whole error under the same
 * request id), then the pending revision (and a project this deploy created) and the blobs only it held are
 * removed. Returns whether the blob session was discarded.
 */
async function failed(job: DeployJob, e: Error, rev: number | null, blobs: Blobs): Promise<boolean> {
  const { app, domain, out } = job;
  const line = deployFailureLine(e, job.requestId);
  if (e instanceof ArchiveError) job.log.info({ domain, code: e.code }, e.message);
  else if (line.serverFault) job.log.error({ err: e, domain, code: line.code }, 'deploy failed');
  else job.log.warn({ err: e, domain, code: line.code }, 'deploy failed');
  out.write({ type: 'error', error: { message: line.message, ...(line.code ? { code: line.code } : {}) } });
  let discarded = false;
  try {
    await cleanUp(app, domain, rev, job.createdProject);
    // Only once the failed revision's file records are gone: its blobs are then unreferenced.
    discarded = true;
    const removed = await blobs.discard((sha) => app.store.isBlobReferenced(sha));
    if (removed > 0) job.log.info({ domain, rev, removed }, 'removed the blobs of a failed deploy');
  } catch (cleanupErr) {
    job.log.error({ err: cleanupErr, domain, rev }, 'cleanup after failed deploy');
  }
  return discarded;
}

async function cleanUp(
  app: FastifyInstance,
  domain: string,
  rev: number | null,
  createdProject: boolean,
): Promise<void> {
  if (rev !== null) await app.store.deleteRevision(domain, rev);
  if (!createdProject) return;
  // No revision left (pending ones included), so none is live: nobody else has deployed to the project it created.
  const left = await app.store.listRevisions(domain, { includePending: true });
  if (left.length === 0) await app.store.deleteProject(domain);
}

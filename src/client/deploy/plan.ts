/**
 * The upload plan of one attempt (`POST /:domain/uploads`, upload-plan.ts) and the compression it offers: asked
 * by size first while the folder is hashed, then by sha256 when something may be reused. Sets `fullUpload` when
 * the server has no plans, the request failed, or the plan is unusable.
 */
import { ApiError } from '../errors.ts';
import type { UploadPlan, UploadPlanFile } from '../../protocol/api.ts';
import { checkPlan, planFailure, planFiles, planPath, sizeAnswer, sizeListing } from '../upload-plan.ts';
import { hashFolder, openCache, stopHashing } from './hash.ts';
import type { DeployState } from './state.ts';

/** The upload plan request, and what counts as "no plans here". */
async function askPlan(s: DeployState, files: UploadPlanFile[]): Promise<unknown> {
  const { ctx, path, domain } = s;
  s.inFlight = { method: 'POST', path: planPath(path) };
  try {
    return await ctx.http.call<unknown>({
      method: 'POST',
      path: planPath(path),
      what: `The deploy of ${domain} (its upload plan request, POST ${planPath(path)})`,
      json: { files },
      signal: s.signal,
    });
  } catch (err) {
    const failure = planFailure(err);
    if (failure === 'fail') throw err;
    // A 400 to a listing by size alone is a server's from before such listings: sizeFirst lists the sha256s.
    if (sizeOnly(files) && err instanceof ApiError && err.status === 400) throw err;
    if (failure === 'absent') {
      ctx.logger.debug(`${planPath(path)}: no upload plans on this server; uploading every file.`);
      s.noPlans = true;
      if (ctx.server) ctx.server.plans = false;
    } else {
      ctx.logger.warning(
        `The upload plan request of ${domain} failed (${err instanceof Error ? err.message : String(err)}); ` +
          'uploading every file.',
      );
    }
    s.fullUpload = true;
    stopHashing(s);
    return undefined;
  }
}

const sizeOnly = (files: readonly UploadPlanFile[]): boolean => files.every((f) => f.sha256 === undefined);

type Settled = { answer: unknown } | { error: unknown };
const settle = (p: Promise<unknown>): Promise<Settled> =>
  p.then(
    (answer) => ({ answer }),
    (error: unknown) => ({ error }),
  );

/**
 * The folder listed by size alone while it is being hashed. When none of its sizes is that of content the
 * server holds for this account (a first deploy, new content), nothing can be reused: 'all', the whole site
 * goes at once without waiting for the hashes, and their pass stops (a hash cache gets a pass of its own once
 * the upload body is sent); likewise when the hashes were ready first. Otherwise: 'hash', the listing by sha256.
 */
async function sizeFirst(s: DeployState): Promise<'all' | 'hash'> {
  // Asked first: the hash pass reads small files synchronously, yielding to the event loop only between
  // slices of a few milliseconds (manifest.ts), in which this request goes and its answer is read.
  const asked = askPlan(s, sizeListing(s.scan!.files));
  asked.catch(() => {}); // read below
  const hashed = hashFolder(s);
  hashed.catch(() => {}); // awaited by makePlan when needed
  const first = await Promise.race([
    hashed.then(
      () => null,
      () => null,
    ),
    settle(asked),
  ]);
  // The hashes were ready first: the answer is waited for all the same (it went first, and is usually in), so
  // that a second request goes only when it says something may be reused: a plain server, or a first deploy,
  // is asked once.
  const settled = first ?? (await settle(asked));
  if ('error' in settled) {
    // A server from before size-only listings refuses them (400): the listing by sha256 follows. Any other
    // refusal is the plan's own answer (403, ...), which the full listing would get as well.
    if (!(settled.error instanceof ApiError && settled.error.status === 400)) throw settled.error;
    s.ctx.logger.debug(`size-only upload listing refused (${settled.error.message}); listing the sha256s`);
    return 'hash';
  }
  if (s.fullUpload) return 'all'; // no plans on this server
  const answer = sizeAnswer(settled.answer);
  if (!answer || answer.worthHashing.length > 0) return 'hash';
  if (answer.encodings.includes('zstd')) s.zstdOffered = true;
  stopHashing(s);
  return 'all';
}

/** A fresh upload plan for the folder, or undefined for a full upload (no plans, or nothing to reuse). */
export async function makePlan(s: DeployState): Promise<UploadPlan | undefined> {
  if (s.fullUpload) return undefined;
  // A folder deployed from here before (its digests are in the hash cache) is listed by sha256 at once: its
  // content is most likely on the server, and the pass reads only what changed.
  const deployedBefore = async () => ((await openCache(s))?.entries ?? 0) > 0;
  if (!s.hashes && !(await deployedBefore()) && (await sizeFirst(s)) === 'all') return undefined;
  if (s.fullUpload) return undefined;
  await hashFolder(s);
  const answer = await askPlan(s, planFiles(s.hashes!));
  if (s.fullUpload) return undefined;
  const plan = checkPlan(answer, s.hashes!);
  if (typeof plan === 'string') {
    s.ctx.logger.warning(`Unusable upload plan for ${s.domain} (${plan}); uploading every file.`);
    s.fullUpload = true;
    return undefined;
  }
  if (plan.encodings?.includes('zstd')) s.zstdOffered = true;
  return plan;
}

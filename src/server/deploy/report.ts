/**
 * The end of a deploy that moved production (or stored a staged revision): post-publish work (after-publish.ts),
 * the cutover on the edges, then the `subscription` and `info` events.
 */
import { previewHost } from '../../protocol/domain.ts';
import type { UrlEntry } from '../../protocol/types.ts';
import type { RuleProblem } from '../../rules/index.ts';
import type { ProjectRecord } from '../../store/types.ts';
import { publicPlan } from '../billing/plans.ts';
import type { EdgeDescriptor } from '../distribution/types.ts';
import type { Published } from '../production/service.ts';
import { metadataOf } from '../views/revisions.ts';
import type { Permitted } from './admission.ts';
import { afterPublish } from './after-publish.ts';
import type { Run } from './state.ts';

/** The info event's msgsBot when the deploy finished with no edge registered (nothing answers at its URLs). */
const NO_EDGE_MESSAGE =
  'no edge serves this site yet: the revision is stored, but nothing answers at its URLs until an edge runs ' +
  '(sitepub serve --edges N, or sitepub edge with this server as --origin)';

/** Once production moved: post-publish work, the cutover on the edges, then `subscription` and `info`. */
export async function report(
  run: Run,
  target: Permitted,
  rev: number,
  edges: EdgeDescriptor[],
  outcome: Published,
  problems: RuleProblem[],
): Promise<void> {
  const { deps, deploy, emit, log } = run;
  const { store, distributor } = deps;
  const { domain, actor, headers } = deploy;
  // Collaborator and certificate work after the revision is stored: its failure must not turn a deploy that
  // already moved production into one the client reports as failed. It runs while the edges switch.
  const extrasWork = afterPublish(deps, {
    actor,
    project: target.project,
    owner: target.role === 'owner',
    headers: headers.stored,
    base: run.base,
    log,
  }).catch((err: unknown) => {
    log.error({ err, domain, rev }, 'post-publish work (collaborators, certificate) failed');
    return { lines: [], settings: target.project.settings };
  });
  // Staged too: the edges already hold the revision (prefetch); this lists it there at once rather than at
  // their next reconcile.
  if (edges.length > 0) {
    const again = await distributor.sync(domain);
    if (again.unconfirmed.length > 0) {
      log.warn(
        { domain, rev, unconfirmed: again.unconfirmed.map((e) => e.id) },
        'edges did not confirm the cutover',
      );
    }
  }

  const extras = await extrasWork;
  for (const line of extras.lines) emit(line);
  // The project as read once, with where production is now and the settings this deploy may have changed.
  const project: ProjectRecord = { ...target.project, liveRev: outcome.liveRev, settings: extras.settings };
  const revision = (await store.revisions.getRevision(domain, rev))!;
  const preview = previewHost(rev, domain);
  const urls: UrlEntry[] = [];
  if (!headers.stage || project.liveRev !== null)
    urls.push({ name: 'production', domain, url: distributor.publicUrl(domain) });
  urls.push({ name: 'preview', domain: preview, url: distributor.publicUrl(preview) });
  emit({ type: 'subscription', data: publicPlan(deps.billing.planOf(actor.account), true) });
  // Stored and published, but nothing serves it: say so where clients print info (msgsBot) and in the log.
  const unserved = edges.length === 0 ? [{ msg: NO_EDGE_MESSAGE, color: 'yellow' }] : [];
  if (unserved.length) log.warn({ domain, rev }, NO_EDGE_MESSAGE);
  // Overtaken (the official CLI prints msgsBot; sitepub's clients read `overtaken`, a sitepub extension).
  const overtaken =
    outcome.overtakenBy !== null && outcome.message !== null
      ? { rev: outcome.overtakenBy, message: outcome.message }
      : null;
  if (overtaken) log.info({ domain, rev, newer: overtaken.rev }, 'deploy overtaken: kept, not live');
  const notes = [...(overtaken ? [{ msg: overtaken.message, color: 'yellow' }] : []), ...unserved];
  emit({
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

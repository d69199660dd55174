/**
 * The one production-change service: every move of production (deploy end, cutover, rollback, rollfore,
 * discard, teardown) and every alias move goes through here, whatever the surface (API routes, the dashboard
 * through the API, the surge profile reshaping the API's answers). The rule (rule.ts) is applied here once; the
 * words (words.ts) are made here once. Dependencies are explicit: the store, the distributor, the clock.
 *
 * Each implicit move is decided from one read of the project and its history and applied only if production is
 * still where it was read (`Store.setLive` with `from`): a move by another request or origin in between makes it
 * decide again, so two racing rollbacks step back twice rather than land on a revision nobody chose.
 */
import type { Distributor } from '../distribution/types.ts';
import { httpError } from '../errors.ts';
import type { LiveCause, ProjectRecord, PublishOutcome, RevisionRecord } from '../../store/types.ts';
import type { Store } from '../../store/sql/store.ts';
import { implicitTarget, rolledBackFrom, type ImplicitMove } from './rule.ts';
import { discardedWords, moved, overtakenWords, refusal } from './words.ts';

export interface ProductionDeps {
  store: Store;
  distributor: Pick<Distributor, 'sync'>;
  now: () => number;
  /** Where a failed edge sync of an alias move is logged (the edges catch up on their next reconcile). */
  warn?: (err: unknown, message: string) => void;
}

/** A move that happened (or found production already there). */
export interface Moved {
  project: ProjectRecord;
  /** The revision production serves now (null = offline). */
  target: RevisionRecord | null;
  /** The revision it served before (null = offline). */
  former: RevisionRecord | null;
  changed: boolean;
  /** Where production is now, in the service's words. */
  message: string;
}

export interface Discarded {
  project: ProjectRecord;
  revision: RevisionRecord;
  change: 'rollback' | 'rollfore' | 'offline' | null;
  message: string;
}

export interface Published extends PublishOutcome {
  /** Set when the deploy was overtaken: what to tell the client. */
  message: string | null;
  /** Where production is after the publish (null = offline). */
  liveRev: number | null;
}

/** Tries of an implicit move whose project moved under it meanwhile. */
const TRIES = 5;

export class ProductionService {
  readonly #store: Store;
  readonly #distributor: Pick<Distributor, 'sync'>;
  readonly #now: () => number;
  readonly #warn: (err: unknown, message: string) => void;

  constructor(deps: ProductionDeps) {
    this.#store = deps.store;
    this.#distributor = deps.distributor;
    this.#now = deps.now;
    this.#warn = deps.warn ?? (() => undefined);
  }

  /** Revisions production was rolled back from (labels of the revision list). */
  async rolledBackFrom(domain: string): Promise<Set<number>> {
    return rolledBackFrom(await this.#store.live.liveHistory(domain));
  }

  /**
   * The end of a deploy: the pending revision becomes ready and, unless staged or overtaken, production. The
   * caller syncs the edges (with the rest of its report). `project` is the deploy's one read of it: production
   * is where it was then unless this deploy went live; only an overtaken deploy reads again, to say where
   * production went meanwhile.
   */
  async publish(project: ProjectRecord, rev: number, live: boolean): Promise<Published> {
    const { domain } = project;
    const outcome = await this.#store.revisions.publishRevision(domain, rev, { live, now: this.#now() });
    if (outcome.overtakenBy === null)
      return { ...outcome, message: null, liveRev: outcome.live ? rev : project.liveRev };
    const now = (await this.#store.projects.getProject(domain))?.liveRev ?? null;
    return { ...outcome, message: overtakenWords(domain, rev, outcome.overtakenBy, now), liveRev: now };
  }

  /** An explicit choice: production to `target` (a cutover, the dashboard's Put live). */
  async cutover(project: ProjectRecord, target: RevisionRecord): Promise<Moved> {
    const former = await this.#revision(project.domain, project.liveRev);
    const changed = project.liveRev !== target.rev;
    if (changed) {
      await this.#store.live.setLive(project.domain, target.rev, this.#now(), { cause: 'cutover' });
      await this.#distributor.sync(project.domain);
    }
    const after = await this.#project(project.domain);
    const now = await this.#revision(project.domain, after.liveRev);
    return {
      project: after,
      target: now,
      former,
      changed,
      message: moved('cutover', project.domain, after.liveRev, former?.rev ?? null),
    };
  }

  /** Rollback or rollfore by the rule; 409 (production unchanged) when there is nowhere it may go. */
  async step(domain: string, kind: 'rollback' | 'rollfore'): Promise<Moved> {
    for (let attempt = 0; attempt < TRIES; attempt++) {
      const project = await this.#project(domain);
      const rev = await this.#decide(kind, project);
      if (!(await this.#move(project, rev, kind))) continue;
      const after = await this.#project(domain);
      return {
        project: after,
        target: await this.#revision(domain, after.liveRev),
        former: await this.#revision(domain, project.liveRev),
        changed: true,
        message: moved(kind, domain, after.liveRev, project.liveRev),
      };
    }
    throw raced(domain);
  }

  /**
   * Discards a revision. The live one is replaced first, by the rule (never by a neighbour nobody chose); the
   * only revision of a project takes the site offline. 409 when it is live and nothing may replace it.
   */
  async discard(domain: string, revision: RevisionRecord): Promise<Discarded> {
    for (let attempt = 0; attempt < TRIES; attempt++) {
      const project = await this.#project(domain);
      let change: Discarded['change'] = null;
      if (project.liveRev === revision.rev) {
        const others = (await this.#store.revisions.listRevisions(domain)).filter(
          (r) => r.rev !== revision.rev,
        );
        const rev = others.length === 0 ? null : await this.#decide('discard', project, revision.rev);
        change = rev === null ? 'offline' : rev < revision.rev ? 'rollback' : 'rollfore';
        if (!(await this.#move(project, rev, 'discard'))) continue;
      }
      await this.#store.revisions.deleteRevision(domain, revision.rev);
      await this.#distributor.sync(domain);
      const after = await this.#project(domain);
      return {
        project: after,
        revision,
        change,
        message: discardedWords(domain, revision.rev, change !== null, after.liveRev),
      };
    }
    throw raced(domain);
  }

  /** Tears the project down: every revision, its history and aliases, on every edge. */
  async teardown(domain: string): Promise<void> {
    await this.#store.projects.deleteProject(domain);
    await this.#distributor.sync(domain);
  }

  /** Points a preview alias at a ready revision; false when there is no such revision. */
  async setAlias(domain: string, name: string, rev: number): Promise<boolean> {
    if (!(await this.#store.aliases.setAlias(domain, name, rev, this.#now()))) return false;
    await this.#syncAliases(domain);
    return true;
  }

  async deleteAlias(domain: string, name: string): Promise<boolean> {
    const removed = await this.#store.aliases.deleteAlias(domain, name);
    if (removed) await this.#syncAliases(domain);
    return removed;
  }

  /** An alias is stored once set: an edge that fails to take it now catches up on its next reconcile. */
  async #syncAliases(domain: string): Promise<void> {
    await this.#distributor.sync(domain).catch((err: unknown) => this.#warn(err, 'alias sync failed'));
  }

  /** Where an implicit move from the project's live revision may go, or the 409 saying why nowhere. */
  async #decide(kind: ImplicitMove, project: ProjectRecord, discarded?: number): Promise<number> {
    const [history, list] = await Promise.all([
      this.#store.live.liveHistory(project.domain),
      this.#store.revisions.listRevisions(project.domain),
    ]);
    if (list.length === 0)
      throw httpError(
        'NotFound',
        `project ${project.domain} has no revisions; publish one with PUT /${project.domain}`,
      );
    const existing = list.map((r) => r.rev).filter((rev) => rev !== discarded);
    const target = implicitTarget(kind, history, existing, project.liveRev);
    if (target.ok) return target.rev;
    throw httpError('Conflict', refusal(kind, project.domain, project.liveRev, target.skipped, discarded));
  }

  /** Moves production unless it moved since `project` was read; syncs the edges. */
  async #move(project: ProjectRecord, rev: number | null, cause: LiveCause): Promise<boolean> {
    const done = await this.#store.live.setLive(project.domain, rev, this.#now(), {
      cause,
      from: project.liveRev,
    });
    if (done) await this.#distributor.sync(project.domain);
    return done;
  }

  async #project(domain: string): Promise<ProjectRecord> {
    const project = await this.#store.projects.getProject(domain);
    if (!project)
      throw httpError('NotFound', `project ${domain} does not exist; publish it first with PUT /${domain}`);
    return project;
  }

  async #revision(domain: string, rev: number | null): Promise<RevisionRecord | null> {
    return rev === null ? null : this.#store.revisions.getRevision(domain, rev);
  }
}

function raced(domain: string) {
  return httpError(
    'Conflict',
    `production of ${domain} kept moving while this request was deciding where it may go (other requests changed it); nothing was changed by this one: try again`,
  );
}

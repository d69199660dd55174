/**
 * Pure: the revision a rollback returns to on a server that keeps no history of which revisions were live (no
 * `liveAt` in its list: surge.sh). The Action's own GitHub production deployments are that history: each one
 * that succeeded names the revision it made live (payload `revision`, or `Revision <n>:` at the start of its
 * success status; an older deployment without either is matched by its commit to a revision recorded as a
 * production deploy of that commit), read from the production environment and from the name releases before it
 * used (`productionDeployments`). Without GitHub, the newest revision whose deploy record says
 * `kind=production` is taken. A preview that was never promoted is never a target, nor a revision that failed its
 * health check (its deployment's failure status names it) or that production was rolled away from
 * (docs/action.md "Rollback").
 */
import type { RevisionEntry } from '../protocol/types.ts';
import { revisionFacts } from './revisions.ts';

/** A GitHub deployment as listed, with the environment it was listed from. */
export interface ListedProductionDeployment {
  id: number;
  ref: string;
  payload: unknown;
  environment: string;
}

/**
 * The site's production deployments, newest first, from the environments they may be in: the configured one
 * (`production-environment`, which other sites of the repository may share: only deployments whose payload names
 * this domain count) and the one releases before it used, `production/<domain>` (this site's only, whatever the
 * payload says), so that a rollback still finds the history recorded under the old name.
 */
export function productionDeployments(
  lists: readonly {
    environment: string;
    perSite: boolean;
    deployments: readonly Omit<ListedProductionDeployment, 'environment'>[];
  }[],
  domain: string,
  limit: number,
): ListedProductionDeployment[] {
  const seen = new Set<number>();
  const all: ListedProductionDeployment[] = [];
  for (const list of lists) {
    for (const d of list.deployments) {
      if (seen.has(d.id)) continue;
      const payload = d.payload as { domain?: unknown } | null | undefined;
      if (!list.perSite && !(payload && typeof payload === 'object' && payload.domain === domain)) continue;
      seen.add(d.id);
      all.push({ ...d, environment: list.environment });
    }
  }
  // GitHub's ids grow with time: the newest first across environments
  return all.sort((a, b) => b.id - a.id).slice(0, limit);
}

export interface DeploymentSeen {
  ref: string;
  payload: unknown;
}

export interface DeploymentStatusSeen {
  state: string;
  description?: string | null | undefined;
}

/** `Revision 1700000000000: …`, the start of the success status the Action writes for a production change. */
const STATUS_REVISION_RE = /^Revision (\d{1,16})\b/;

/** What the failure status of a production change that failed its health check says after `Revision <n>: `. */
export const HEALTH_FAILED = 'Health check failed';
const HEALTH_FAILED_RE = new RegExp(`^Revision (\\d{1,16}): ${HEALTH_FAILED}`);

export function statusDescription(rev: number, description: string): string {
  return `Revision ${rev}: ${description}`;
}

/**
 * The revision a production deployment made live and that then failed its health check (its failure status says
 * `Revision <n>: Health check failed`, production.ts), or null. A change that failed before it was applied names
 * no revision: the revision is not to blame.
 */
export function healthFailedRevision(statuses: readonly DeploymentStatusSeen[]): number | null {
  for (const s of statuses) {
    const m = s.state === 'failure' ? HEALTH_FAILED_RE.exec(s.description ?? '') : null;
    if (m) return Number(m[1]);
  }
  return null;
}

/**
 * The revision a production deployment made live, or null when it did not (it failed, errored or never finished)
 * or when it cannot be told which one it was.
 */
export function deploymentRevision(
  dep: DeploymentSeen,
  statuses: readonly DeploymentStatusSeen[],
  revisions: readonly RevisionEntry[],
): number | null {
  const states = statuses.map((s) => s.state);
  if (!states.includes('success') || states.includes('failure') || states.includes('error')) return null;
  const payload = dep.payload as { revision?: unknown } | null | undefined;
  const fromPayload =
    payload && typeof payload === 'object' && typeof payload.revision === 'string' ? payload.revision : '';
  if (/^\d{1,16}$/.test(fromPayload)) return Number(fromPayload);
  for (const s of statuses) {
    const m = s.state === 'success' ? STATUS_REVISION_RE.exec(s.description ?? '') : null;
    if (m) return Number(m[1]);
  }
  const byCommit = revisions
    .filter((r) => {
      const f = revisionFacts(r);
      return f.kind === 'production' && f.commit !== null && f.commit === dep.ref;
    })
    .sort((a, b) => b.rev - a.rev);
  return byCommit[0]?.rev ?? null;
}

/**
 * A deployment's revision as a rollback target: still on the server, not the one production serves, and not one
 * in `skip` (it failed its health check, or production was rolled away from it: protocol/revisions.ts).
 */
export function rollbackTarget(
  rev: number | null,
  revisions: readonly RevisionEntry[],
  current: RevisionEntry | null,
  skip: ReadonlySet<number> = new Set(),
): RevisionEntry | null {
  if (rev === null || rev === current?.rev || skip.has(rev)) return null;
  return revisions.find((r) => r.rev === rev) ?? null;
}

/** Without GitHub's history: the newest revision other than the live one recorded as a production deploy. */
export function lastRecordedProduction(
  revisions: readonly RevisionEntry[],
  current: RevisionEntry | null,
  skip: ReadonlySet<number> = new Set(),
): RevisionEntry | null {
  return (
    [...revisions]
      .filter((r) => r.rev !== current?.rev && !skip.has(r.rev) && revisionFacts(r).kind === 'production')
      .sort((a, b) => b.rev - a.rev)[0] ?? null
  );
}

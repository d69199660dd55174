/**
 * Pure: which preview revisions a sweep discards (the Action's `mode: sweep`, `sitepub sweep DOMAIN`), and why
 * each other one is kept. Shared by the Action and the CLI; no I/O.
 *
 * A revision is tied to a pull request by its deploy record (`[sitepub kind=preview pr=12 ...]` at the end of its
 * message, deploy-record.ts), which every server keeps, surge.sh included. The rule, first match wins:
 * 1. the live revision is kept;
 * 2. a revision that was ever live is kept: `liveAt` says so on a sitepub server; on a server without it (surge.sh)
 *    the client-side rule of revisions.ts (`kind=production`: live when it was deployed), and any revision the
 *    caller knows was live (`knownLive`: the Action's GitHub production deployments);
 * 3. a revision that is not a preview the Action recorded is kept (not ours to judge);
 * 4. a preview of an open pull request is kept, whatever its age;
 * 5. on a server without `liveAt`, a preview of a merged pull request (or one whose merge is unknown) is kept: its
 *    merge may have promoted it, and nothing on that server says which revision that was;
 * 6. a preview of a closed pull request is discarded;
 * 7. with a retention of N days, a preview older than N days whose pull request is not open (none, or unknown to
 *    GitHub) is discarded;
 * 8. anything else is kept (its pull request's state is unknown, or it is young enough).
 */
import type { RevisionEntry } from './types.ts';
import { hasLiveAt, recordOf } from './revisions.ts';

/** What is known of a pull request: GitHub's answer, or the `--open` list (merged unknown). */
export interface PullRequestState {
  state: 'open' | 'closed' | 'unknown';
  /** null: not known (the `--open` list says only which are open). */
  merged: boolean | null;
  /** The head branch, when GitHub said (a `{branch}` preview-domain template needs it). */
  branch?: string;
}

export interface SweepInput {
  revisions: readonly RevisionEntry[];
  /** The state of each pull request the revisions name (absent: unknown). */
  pulls: ReadonlyMap<number, PullRequestState>;
  /** Days; null: no age limit. */
  retentionDays: number | null;
  now: Date;
  /** Revisions the caller knows were live (e.g. from GitHub deployments), for servers without `liveAt`. */
  knownLive?: ReadonlySet<number>;
}

export interface SweepVerdict {
  rev: number;
  pr: number | null;
  discard: boolean;
  reason: string;
}

export interface SweepVerdicts {
  discard: SweepVerdict[];
  keep: SweepVerdict[];
  /** Pull requests closed for good whose previews are all discarded: their stable preview goes too. */
  closedPulls: number[];
}

/** The pull requests a list of revisions has previews of (what to ask GitHub about), ascending. */
export function previewPulls(revisions: readonly RevisionEntry[]): number[] {
  const out = new Set<number>();
  for (const r of revisions) {
    const rec = recordOf(r);
    if (rec.kind === 'preview' && rec.pr !== undefined) out.add(rec.pr);
  }
  return [...out].sort((a, b) => a - b);
}

/** When a revision was made: `created_at` on a sitepub server, else its id (epoch milliseconds on every server). */
export function revisionTime(r: RevisionEntry): number | null {
  const created = (r as Partial<Pick<RevisionEntry, 'created_at'>>).created_at;
  const t = typeof created === 'string' ? Date.parse(created) : NaN;
  if (Number.isFinite(t)) return t;
  return r.rev > 1e12 && r.rev < 1e14 ? r.rev : null;
}

const DAY_MS = 86_400_000;

function verdict(r: RevisionEntry, input: SweepInput, withLiveAt: boolean): SweepVerdict {
  const rec = recordOf(r);
  const pr = rec.kind === 'preview' ? (rec.pr ?? null) : null;
  const keep = (reason: string): SweepVerdict => ({ rev: r.rev, pr, discard: false, reason });
  const drop = (reason: string): SweepVerdict => ({ rev: r.rev, pr, discard: true, reason });
  if (r.current) return keep('live');
  const liveAt: unknown = (r as Partial<Pick<RevisionEntry, 'liveAt'>>).liveAt;
  if (withLiveAt && typeof liveAt === 'string') return keep('was live');
  if (rec.kind === 'production') return keep('production deploy (live when deployed)');
  if (input.knownLive?.has(r.rev)) return keep('was live (a GitHub production deployment names it)');
  if (rec.kind !== 'preview') return keep('not a preview recorded by sitepub');
  const state = pr === null ? undefined : input.pulls.get(pr);
  if (state?.state === 'open') return keep(`PR #${pr} is open`);
  if (state?.state === 'closed' && !withLiveAt && state.merged !== false)
    return keep(
      `PR #${pr} was ${state.merged ? 'merged' : 'closed (merge unknown)'} and this server keeps no record of ` +
        'which revisions were live: its merge may have promoted it',
    );
  if (state?.state === 'closed') return drop(`PR #${pr} is closed${state.merged ? ' (merged)' : ''}`);
  const time = revisionTime(r);
  const days = input.retentionDays;
  if (days !== null && time !== null && input.now.getTime() - time > days * DAY_MS)
    return drop(
      `older than ${days} ${days === 1 ? 'day' : 'days'} and ${pr === null ? 'of no PR' : `PR #${pr}'s state is unknown`}`,
    );
  if (pr === null) return keep('a preview of no PR');
  return keep(`PR #${pr}'s state is unknown`);
}

export function judgeSweep(input: SweepInput): SweepVerdicts {
  const withLiveAt = hasLiveAt(input.revisions);
  const discard: SweepVerdict[] = [];
  const keep: SweepVerdict[] = [];
  for (const r of input.revisions) {
    const v = verdict(r, input, withLiveAt);
    (v.discard ? discard : keep).push(v);
  }
  const closedPulls = [...input.pulls.entries()]
    .filter(([pr, s]) => s.state === 'closed' && !keep.some((k) => k.pr === pr))
    .map(([pr]) => pr)
    .sort((a, b) => a - b);
  return { discard, keep, closedPulls };
}

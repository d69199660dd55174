/**
 * Pure revision logic: which revision a merge promotes (which one a rollback returns to: src/protocol/revisions.ts).
 *
 * What the Action knows of a revision comes from its deploy record (`[sitepub kind=.. pr=.. sha=.. mh=..]` at the
 * end of the message, src/protocol/deploy-record.ts), which every server keeps, surge.sh included; the
 * `x-sitepub-meta` a sitepub server echoes as `meta` fills in what the record lacks (revisions deployed before
 * records existed).
 *
 * The promote rule (docs/action.md "How promote finds the reviewed revision"):
 * 1. Candidates are revisions the Action deployed for the same commit (the PR's head SHA, or the pushed SHA), and
 *    for the same PR when a PR is known; newest first. Revisions whose recorded manifest hash matches the local
 *    build's come next (a squash or rebase merge changes the SHA but not the content).
 * 2. A candidate is promoted only if its content is verified: its stored manifest (GET /:domain/:rev/manifest)
 *    equals the local build's manifest file for file. Without a local build the commit match alone is used.
 * 3. No verified candidate → the local build is deployed (a normal production deploy).
 */
import { createHash } from 'node:crypto';
import type { RevisionEntry } from '../protocol/types.ts';
import { sameManifestHash, type DeployKind } from '../protocol/deploy-record.ts';
import { recordOf } from '../protocol/revisions.ts';
import { META_SOURCE, MetaKeys } from './constants.ts';

export interface ManifestLike {
  [path: string]: { size: number; md5?: string; md5sum?: string };
}

/**
 * sha256 over the sorted "path size md5" lines joined by newlines: equal local builds ⇒ equal hash. Sent as
 * meta.manifestHash. The lines are hashed one by one in the order of their paths, which is their own order
 * (each path ends at a NUL, below any character of a path), so no line list nor joined text is built: that
 * was short-lived heap proportional to the site while the Action reads it (figures: docs/bench.md, "Measurements behind the code").
 */
export function manifestHash(manifest: ManifestLike): string {
  const keys = Object.keys(manifest);
  // Keys are all rooted ("/a") or all not ("a") in practice, and then sort as they are; a mix is rooted first.
  const uniform = keys.every((k) => k.startsWith('/')) || keys.every((k) => !k.startsWith('/'));
  const paths = uniform
    ? keys.sort()
    : keys
        .map((k) => [rooted(k), k] as const)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, k]) => k);
  const hash = createHash('sha256');
  paths.forEach((p, i) => {
    const v = manifest[p]!;
    hash.update(`${i > 0 ? '\n' : ''}${rooted(p)}\u0000${v.size}\u0000${v.md5 ?? v.md5sum ?? ''}`);
  });
  return hash.digest('hex');
}

const rooted = (p: string): string => (p.startsWith('/') ? p : `/${p}`);

export function sameContent(a: ManifestLike, b: ManifestLike): boolean {
  return manifestHash(a) === manifestHash(b);
}

/** What the Action recorded about a revision: from its message record, else from its `meta`. */
export interface RevisionFacts {
  /** Deployed by the Action (the record names a kind, or meta says `source: sitepub-action`). */
  ours: boolean;
  kind: DeployKind | null;
  pr: number | null;
  commit: string | null;
  /** The recorded manifest hash: the record's 16-hex prefix or meta's full hash. */
  manifestHash: string | null;
}

export function revisionFacts(r: RevisionEntry): RevisionFacts {
  // A plain server lists the message as `msg` only; a sitepub server sends both `message` and `msg`.
  const record = recordOf(r);
  const meta = isStringMap(r.meta) && r.meta[MetaKeys.source] === META_SOURCE ? r.meta : null;
  const metaKind = meta?.[MetaKeys.kind];
  const metaPr = meta?.[MetaKeys.pr];
  return {
    ours: record.kind !== undefined || meta !== null,
    kind: record.kind ?? (metaKind === 'preview' || metaKind === 'production' ? metaKind : null),
    pr: record.pr ?? (metaPr !== undefined && /^\d{1,9}$/.test(metaPr) ? Number(metaPr) : null),
    commit: record.sha ?? meta?.[MetaKeys.commit] ?? null,
    manifestHash: record.mh ?? meta?.[MetaKeys.manifestHash] ?? null,
  };
}

function isStringMap(v: unknown): v is Record<string, string> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** True when the revision's recorded manifest hash is the local build's (full hash). */
export function holdsBuild(r: RevisionEntry, localHash: string | null): boolean {
  const recorded = revisionFacts(r).manifestHash;
  if (!recorded || !localHash) return false;
  return recorded === localHash || sameManifestHash(recorded, localHash);
}

export interface PromoteQuery {
  commits: string[];
  prNumber: number | null;
  localHash: string | null;
}

/** Candidates for promotion, best first (rule 1). */
export function promoteCandidates(revisions: readonly RevisionEntry[], q: PromoteQuery): RevisionEntry[] {
  const ours = revisions.filter((r) => revisionFacts(r).ours);
  const byCommit = ours.filter((r) => {
    const f = revisionFacts(r);
    return (
      f.commit !== null &&
      q.commits.includes(f.commit) &&
      (q.prNumber === null || f.pr === null || f.pr === q.prNumber)
    );
  });
  const byHash = q.localHash ? ours.filter((r) => holdsBuild(r, q.localHash)) : [];
  const seen = new Set<number>();
  const out: RevisionEntry[] = [];
  for (const r of [...sortNewest(byCommit), ...sortNewest(byHash)]) {
    if (!seen.has(r.rev)) {
      seen.add(r.rev);
      out.push(r);
    }
  }
  return out;
}

function sortNewest(list: RevisionEntry[]): RevisionEntry[] {
  return [...list].sort((a, b) => b.rev - a.rev);
}

/** The PR's preview revisions (what closing a PR unmerged discards). Never the live one. */
export function prPreviews(revisions: readonly RevisionEntry[], prNumber: number): RevisionEntry[] {
  return revisions.filter((r) => {
    const f = revisionFacts(r);
    return f.ours && f.pr === prNumber && f.kind === 'preview' && !r.current;
  });
}

/** `<rev>` or `<rev>-<domain>` → the revision id, or null. */
export function parseRevision(input: string): number | null {
  const m = /^(\d{1,16})(?:-.+)?$/.exec(input.trim());
  return m ? Number(m[1]) : null;
}

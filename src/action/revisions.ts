/**
 * Pure revision logic: which revision a merge promotes (which one a rollback returns to: src/protocol/revisions.ts).
 *
 * The promote rule (docs/action.md "How promote finds the reviewed revision"):
 * 1. Candidates are revisions whose `x-sitepub-meta` the Action wrote (`source: sitepub-action`) for the same
 *    commit (the PR's head SHA, or the pushed SHA), and for the same PR when a PR is known; newest first.
 *    Revisions whose recorded manifest hash equals the local build's come next (a squash or rebase merge
 *    changes the SHA but not the content).
 * 2. A candidate is promoted only if its content is verified: its stored manifest (GET /:domain/:rev/manifest)
 *    equals the local build's manifest file for file. Without a local build the commit match alone is used.
 * 3. No verified candidate → the local build is deployed (a normal production deploy).
 */
import { createHash } from 'node:crypto';
import type { RevisionEntry } from '../protocol/types.ts';
import { META_SOURCE, MetaKeys } from './constants.ts';

export interface ManifestLike {
  [path: string]: { size: number; md5?: string; md5sum?: string };
}

/**
 * sha256 over the sorted "path size md5" lines joined by newlines: equal local builds ⇒ equal hash. Sent as
 * meta.manifestHash. The lines are hashed one by one in the order of their paths, which is their own order
 * (each path ends at a NUL, below any character of a path), so no line list nor joined text is built: on
 * mdi-icons' 7,453 files that was ~2 MB of short-lived heap while the Action reads the site.
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

export interface PromoteQuery {
  commits: string[];
  prNumber: number | null;
  localHash: string | null;
}

/** Candidates for promotion, best first (rule 1). */
export function promoteCandidates(revisions: readonly RevisionEntry[], q: PromoteQuery): RevisionEntry[] {
  const ours = revisions.filter((r) => r.meta?.[MetaKeys.source] === META_SOURCE);
  const byCommit = ours.filter(
    (r) =>
      q.commits.includes(r.meta[MetaKeys.commit] ?? '') &&
      (q.prNumber === null ||
        r.meta[MetaKeys.pr] === undefined ||
        r.meta[MetaKeys.pr] === String(q.prNumber)),
  );
  const byHash = q.localHash ? ours.filter((r) => r.meta[MetaKeys.manifestHash] === q.localHash) : [];
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
  return revisions.filter(
    (r) =>
      r.meta?.[MetaKeys.source] === META_SOURCE &&
      r.meta[MetaKeys.pr] === String(prNumber) &&
      r.meta[MetaKeys.kind] === 'preview' &&
      !r.current,
  );
}

/** `<rev>` or `<rev>-<domain>` → the revision id, or null. */
export function parseRevision(input: string): number | null {
  const m = /^(\d{1,16})(?:-.+)?$/.exec(input.trim());
  return m ? Number(m[1]) : null;
}

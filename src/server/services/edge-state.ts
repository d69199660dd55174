/**
 * What the origin tells its edges (docs/edge.md): every project's version, one project's state, one revision's
 * file list. Served to standalone edges by routes/edge-internal.ts and read directly by in-process edges
 * (distribution/in-process-origin.ts).
 */
import type { EdgeProjectState, EdgeProjectSummary, EdgeRevisionManifest } from '../../protocol/edge.ts';
import type { Store } from '../../store/sql/store.ts';
import type { ContentFile } from '../../store/types.ts';

/** Every project with its version, for an edge's reconcile. */
export async function projectVersions(store: Store): Promise<EdgeProjectSummary[]> {
  return (await store.projects.listProjects()).map((p) => ({ domain: p.domain, version: p.version }));
}

export async function projectState(store: Store, domain: string): Promise<EdgeProjectState | null> {
  const project = await store.projects.getProject(domain);
  if (!project) return null;
  const revisions = await store.revisions.listRevisions(domain, { includePending: false });
  const aliases = await store.aliases.listAliases(domain);
  return {
    domain,
    version: project.version,
    liveRev: project.liveRev,
    settings: project.settings,
    revisions: revisions.map((r) => r.rev),
    aliases: Object.fromEntries(aliases.map((a) => [a.name, a.rev])),
  };
}

/** A revision's file list as edges take it (pending revisions included); null when there is no such revision. */
export async function revisionManifest(
  store: Store,
  domain: string,
  rev: number,
): Promise<EdgeRevisionManifest | null> {
  const revision = await store.revisions.getRevision(domain, rev, { includePending: true });
  if (!revision) return null;
  return manifestOf(revision, await store.revisions.getRevisionContent(revision));
}

/**
 * A revision's file list as edges take it, from its files (path, sha256, size of each). A deploy builds its own
 * from what it holds with `createdAt` its number, as createPendingRevision stores it.
 */
export function manifestOf(
  revision: { domain: string; rev: number; createdAt: number },
  files: readonly ContentFile[],
): EdgeRevisionManifest {
  const { domain, rev, createdAt } = revision;
  return { domain, rev, createdAt, files: files.map(({ path, sha256, size }) => ({ path, sha256, size })) };
}

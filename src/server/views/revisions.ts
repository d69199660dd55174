/** Store records → wire objects of src/protocol/types.ts (revision entries, metadata, manifest, projects). */
import { previewHost } from '../../protocol/domain.ts';
import type { Manifest, Metadata, ProjectEntry, RevisionEntry } from '../../protocol/types.ts';
import type { HashedFileRecord, ProjectRecord, RevisionRecord } from '../../store/types.ts';
import { friendlySize, iso, timeAgoInWords } from './words.ts';

/** What the client sent and what was received, as the real service's revision records carry it. */
function uploadRecord(r: RevisionRecord, project: ProjectRecord) {
  const privateTotalSize = r.privateFiles.reduce((sum, f) => sum + f.size, 0);
  return {
    cmd: r.cmd,
    platform: r.platform,
    cliVersion: r.cliVersion,
    // No build runs on this server: what was uploaded is what is served.
    output: null,
    buildTime: null,
    config: project.settings,
    publicFileCount: r.fileCount - r.privateFiles.length,
    publicTotalSize: r.totalSize - privateTotalSize,
    privateFileCount: r.privateFiles.length,
    privateTotalSize,
    privateFileList: r.privateFiles.map((f) => f.path),
    uploadStartTime: r.uploadStartTime,
    uploadEndTime: r.uploadEndTime,
    uploadDuration: Math.max(0, r.uploadEndTime - r.uploadStartTime),
  };
}

/** A revision as the list shows it; `rolledBack` (revisions production was rolled back from) sets the extension. */
export function revisionEntry(
  r: RevisionRecord,
  project: ProjectRecord,
  now: number,
  rolledBack?: ReadonlySet<number>,
): RevisionEntry {
  const upload = uploadRecord(r, project);
  return {
    rev: r.rev,
    preview: previewHost(r.rev, r.domain),
    current: project.liveRev === r.rev,
    email: r.email,
    message: r.message,
    msg: r.message,
    friendlySize: friendlySize(upload.publicTotalSize),
    timeAgoInWords: timeAgoInWords(r.createdAt, now),
    ...upload,
    created_at: new Date(r.createdAt).toISOString(),
    liveAt: iso(r.liveAt),
    contentHash: r.contentHash,
    meta: r.meta,
    ...(rolledBack ? { rolledBack: rolledBack.has(r.rev) } : {}),
  };
}

export function metadataOf(r: RevisionRecord, project: ProjectRecord): Metadata {
  return {
    rev: r.rev,
    domain: r.domain,
    preview: previewHost(r.rev, r.domain),
    email: r.email,
    message: r.message,
    ...uploadRecord(r, project),
    current: project.liveRev === r.rev,
    stage: r.stage,
    liveAt: iso(r.liveAt),
    contentHash: r.contentHash,
    meta: r.meta,
  };
}

export function manifestOf(files: HashedFileRecord[]): Manifest {
  const out: Manifest = {};
  for (const f of files) out[f.path] = { size: f.size, md5: f.md5, md5sum: f.md5 };
  return out;
}

export function projectEntry(
  project: ProjectRecord,
  live: RevisionRecord | null,
  role: 'owner' | 'collaborator',
  ownerEmail: string,
  planName: string,
  now: number,
): ProjectEntry {
  return {
    domain: project.domain,
    rev: live?.rev ?? null,
    timeAgoInWords: timeAgoInWords(live?.createdAt ?? project.createdAt, now),
    planName,
    preview: live ? previewHost(live.rev, project.domain) : null,
    email: ownerEmail,
    role,
    publicFileCount: live ? live.fileCount - live.privateFiles.length : 0,
    publicTotalSize: live ? live.totalSize - live.privateFiles.reduce((sum, f) => sum + f.size, 0) : 0,
    cmd: live?.cmd ?? 'sitepub',
    platform: live?.platform ?? 'sitepub',
    cliVersion: live?.cliVersion ?? null,
  };
}

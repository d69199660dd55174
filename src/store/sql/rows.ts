/**
 * Row → record mapping of the core tables, for both databases: rows come back with the records' field names
 * (db.ts), so what is left is JSON text, flags and the few fields named otherwise.
 */
import type { PrivateFile } from '../../protocol/private-files.ts';
import type { ProjectConfig } from '../../protocol/types.ts';
import {
  LIVE_CAUSES,
  type AccountRecord,
  type LiveMove,
  type ProjectRecord,
  type RevisionRecord,
  type TokenRecord,
} from '../types.ts';
import type { Row } from './schema.ts';

export const toAccount = (r: Row<'accounts'>): AccountRecord => ({
  ...r,
  shownEmail: r.shownEmail ?? r.email,
});

export const toToken = (r: Row<'tokens'>): TokenRecord => ({ ...r, scope: JSON.parse(r.scope) as string[] });

export const toProject = (r: Row<'projects'>): ProjectRecord => ({
  ...r,
  settings: JSON.parse(r.settings) as ProjectConfig,
});

/** A revisions row with `liveAt`, the last time it went live (revisions.ts). */
export const toRevision = ({
  uploadStart,
  uploadEnd,
  ...r
}: Row<'revisions'> & { liveAt: number | null }): RevisionRecord => ({
  ...r,
  status: r.status === 'ready' ? 'ready' : 'pending',
  stage: r.stage === 1,
  privateFiles: JSON.parse(r.privateFiles) as PrivateFile[],
  meta: JSON.parse(r.meta) as Record<string, string>,
  headers: JSON.parse(r.headers) as Record<string, string>,
  uploadStartTime: uploadStart,
  uploadEndTime: uploadEnd,
});

/** A live_history row; an unknown or missing cause reads as null. */
export const toLiveMove = (r: Pick<Row<'live_history'>, 'rev' | 'at' | 'cause'>): LiveMove => ({
  ...r,
  cause: LIVE_CAUSES.find((c) => c === r.cause) ?? null,
});

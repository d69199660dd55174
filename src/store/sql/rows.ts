/**
 * Row → record mapping of the core tables, for both databases: one schema (schema.ts) gives both the same table
 * and column names and value types (BIGINT read back as numbers: postgres/db.ts), so one mapping reads both.
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
  id: r.id,
  email: r.email,
  shownEmail: r.shown_email ?? r.email,
  passwordHash: r.password_hash,
  plan: r.plan,
  role: r.role,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  emailVerifiedAt: r.email_verified_at,
  verificationSentAt: r.verification_sent_at,
});

export const toToken = (r: Row<'tokens'>): TokenRecord => ({
  id: r.id,
  accountId: r.account_id,
  hash: r.hash,
  msg: r.msg,
  scope: JSON.parse(r.scope) as string[],
  uses: r.uses,
  createdAt: r.created_at,
  lastUsedAt: r.last_used_at,
  expiresAt: r.expires_at,
});

export const toProject = (r: Row<'projects'>): ProjectRecord => ({
  domain: r.domain,
  ownerId: r.owner_id,
  liveRev: r.live_rev,
  settings: JSON.parse(r.settings) as ProjectConfig,
  version: r.version,
  createdAt: r.created_at,
});

/** A revisions row with `live_at`, the last time it went live (revisions.ts). */
export const toRevision = (r: Row<'revisions'> & { live_at: number | null }): RevisionRecord => ({
  domain: r.domain,
  rev: r.rev,
  status: r.status === 'ready' ? 'ready' : 'pending',
  accountId: r.account_id,
  email: r.email,
  message: r.message,
  stage: r.stage === 1,
  cliVersion: r.cli_version,
  cmd: r.cmd,
  platform: r.platform,
  fileCount: r.file_count,
  totalSize: r.total_size,
  privateFiles: JSON.parse(r.private_files) as PrivateFile[],
  contentHash: r.content_hash,
  meta: JSON.parse(r.meta) as Record<string, string>,
  headers: JSON.parse(r.headers) as Record<string, string>,
  uploadStartTime: r.upload_start,
  uploadEndTime: r.upload_end,
  createdAt: r.created_at,
  liveAt: r.live_at,
});

/** A live_history row; an unknown or missing cause reads as null. */
export const toLiveMove = (r: Pick<Row<'live_history'>, 'rev' | 'at' | 'cause'>): LiveMove => ({
  rev: r.rev,
  at: r.at,
  cause: LIVE_CAUSES.find((c) => c === r.cause) ?? null,
});

/**
 * Row ↔ record mapping of the core tables, for both databases: one schema (schema.ts) gives both the same table
 * and column names, so one mapping reads both.
 */
import type { PrivateFile } from '../../protocol/private-files.ts';
import type { ProjectConfig } from '../../protocol/types.ts';
import {
  LIVE_CAUSES,
  type AccountRecord,
  type LiveCause,
  type LiveMove,
  type ProjectRecord,
  type RevisionRecord,
  type TokenRecord,
} from '../types.ts';

type Row = Record<string, unknown>;

const num = (v: unknown): number => Number(v);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const str = (v: unknown): string => String(v);
const strOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

export function toAccount(r: Row): AccountRecord {
  return {
    id: str(r.id),
    email: str(r.email),
    shownEmail: r.shown_email === null || r.shown_email === undefined ? str(r.email) : str(r.shown_email),
    passwordHash: str(r.password_hash),
    plan: str(r.plan),
    role: str(r.role),
    createdAt: num(r.created_at),
    updatedAt: num(r.updated_at),
    emailVerifiedAt: numOrNull(r.email_verified_at),
    verificationSentAt: numOrNull(r.verification_sent_at),
  };
}

export function toToken(r: Row): TokenRecord {
  return {
    id: str(r.id),
    accountId: str(r.account_id),
    hash: str(r.hash),
    msg: str(r.msg),
    scope: JSON.parse(str(r.scope)) as string[],
    uses: num(r.uses),
    createdAt: num(r.created_at),
    lastUsedAt: numOrNull(r.last_used_at),
    expiresAt: num(r.expires_at),
  };
}

export function toProject(r: Row): ProjectRecord {
  return {
    domain: str(r.domain),
    ownerId: str(r.owner_id),
    liveRev: numOrNull(r.live_rev),
    settings: JSON.parse(str(r.settings)) as ProjectConfig,
    version: num(r.version),
    createdAt: num(r.created_at),
  };
}

export function toRevision(r: Row): RevisionRecord {
  return {
    domain: str(r.domain),
    rev: num(r.rev),
    status: str(r.status) === 'ready' ? 'ready' : 'pending',
    accountId: str(r.account_id),
    email: str(r.email),
    message: strOrNull(r.message),
    stage: num(r.stage) === 1,
    cliVersion: strOrNull(r.cli_version),
    cmd: str(r.cmd),
    platform: str(r.platform),
    fileCount: num(r.file_count),
    totalSize: num(r.total_size),
    privateFiles: JSON.parse(
      r.private_files === undefined || r.private_files === null ? '[]' : str(r.private_files),
    ) as PrivateFile[],
    contentHash: str(r.content_hash),
    meta: JSON.parse(str(r.meta)) as Record<string, string>,
    headers: JSON.parse(str(r.headers)) as Record<string, string>,
    uploadStartTime: num(r.upload_start),
    uploadEndTime: num(r.upload_end),
    createdAt: num(r.created_at),
    liveAt: numOrNull(r.live_at),
  };
}

/** A live_history row (`rev`, `at`, `cause`); an unknown or missing cause reads as null. */
export function toLiveMove(r: Row): LiveMove {
  const cause = LIVE_CAUSES.find((c) => c === r.cause);
  return { rev: numOrNull(r.rev), at: num(r.at), cause: (cause ?? null) as LiveCause | null };
}

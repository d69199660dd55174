/**
 * What a client is told when a request fails (docs/server.md, "Errors"): decided by the error's type and code,
 * never by its text. Messages the server chose (an HTTP error of src/server/errors.ts, an ArchiveError, a
 * DeployError) are shown as they are; a StoreError is shown as the message chosen here for its code (what failed,
 * that production is unchanged, what to do) with the request id; anything else is "internal error, request id
 * …". The whole error goes to the server's log with the same request id (the callers log it). Pure: no I/O.
 */
import { StoreError, type StoreErrorCode } from '../store/errors.ts';
import { ArchiveError } from './deploy/archive-guard.ts';
import { DeployError } from './deploy/deploy-error.ts';

/** Where the failure is told: a deploy's stream (`deploy again`) or any other request (`try again`). */
export type FailedDuring = 'deploy' | 'request';

/** The code of an error that is not a chosen one: its detail is in the log only. */
export const INTERNAL_CODE = 'SITEPUB_INTERNAL';

interface StoreMessage {
  status: number;
  /** What failed, as the client may read it. */
  failed: string;
  /** What to do; `{again}` is "deploy again" or "try again". */
  todo: string;
  /** Seconds for `retry-after` (a JSON answer) when waiting is the remedy. */
  retryAfter?: number;
}

/** The message of each StoreError code: the only storage texts a client ever sees. */
export const STORE_MESSAGES: Readonly<Record<StoreErrorCode, StoreMessage>> = {
  SITEPUB_STORAGE_FULL: {
    status: 507,
    failed: 'the server ran out of disk space',
    todo: 'Free space on its data volume (or ask its operator), then {again}',
  },
  SITEPUB_DATABASE_UNAVAILABLE: {
    status: 503,
    failed: "the server's database is unreachable",
    todo: "Try again in a moment; if it lasts, tell the server's operator",
    retryAfter: 5,
  },
  SITEPUB_STORAGE_UNAVAILABLE: {
    status: 503,
    failed: "the server's file storage is unreachable",
    todo: "Try again in a moment; if it lasts, tell the server's operator",
    retryAfter: 5,
  },
  SITEPUB_STORAGE_DENIED: {
    status: 500,
    failed: 'the server may not write to its storage (a permission or credentials problem on the server)',
    todo: "Tell the server's operator, then {again}",
  },
  SITEPUB_STORAGE_BUSY: {
    status: 503,
    failed: "the server's storage is busy",
    todo: 'Wait a moment, then {again}',
    retryAfter: 2,
  },
  SITEPUB_STORAGE_FAILED: {
    status: 500,
    failed: "the server's storage failed",
    todo: "Try again; if it lasts, tell the server's operator",
  },
};

export interface PublicFailure {
  status: number;
  /** The stable code (a StoreError's, or SITEPUB_INTERNAL). */
  code: string;
  message: string;
  retryAfter?: number;
}

const againOf = (during: FailedDuring) => (during === 'deploy' ? 'deploy again' : 'try again');

/** The message a client sees for a StoreError `code`, with the request id. */
export function storeFailure(code: StoreErrorCode, requestId: string, during: FailedDuring): PublicFailure {
  const m = STORE_MESSAGES[code];
  const what =
    during === 'deploy'
      ? `${m.failed} while storing the upload; production is unchanged`
      : `${m.failed}; the request was not completed and production is unchanged`;
  return {
    status: m.status,
    code,
    message: `${what}. ${m.todo.replace('{again}', againOf(during))} (request id ${requestId})`,
    ...(m.retryAfter !== undefined ? { retryAfter: m.retryAfter } : {}),
  };
}

/** "internal error, request id …": all a client learns of a failure the server did not choose to explain. */
export function internalFailure(requestId: string, during: FailedDuring): PublicFailure {
  const what =
    during === 'deploy'
      ? 'the deploy was not stored and production is unchanged; deploy again'
      : 'the request was not completed and production is unchanged; try again';
  return {
    status: 500,
    code: INTERNAL_CODE,
    message: `internal error, request id ${requestId}: ${what}, and if it lasts give the server's operator this request id`,
  };
}

/** An HTTP error this server made with a message for the client (src/server/errors.ts): 4xx, a SITEPUB_ code. */
export function isChosenHttpError(err: unknown): err is Error & { statusCode: number; code: string } {
  if (!(err instanceof Error)) return false;
  const { statusCode, code } = err as { statusCode?: unknown; code?: unknown };
  return (
    typeof statusCode === 'number' &&
    statusCode >= 400 &&
    statusCode < 500 &&
    typeof code === 'string' &&
    code.startsWith('SITEPUB_')
  );
}

/**
 * The `error` line of a failed deploy stream: a chosen message as it is, else by code (see above). `serverFault`:
 * the server failed (a storage code or an internal error), so the log records it as an error, not a warning.
 */
export function deployFailureLine(
  err: unknown,
  requestId: string,
): { message: string; code?: string; serverFault: boolean } {
  if (err instanceof ArchiveError || err instanceof DeployError)
    return { message: err.message, code: err.code, serverFault: false };
  if (isChosenHttpError(err)) return { message: err.message, code: err.code, serverFault: false };
  const f =
    err instanceof StoreError
      ? storeFailure(err.code, requestId, 'deploy')
      : internalFailure(requestId, 'deploy');
  return { message: f.message, code: f.code, serverFault: true };
}

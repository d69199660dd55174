/**
 * A deploy that failed for a reason the server chose to tell the client in its own words (the `error` line of
 * the deploy stream shows the message and the code): the account's billing plan needs a subscription, reused content is gone, no
 * edge confirmed, the client went away. Storage failures are StoreErrors (src/store/errors.ts) and archive
 * faults ArchiveErrors; anything else is an internal error (src/server/public-errors.ts).
 */
export type DeployErrorCode =
  'SITEPUB_PAYMENT_REQUIRED' | 'SITEPUB_CONTENT_GONE' | 'SITEPUB_NOT_DISTRIBUTED' | 'SITEPUB_UPLOAD_ABORTED';

export class DeployError extends Error {
  readonly code: DeployErrorCode;
  constructor(code: DeployErrorCode, message: string) {
    super(message);
    this.name = 'DeployError';
    this.code = code;
  }
}

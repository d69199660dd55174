export { createClient, CLIENT_VERSION } from './client.ts';
export type { Client, ClientOptions, CallOptions, EncryptResult, RevArg } from './client.ts';
export { DEPLOY_ID_META_KEY, MAX_META_BYTES } from './deploy/index.ts';
export { madeBy } from './deploy-request.ts';
export type {
  DeployOptions,
  DeployOptionsBase,
  DeployResult,
  FolderSource,
  StreamSource,
  UploadCounts,
  UploadStart,
} from './deploy/index.ts';
export {
  UPLOAD_DELTA_HEADER as UPLOAD_PLAN_HEADER,
  uploadLine,
  type UploadLineFormat,
} from './upload-delta.ts';
export { ApiError, ClientError, NetworkError, isPlainHttpAnswer, parseErrorBody } from './errors.ts';
export type { ApiErrorCode, ClientErrorCode, ParsedErrorBody } from './errors.ts';
export type { EventRun } from './event-run.ts';
export type { Logger } from './logger.ts';
export { silentLogger } from './logger.ts';
export { createNdjsonSplitter, parseNdjson, ndjsonEvents, isEvent } from './ndjson.ts';
export type { StreamEvent, UnknownEvent, RawEvent, NdjsonSplitter } from './ndjson.ts';
export {
  withRetry,
  parseRetryAfter,
  isRetryable,
  backoffDelay,
  DEFAULT_RETRY,
  RATE_LIMIT_MAX_WAIT_MS,
  RATE_LIMIT_MIN_WAIT_MS,
} from './retry.ts';
export type { RetryOptions } from './retry.ts';
export type * from '../protocol/api.ts';
/**
 * `DnsRecord` keeps its published meaning: a row of a DNS listing as any surge server sends it (`ListedDnsRecord`).
 * The stricter record a sitepub server stores and lists is `SitepubDnsRecord` (src/protocol/dns.ts).
 */
export type { ListedDnsRecord as DnsRecord } from '../protocol/api.ts';
/** The API's names of the upload delta's shapes (client.uploadPlan()), kept for the library's users. */
export type { UploadDelta as UploadPlan, UploadDeltaFile as UploadPlanFile } from '../protocol/uploads.ts';
export type { DnsRecord as SitepubDnsRecord, RecordType } from '../protocol/dns.ts';
/** The wire types the functions above take and return (shared with the server: src/protocol/types.ts). */
export type {
  Account,
  CachePurgeResult,
  Card,
  CertEvent,
  CollectEvent,
  CutoverResult,
  DeployEvent,
  DiscardResult,
  ErrorBody,
  ErrorEvent,
  InfoEvent,
  Instance,
  Manifest,
  Metadata,
  Plan,
  ProgressEvent,
  ProjectConfig,
  ProjectEntry,
  RevisionEntry,
  RollbackResult,
  SubscriptionEvent,
  TokenEntry,
  TokenResult,
  UrlEntry,
  UsersEvent,
} from '../protocol/types.ts';
/** Packer types that DeployOptions and DeployResult mention (also exported by `sitepub/pack`). */
export type { LocalManifest, PackOptions, SiteHashes, SiteScan } from '../pack/index.ts';
export type { SkippedLink } from '../pack/walk.ts';

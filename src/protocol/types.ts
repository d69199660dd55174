/**
 * Wire types of the surge-compatible API, shared by the reference server, the client and the Action.
 * Field names follow the spec (part 2, 4, 6) and, where the spec says "not shown", what the official
 * `surge` CLI and `surge-sdk` read (both summarised in docs/surge-protocol.md). Pure types: no runtime code.
 */

/** Error body, first spec shape (7.2): every error the reference server sends carries `messages`. */
export interface ErrorBody {
  messages: string[];
  /** The fields at fault, `{}` when none (always sent by the reference server, as by the real service). */
  details?: Record<string, string>;
  /** The HTTP status, as the real service repeats it in the body. */
  status?: number;
  /** Second spec shape; the server sends it alongside `messages` so both kinds of client are served. */
  message?: string;
}

export interface Plan {
  id: string;
  name: string;
  amount: number;
  friendlyAmount?: string;
  interval?: string;
  comped?: boolean;
  perks?: string[];
  trial_period_days?: number;
}

export interface Card {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export interface Account {
  id: string;
  uuid: string;
  email: string;
  role: string;
  /** ISO 8601 UTC with milliseconds, or null while unverified. */
  email_verified_at: string | null;
  created_at: string;
  updated_at: string;
  payment_id: string | null;
  plan: Plan;
  card: Card | null;
}

export interface TokenResult {
  email: string;
  token: string;
  id: string;
  msg: string;
  scope: string[];
  created_at: string;
  expires_at: string;
  /** sitepub: true when the email and password created the account (the spec's implicit sign-up). */
  account_created?: boolean;
}

export interface TokenEntry {
  id: string;
  scope: string[];
  msg: string;
  uses: number;
  created_at: string;
  last_used_at: string | null;
  expires_at: string;
}

/** Entry of `GET /list`. */
export interface ProjectEntry {
  domain: string;
  rev: number | null;
  timeAgoInWords: string;
  planName: string;
  /** Preview URL host of the live revision. */
  preview: string | null;
  email: string;
  role: 'owner' | 'collaborator';
  publicFileCount: number;
  publicTotalSize: number;
  cmd: string;
  platform: string;
  /** The live revision's client version (its `version` header), as the real service's list items carry it. */
  cliVersion?: string | null;
}

/** Entry of `GET /:domain/list` (newest first), and the revision object of rollback/cutover/discard. */
export interface RevisionEntry {
  rev: number;
  /** Preview host, e.g. `1700000000000-my-site.localhost` (no scheme, as the official CLI prints it). */
  preview: string;
  current: boolean;
  email: string;
  message: string | null;
  /** Alias of `message`, read by the official CLI. */
  msg: string | null;
  friendlySize: string;
  timeAgoInWords: string;
  // The fields marked `?` below are sent by the reference server and the real service; older servers lack them.
  /** What the client called itself (the `cmd` deploy header, else its user agent's product name). */
  cmd?: string;
  platform?: string;
  /** The `version` deploy header. */
  cliVersion?: string | null;
  /** Build output and build time: always null (this server runs no build). */
  output?: null;
  buildTime?: null;
  config?: ProjectConfig;
  /** Served files (the private ones left out). */
  publicFileCount: number;
  publicTotalSize: number;
  /** Uploaded files that are never served (`/CNAME`, `/AUTH`, `/CORS`, `/ROUTER`: protocol/private-files.ts). */
  privateFileCount?: number;
  privateTotalSize?: number;
  privateFileList?: string[];
  uploadStartTime?: number;
  uploadEndTime?: number;
  uploadDuration?: number;
  /** ISO time of the deploy. */
  created_at: string;
  /** When this revision last became production (ISO), or null if it never was live. Lets clients roll back to
   * "the revision that was live before the current one" rather than the next older list entry. */
  liveAt: string | null;
  /** sha256 over the sorted (path, sha256) list of the revision's files: equal content ⇒ equal hash. */
  contentHash: string;
  /** Free-form string metadata sent by the client in the `x-sitepub-meta` deploy header (a JSON object of
   * strings, at most 4 KB), e.g. `{"commit":"<sha>","pr":"12","ref":"refs/pull/12/head"}`. */
  meta: Record<string, string>;
  /** sitepub's `GET /:domain/list`: the preview as a URL with the edges' scheme and port. */
  previewUrl?: string;
  /** sitepub extension: production was rolled back from this revision (and it was not chosen again since), so
   * no implicit move (rollback, discard of the live one) returns to it. Absent on a plain surge server. */
  rolledBack?: boolean;
}

export interface Metadata {
  rev: number;
  domain: string;
  preview: string;
  email: string;
  message: string | null;
  cmd: string;
  platform: string;
  cliVersion: string | null;
  output: null;
  buildTime: null;
  publicFileCount: number;
  publicTotalSize: number;
  privateFileCount: number;
  privateTotalSize: number;
  privateFileList: string[];
  uploadStartTime: number;
  uploadEndTime: number;
  uploadDuration: number;
  current: boolean;
  stage: boolean;
  liveAt: string | null;
  contentHash: string;
  meta: Record<string, string>;
  config: ProjectConfig;
}

/** `manifest.json`: path (with leading slash) → size and md5 (hex). `md5sum` is the official CLI's name. */
export type Manifest = Record<string, { size: number; md5: string; md5sum: string }>;

/** Project settings (`PUT /:domain/settings`, `info.config`). */
export interface ProjectConfig {
  forceHttps: boolean;
  cleanUrls: boolean;
  spa: boolean;
  cors: string | null;
  headers: Record<string, string>;
  /**
   * `protected`: preview and alias hosts answer only accounts that may see the project (HTTP Basic
   * `token:<API token>`, or a browser signed in through the origin). Absent: `public` (the default).
   */
  previews?: 'public' | 'protected';
}

export interface Instance {
  type: string;
  provider: string;
  domain: string;
  location: string;
  ip: string;
  status: string;
  confirmation: string;
  info: string;
}

export interface UrlEntry {
  name: string;
  domain: string;
  url: string;
}

// ---- NDJSON deploy stream events (spec part 6) ----

export interface ProgressEvent {
  type: 'progress';
  id: 'upload' | 'cdn' | 'encrypt';
  written: number;
  total: number;
  file?: string;
  end?: boolean;
}

export interface CertEvent {
  type: 'cert';
  data: { issuer: string; altnames: string[]; expiresInWords: string };
}

export interface SubscriptionEvent {
  type: 'subscription';
  data: Plan | null;
}

export interface CollectEvent {
  type: 'collect';
  /** sitepub extension: what is over which limit of the account's plan, in words. */
  reason?: string;
  plan: Plan;
  perks: string[];
  checkout_url: string;
  stripe_pk: string | null;
  card: Card | null;
}

export interface InfoEvent {
  type: 'info';
  urls: UrlEntry[];
  instances: Instance[];
  metadata: Metadata;
  config: ProjectConfig;
  certs?: unknown[];
  /** Lines the official CLI prints under the info table; sitepub's server sends a warning here (none served). */
  msgsBot?: InfoMessage[];
  /** sitepub's server: the lines of the site's rule files (`_redirects`, `_headers`, `ROUTER`, `CORS`, `AUTH`)
   * it could not apply; the rest apply. Absent when there are none (the official CLI ignores the field). */
  ruleProblems?: RuleProblem[];
  /**
   * sitepub extension: this deploy was overtaken. A deploy to the same domain that started later (`rev`, the
   * greater revision) went live before this one finished, so this one was kept as a ready revision and
   * production did not move; `message` says so and names the command that puts it live.
   */
  overtaken?: { rev: number; message: string };
}

/** A line of a rule file that was not applied: the file (`_redirects`), its 1-based line (0: the whole file), why. */
export interface RuleProblem {
  file: string;
  line: number;
  message: string;
}

/** `{msg, color, align}` of the info line's msgsTop/msgsMid/msgsBot (the official CLI prints them). */
export interface InfoMessage {
  msg: string;
  color?: string;
  align?: string;
}

export interface ErrorEvent {
  type: 'error';
  error: { message: string; code?: string };
}

/** Collaborators after a deploy's `add`/`rem` headers (the official CLI prints `users`). */
export interface UsersEvent {
  type: 'users';
  users: string[];
  warning?: string;
  invites?: unknown[];
  revoked?: unknown;
}

export type DeployEvent =
  ProgressEvent | CertEvent | SubscriptionEvent | CollectEvent | InfoEvent | ErrorEvent | UsersEvent;

/** sitepub extension on the answers that move production: where it is now, in the server's words. */
export interface ProductionNow {
  /** The revision production serves (null = offline). */
  rev: number | null;
  message: string;
}

export interface RollbackResult {
  revision: RevisionEntry;
  former: RevisionEntry;
  instances: Instance[];
  domain: string;
  /** Where production is served (as in `info.urls`), so callers can health-check it. */
  urls?: UrlEntry[];
  production?: ProductionNow;
}

export interface CutoverResult {
  status: 201 | 200;
  revision: RevisionEntry;
  former: RevisionEntry | null;
  instances: Instance[];
  domain: string;
  /** Where production is served (as in `info.urls`), so callers can health-check it. */
  urls?: UrlEntry[];
  production?: ProductionNow;
}

export interface DiscardResult {
  revision: RevisionEntry;
  uncached: { change: null | 'rollfore' | 'rollback' | 'offline' };
  instances: Instance[];
  domain: string;
  production?: ProductionNow;
}

export interface CachePurgeResult {
  status: number;
  confirmed: string[];
  unconfirmed: string[];
  instances: Instance[];
}

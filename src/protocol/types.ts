/**
 * Wire shapes of the surge-compatible API, shared by the reference server, the client and the Action: each one a
 * TypeBox schema (JSON Schema) and, under the same name, its TypeScript type (`Static<typeof X>`). The server's
 * route schemas and so its OpenAPI document are these schemas; the client reads answers through them
 * (src/client/normalize.ts). Field names follow the spec (part 2, 4, 6) and, where the spec says "not shown",
 * what the official `surge` CLI and `surge-sdk` read (both summarised in docs/surge-protocol.md).
 * A field is optional (`Type.Optional`) when some server (an older one, a plain surge server) may leave it out.
 */
import { Type, type Static, type TSchema } from 'typebox';

const str = Type.String();
const int = Type.Integer();
const bool = Type.Boolean();
const strings = Type.Array(str);
const stringMap = Type.Record(Type.String(), Type.String());
const iso = Type.String({ format: 'date-time' });
/** `T | null`, with the options (description) on the union. */
export const nullable = <T extends TSchema>(t: T, options: { description?: string } = {}) =>
  Type.Union([t, Type.Null()], options);
/** An object with exactly these properties (OpenAPI: no others), as the reference server sends it. */
export const closed = <P extends Record<string, TSchema>>(
  properties: P,
  options: { description?: string } = {},
) => Type.Object(properties, { ...options, additionalProperties: false });
/** An object with these properties and possibly others (shapes that grow, e.g. plan definitions). */
export const open = <P extends Record<string, TSchema>>(
  properties: P,
  options: { description?: string } = {},
) => Type.Object(properties, { ...options, additionalProperties: true });
const opt = Type.Optional;

/** Error body, first spec shape (7.2): every error the reference server sends carries `messages`. */
export const ErrorBody = Type.Object(
  {
    messages: strings,
    /** The fields at fault, `{}` when none (always sent by the reference server, as by the real service). */
    details: opt(stringMap),
    /** The HTTP status, as the real service repeats it in the body. */
    status: opt(int),
    /** Second spec shape; the server sends it alongside `messages` so both kinds of client are served. */
    message: opt(str),
  },
  {
    description:
      'Every error: `messages` (one text), `details` (the fields at fault, `{}` when none), `status`, `message` ' +
      '(the same text). 4xx answers also carry a `reason` header.',
  },
);
export type ErrorBody = Static<typeof ErrorBody>;

export const Plan = open({
  id: str,
  name: str,
  amount: Type.Number({ description: 'price in the smallest currency unit per interval' }),
  friendlyAmount: opt(str),
  interval: opt(str),
  comped: opt(bool),
  perks: opt(strings),
  trial_period_days: opt(int),
  current: opt(Type.Boolean({ description: 'the account is on this plan' })),
  paid: opt(bool),
});
export type Plan = Static<typeof Plan>;

export const Card = closed({ brand: str, last4: str, exp_month: int, exp_year: int });
export type Card = Static<typeof Card>;

export const Account = closed({
  id: str,
  uuid: str,
  email: str,
  role: str,
  email_verified_at: nullable(iso, { description: 'null while unverified' }),
  created_at: iso,
  updated_at: iso,
  payment_id: nullable(str),
  plan: Plan,
  card: nullable(Card),
});
export type Account = Static<typeof Account>;

/** `POST /token`. */
export const TokenResult = closed({
  email: str,
  token: Type.String({ description: 'the API token (64 hex); shown once' }),
  id: str,
  msg: str,
  scope: Type.Array(str, {
    description: 'domains the token is limited to; empty: every project of the account',
  }),
  created_at: iso,
  expires_at: iso,
  account_created: opt(
    Type.Boolean({
      description:
        'true when these email:password credentials created the account (implicit sign-up; sitepub)',
    }),
  ),
});
export type TokenResult = Static<typeof TokenResult>;

/** Entry of `GET /tokens`. */
export const TokenEntry = closed({
  id: str,
  scope: strings,
  msg: str,
  uses: int,
  created_at: iso,
  last_used_at: nullable(iso),
  expires_at: iso,
});
export type TokenEntry = Static<typeof TokenEntry>;

/** Entry of `GET /list`. */
export const ProjectEntry = closed({
  domain: str,
  rev: nullable(int, { description: 'live revision, null when offline' }),
  timeAgoInWords: str,
  planName: str,
  preview: nullable(str, { description: 'preview host of the live revision' }),
  email: Type.String({ description: "the owner's email" }),
  role: Type.Union([Type.Literal('owner'), Type.Literal('collaborator')]),
  publicFileCount: int,
  publicTotalSize: int,
  cmd: str,
  platform: str,
  cliVersion: opt(
    nullable(str, { description: "the live revision's client version (its `version` header)" }),
  ),
});
export type ProjectEntry = Static<typeof ProjectEntry>;

/** Project settings (`PUT /:domain/settings`, `info.config`). */
export const ProjectConfig = closed(
  {
    forceHttps: bool,
    cleanUrls: bool,
    spa: bool,
    cors: nullable(str),
    headers: stringMap,
    /** Absent: `public` (the default). */
    previews: opt(
      Type.Union([Type.Literal('public'), Type.Literal('protected')], {
        description:
          'protected: preview and alias hosts answer only accounts that may see the project (HTTP Basic ' +
          '`token:<API token>`, or a browser signed in through the origin); absent: public',
      }),
    ),
  },
  { description: 'Project settings (PUT /:domain/settings), as edges apply them.' },
);
export type ProjectConfig = Static<typeof ProjectConfig>;

/** Fields of the upload record that revision entries and metadata carry. */
const uploadRecord = {
  /** What the client called itself (the `cmd` deploy header, else its user agent's product name). */
  cmd: str,
  platform: str,
  /** The `version` deploy header. */
  cliVersion: nullable(str),
  /** Build output and build time: always null (this server runs no build). */
  output: Type.Null(),
  buildTime: Type.Null(),
  config: ProjectConfig,
  /** Served files (the private ones left out). */
  publicFileCount: int,
  publicTotalSize: int,
  /** Uploaded files that are never served (`/CNAME`, `/AUTH`, `/CORS`, `/ROUTER`: protocol/private-files.ts). */
  privateFileCount: int,
  privateTotalSize: int,
  privateFileList: strings,
  uploadStartTime: int,
  uploadEndTime: int,
  uploadDuration: int,
};

/** Entry of `GET /:domain/list` (newest first), and the revision object of rollback/cutover/discard. */
export const RevisionEntry = closed({
  rev: Type.Integer({ description: 'millisecond timestamp, the revision id' }),
  /** No scheme, as the official CLI prints it. */
  preview: Type.String({ description: 'preview host, e.g. 1700000000000-my-site.localhost' }),
  current: Type.Boolean({ description: 'this revision is production' }),
  email: str,
  message: nullable(str),
  msg: nullable(str, { description: 'alias of message, read by the official CLI' }),
  friendlySize: str,
  timeAgoInWords: str,
  // Servers older than the reference server lack the upload record but for the public counts.
  ...Type.Partial(Type.Object(uploadRecord)).properties,
  publicFileCount: int,
  publicTotalSize: int,
  created_at: Type.String({ format: 'date-time', description: 'the deploy time' }),
  /** Lets clients roll back to "the revision that was live before the current one". */
  liveAt: nullable(iso, { description: 'when it last became production, null if never' }),
  contentHash: Type.String({
    description: 'sha256 over the sorted (path, sha256) list of its files: equal content, equal hash',
  }),
  /** A JSON object of strings, at most 4 KB, e.g. `{"commit":"<sha>","pr":"12","ref":"refs/pull/12/head"}`. */
  meta: Type.Record(Type.String(), Type.String(), {
    description: 'the x-sitepub-meta deploy header (commit, pr, ref…)',
  }),
  previewUrl: opt(
    Type.String({ description: "the preview as a URL, with the edges' scheme and port (GET /:domain/list)" }),
  ),
  rolledBack: opt(
    Type.Boolean({
      description:
        'production was rolled back from it (not chosen again since): no implicit move returns there (sitepub)',
    }),
  ),
});
export type RevisionEntry = Static<typeof RevisionEntry>;

/** `GET /:domain[/:rev]/metadata.json`, and `info.metadata` of a deploy. */
export const Metadata = closed({
  rev: int,
  domain: str,
  preview: str,
  email: str,
  message: nullable(str),
  ...uploadRecord,
  current: bool,
  stage: bool,
  liveAt: nullable(iso),
  contentHash: str,
  meta: stringMap,
});
export type Metadata = Static<typeof Metadata>;

/** `manifest.json`: path (with leading slash) → size and md5 (hex). `md5sum` is the official CLI's name. */
export const Manifest = Type.Record(Type.String(), closed({ size: int, md5: str, md5sum: str }), {
  description: 'file path (leading slash) → size in bytes and MD5 (hex); md5sum is the official CLI name',
});
export type Manifest = Static<typeof Manifest>;

export const Instance = closed({
  type: str,
  provider: str,
  domain: str,
  location: str,
  ip: str,
  status: str,
  confirmation: str,
  info: str,
});
export type Instance = Static<typeof Instance>;

export const UrlEntry = closed({ name: str, domain: str, url: str });
export type UrlEntry = Static<typeof UrlEntry>;

// ---- NDJSON deploy stream events (spec part 6) ----

export const ProgressEvent = closed({
  type: Type.Literal('progress'),
  id: Type.Union([Type.Literal('upload'), Type.Literal('cdn'), Type.Literal('encrypt')]),
  written: int,
  total: int,
  file: opt(str),
  end: opt(bool),
});
export type ProgressEvent = Static<typeof ProgressEvent>;

export const CertEventData = closed({ issuer: str, altnames: strings, expiresInWords: str });
export type CertEventData = Static<typeof CertEventData>;
export const CertEvent = closed({ type: Type.Literal('cert'), data: CertEventData });
export type CertEvent = Static<typeof CertEvent>;

export const SubscriptionEvent = closed({ type: Type.Literal('subscription'), data: nullable(Plan) });
export type SubscriptionEvent = Static<typeof SubscriptionEvent>;

export const CollectEvent = open({
  type: Type.Literal('collect'),
  reason: opt(Type.String({ description: "what is over which limit of the account's plan (sitepub)" })),
  plan: Plan,
  perks: strings,
  checkout_url: str,
  stripe_pk: nullable(str),
  card: nullable(Card),
});
export type CollectEvent = Static<typeof CollectEvent>;

/** A certificate as `GET /:domain/certs` and the certificate stream describe it. */
export const CertInfo = closed({
  certName: str,
  subject: str,
  issuer: str,
  subjectAltNames: strings,
  notBefore: str,
  notAfter: str,
  expInDays: Type.Number(),
  autoRenew: bool,
  source: Type.Union([Type.Literal('managed'), Type.Literal('custom')]),
  fingerprint256: str,
  serialNumber: str,
});
export type CertInfo = Static<typeof CertInfo>;

/** `{msg, color, align}` of the info line's msgsTop/msgsMid/msgsBot (the official CLI prints them). */
export const InfoMessage = open({ msg: str, color: opt(str), align: opt(str) });
export type InfoMessage = Static<typeof InfoMessage>;

/** A line of a rule file that was not applied: the file (`_redirects`), its 1-based line (0: the whole file), why. */
export const RuleProblem = closed({ file: str, line: int, message: str });
export type RuleProblem = Static<typeof RuleProblem>;

export const InfoEvent = open({
  type: Type.Literal('info'),
  // `metadata` first: a client reads (and notes what is odd in) the revision before the rest.
  metadata: Metadata,
  urls: Type.Array(UrlEntry),
  instances: Type.Array(Instance),
  config: ProjectConfig,
  certs: opt(Type.Array(CertInfo)),
  /** sitepub's server sends a warning here (none served). */
  msgsBot: opt(
    Type.Array(InfoMessage, { description: 'lines the official CLI prints under the info table' }),
  ),
  /** The official CLI ignores the field. */
  ruleProblems: opt(
    Type.Array(RuleProblem, {
      description:
        "the lines of the site's rule files (`_redirects`, `_headers`, `ROUTER`, `CORS`, `AUTH`) that could not " +
        'be applied; absent when none (sitepub)',
    }),
  ),
  overtaken: opt(
    closed(
      { rev: int, message: str },
      {
        description:
          'this deploy was overtaken: a later deploy to the same domain (`rev`) went live before it finished, so ' +
          'it was kept as a ready revision and production did not move; `message` names the command that puts ' +
          'it live (sitepub)',
      },
    ),
  ),
});
export type InfoEvent = Static<typeof InfoEvent>;

export const ErrorEvent = closed({
  type: Type.Literal('error'),
  error: closed({ message: str, code: opt(str) }),
});
export type ErrorEvent = Static<typeof ErrorEvent>;

/** Collaborators after a deploy's `add`/`rem` headers (the official CLI prints `users`). */
export const UsersEvent = open({
  type: Type.Literal('users'),
  users: strings,
  warning: opt(str),
  invites: opt(Type.Array(Type.Unknown())),
  revoked: opt(Type.Unknown()),
});
export type UsersEvent = Static<typeof UsersEvent>;

/** One line of the deploy stream (`PUT /:domain`). */
export const DeployEvent = Type.Union([
  ProgressEvent,
  CertEvent,
  SubscriptionEvent,
  CollectEvent,
  InfoEvent,
  ErrorEvent,
  UsersEvent,
]);
export type DeployEvent = Static<typeof DeployEvent>;

/** The last line of the managed-certificate stream (`PUT /:domain/encrypt`). */
export const EncryptInfoEvent = open({
  type: Type.Literal('info'),
  domain: str,
  issued: Type.Boolean({ description: 'a certificate was issued now (false: an existing one is valid)' }),
  certs: Type.Array(CertInfo),
  urls: Type.Array(UrlEntry),
  instances: Type.Array(Instance),
});
export type EncryptInfoEvent = Static<typeof EncryptInfoEvent>;

/** The one line of `PUT /:domain/ssl` (202): the custom certificate installed. */
export const SslInstalledEvent = closed({
  type: Type.Literal('msg'),
  msg: str,
  payload: closed({ status: str, msg: str }),
  cert: CertInfo,
});
export type SslInstalledEvent = Static<typeof SslInstalledEvent>;

/** sitepub extension on the answers that move production: where it is now, in the server's words. */
export const ProductionNow = closed(
  { rev: nullable(int, { description: 'the revision production serves, null = offline' }), message: str },
  { description: 'sitepub extension: where production is now, in the words every surface shows' },
);
export type ProductionNow = Static<typeof ProductionNow>;

/** Where production is served (as in `info.urls`), so callers can health-check it. */
const productionUrls = opt(Type.Array(UrlEntry));

// `instances` first in the answers that move production: a client reads (and notes what is odd in) it first.
export const RollbackResult = closed({
  instances: Type.Array(Instance),
  revision: RevisionEntry,
  former: RevisionEntry,
  domain: str,
  urls: productionUrls,
  production: opt(ProductionNow),
});
export type RollbackResult = Static<typeof RollbackResult>;

export const CutoverResult = closed({
  status: Type.Union([Type.Literal(201), Type.Literal(200)], {
    description: '201 when production moved, 200 when it was there',
  }),
  instances: Type.Array(Instance),
  revision: RevisionEntry,
  former: nullable(RevisionEntry),
  domain: str,
  urls: productionUrls,
  production: opt(ProductionNow),
});
export type CutoverResult = Static<typeof CutoverResult>;

export const DiscardResult = closed({
  instances: Type.Array(Instance),
  revision: RevisionEntry,
  uncached: closed({
    change: Type.Union([
      Type.Null(),
      Type.Literal('rollfore'),
      Type.Literal('rollback'),
      Type.Literal('offline'),
    ]),
  }),
  domain: str,
  production: opt(ProductionNow),
});
export type DiscardResult = Static<typeof DiscardResult>;

/** `DELETE /:domain/cache`: the official CLI reads `status` and `instances`, surge-sdk callers the edge lists. */
export const CachePurgeResult = Type.Object({
  status: int,
  confirmed: strings,
  unconfirmed: strings,
  errors: opt(Type.Record(Type.String(), Type.String(), { description: 'edge id → why it did not confirm' })),
  instances: Type.Array(Instance),
});
export type CachePurgeResult = Static<typeof CachePurgeResult>;

/** `DELETE /:domain`. */
export const TeardownResult = closed({ msg: str, domain: str, instances: Type.Array(Instance) });
export type TeardownResult = Static<typeof TeardownResult>;

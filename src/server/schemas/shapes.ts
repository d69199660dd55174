/**
 * JSON schemas of the wire objects of src/protocol/types.ts (and of the extras' answers), for route schemas and
 * so for the OpenAPI document. They describe what the routes return on the sitepub profile; routes whose answers
 * are open objects serialise with `asReturned` (schemas/common.ts), so these schemas document without filtering.
 */

type Schema = Record<string, unknown>;

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const bool = { type: 'boolean' } as const;
const num = { type: 'number' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const strings = { type: 'array', items: str } as const;
const stringMap = { type: 'object', additionalProperties: str } as const;
const iso = { type: 'string', format: 'date-time' } as const;
const isoOrNull = { type: ['string', 'null'], format: 'date-time' } as const;

/** A closed object: every property listed, all required unless named in `optional`. */
export function closed(
  properties: Record<string, Schema>,
  optional: string[] = [],
  extra: Schema = {},
): Schema {
  const required = Object.keys(properties).filter((k) => !optional.includes(k));
  return { type: 'object', properties, ...requiredOf(required), additionalProperties: false, ...extra };
}

/** OpenAPI 3.0 wants `required` absent rather than empty. */
const requiredOf = (required: string[]) => (required.length > 0 ? { required } : {});

/** An object with the listed properties and possibly others (shapes that grow, e.g. plan definitions). */
export function open(
  properties: Record<string, Schema>,
  required: string[] = [],
  extra: Schema = {},
): Schema {
  return { type: 'object', properties, ...requiredOf(required), additionalProperties: true, ...extra };
}

export const projectConfigShape = closed(
  {
    forceHttps: bool,
    cleanUrls: bool,
    spa: bool,
    cors: strOrNull,
    headers: stringMap,
    previews: { type: 'string', enum: ['public', 'protected'] },
  },
  ['previews'],
  { description: 'Project settings (PUT /:domain/settings), as edges apply them.' },
);

export const planShape = open(
  {
    id: str,
    name: str,
    amount: { type: 'number', description: 'price in the smallest currency unit per interval' },
    friendlyAmount: str,
    interval: str,
    comped: bool,
    perks: strings,
    trial_period_days: int,
    current: { type: 'boolean', description: 'the account is on this plan' },
    paid: bool,
  },
  ['id', 'name', 'amount'],
);

export const cardShape = closed({ brand: str, last4: str, exp_month: int, exp_year: int });
const cardOrNull = { ...cardShape, type: ['object', 'null'] };

export const accountShape = closed({
  id: str,
  uuid: str,
  email: str,
  role: str,
  email_verified_at: { ...isoOrNull, description: 'null while unverified' },
  created_at: iso,
  updated_at: iso,
  payment_id: strOrNull,
  plan: planShape,
  card: cardOrNull,
});

export const tokenResultShape = closed({
  email: str,
  token: { type: 'string', description: 'the API token (64 hex); shown once' },
  id: str,
  msg: str,
  scope: { ...strings, description: 'domains the token is limited to; empty: every project of the account' },
  created_at: iso,
  expires_at: iso,
});

export const tokenEntryShape = closed({
  id: str,
  scope: strings,
  msg: str,
  uses: int,
  created_at: iso,
  last_used_at: isoOrNull,
  expires_at: iso,
});

export const projectEntryShape = closed({
  domain: str,
  rev: { type: ['integer', 'null'], description: 'live revision, null when offline' },
  timeAgoInWords: str,
  planName: str,
  preview: { ...strOrNull, description: 'preview host of the live revision' },
  email: { type: 'string', description: "the owner's email" },
  role: { type: 'string', enum: ['owner', 'collaborator'] },
  publicFileCount: int,
  publicTotalSize: int,
  cmd: str,
  platform: str,
  cliVersion: { ...strOrNull, description: "the live revision's client version (its `version` header)" },
});

/** Fields of the upload record every revision and metadata object carries. */
const uploadRecord = {
  cmd: str,
  platform: str,
  cliVersion: strOrNull,
  output: { type: 'null' },
  buildTime: { type: 'null' },
  config: projectConfigShape,
  publicFileCount: int,
  publicTotalSize: int,
  privateFileCount: int,
  privateTotalSize: int,
  privateFileList: strings,
  uploadStartTime: int,
  uploadEndTime: int,
  uploadDuration: int,
} as const;

export const revisionEntryShape = closed(
  {
    rev: { type: 'integer', description: 'millisecond timestamp, the revision id' },
    preview: { type: 'string', description: 'preview host, e.g. 1700000000000-my-site.localhost' },
    current: { type: 'boolean', description: 'this revision is production' },
    email: str,
    message: strOrNull,
    msg: { ...strOrNull, description: 'alias of message' },
    friendlySize: str,
    timeAgoInWords: str,
    ...uploadRecord,
    created_at: iso,
    liveAt: { ...isoOrNull, description: 'when it last became production, null if never' },
    contentHash: str,
    meta: { ...stringMap, description: 'the x-sitepub-meta deploy header (commit, pr, ref…)' },
    rolledBack: {
      type: 'boolean',
      description:
        'production was rolled back from it (not chosen again since): no implicit move returns there',
    },
  },
  ['rolledBack'],
);

const production = closed(
  {
    rev: { type: ['integer', 'null'], description: 'the revision production serves, null = offline' },
    message: str,
  },
  [],
  { description: 'sitepub extension: where production is now, in the words every surface shows' },
);

/** A shape with optional properties added (sitepub extensions a shape's other users do not send). */
function withOptional(shape: Schema, extra: Record<string, Schema>): Schema {
  return { ...shape, properties: { ...(shape.properties as Record<string, Schema>), ...extra } };
}

/** `GET /:domain/list` entries: revision entries with the preview as a URL (sitepub). */
export const listEntryShape = withOptional(revisionEntryShape, {
  previewUrl: {
    type: 'string',
    description: "the preview as a URL, with the edges' scheme and port (sitepub)",
  },
});

/** `POST /token`: the token, and whether these credentials created the account (sitepub). */
export const mintResultShape = withOptional(tokenResultShape, {
  account_created: {
    type: 'boolean',
    description: 'true when these email:password credentials created the account (implicit sign-up; sitepub)',
  },
});

export const metadataShape = closed({
  rev: int,
  domain: str,
  preview: str,
  email: str,
  message: strOrNull,
  ...uploadRecord,
  current: bool,
  stage: bool,
  liveAt: isoOrNull,
  contentHash: str,
  meta: stringMap,
});

export const manifestShape = {
  type: 'object',
  description: 'file path (leading slash) → size in bytes and MD5 (hex); md5sum is the official CLI name',
  additionalProperties: closed({ size: int, md5: str, md5sum: str }),
} as const;

export const instanceShape = closed({
  type: str,
  provider: str,
  domain: str,
  location: str,
  ip: str,
  status: str,
  confirmation: str,
  info: str,
});
const instances = { type: 'array', items: instanceShape } as const;

export const urlEntryShape = closed({ name: str, domain: str, url: str });
const urls = { type: 'array', items: urlEntryShape } as const;

export const rollbackShape = closed(
  { revision: revisionEntryShape, former: revisionEntryShape, instances, domain: str, urls, production },
  ['urls', 'production'],
);

export const cutoverShape = closed(
  {
    status: {
      type: 'integer',
      enum: [200, 201],
      description: '201 when production moved, 200 when it was there',
    },
    revision: revisionEntryShape,
    former: { ...revisionEntryShape, type: ['object', 'null'] },
    instances,
    domain: str,
    urls,
    production,
  },
  ['urls', 'production'],
);

export const discardShape = closed(
  {
    revision: revisionEntryShape,
    uncached: closed({
      change: { type: ['string', 'null'], enum: [null, 'rollfore', 'rollback', 'offline'] },
    }),
    instances,
    domain: str,
    production,
  },
  ['production'],
);

export const teardownShape = closed({ msg: str, domain: str, instances });

// ---- NDJSON lines (spec part 6): documented in the operation description and as components ----

export const certEventDataShape = closed({ issuer: str, altnames: strings, expiresInWords: str });

export const certInfoShape = closed({
  certName: str,
  subject: str,
  issuer: str,
  subjectAltNames: strings,
  notBefore: str,
  notAfter: str,
  expInDays: num,
  autoRenew: bool,
  source: { type: 'string', enum: ['managed', 'custom'] },
  fingerprint256: str,
  serialNumber: str,
});

const progressLine = closed(
  {
    type: { type: 'string', enum: ['progress'] },
    id: { type: 'string', enum: ['upload', 'cdn', 'encrypt'] },
    written: int,
    total: int,
    file: str,
    end: bool,
  },
  ['file', 'end'],
);
const certLine = closed({ type: { type: 'string', enum: ['cert'] }, data: certEventDataShape });
const subscriptionLine = closed({
  type: { type: 'string', enum: ['subscription'] },
  data: { ...planShape, type: ['object', 'null'] },
});
const collectLine = open(
  {
    type: { type: 'string', enum: ['collect'] },
    reason: str,
    plan: planShape,
    perks: strings,
    checkout_url: str,
    stripe_pk: strOrNull,
    card: cardOrNull,
  },
  ['type', 'plan', 'checkout_url'],
);
const infoMessage = open({ msg: str, color: str, align: str }, ['msg']);
const infoLine = open(
  {
    type: { type: 'string', enum: ['info'] },
    urls,
    instances,
    metadata: metadataShape,
    config: projectConfigShape,
    certs: { type: 'array', items: certInfoShape },
    msgsBot: { type: 'array', items: infoMessage },
  },
  ['type', 'urls', 'instances', 'metadata', 'config'],
);
const errorLine = closed({
  type: { type: 'string', enum: ['error'] },
  error: closed({ message: str, code: str }, ['code']),
});
const usersLine = open(
  {
    type: { type: 'string', enum: ['users'] },
    users: strings,
    warning: str,
    invites: { type: 'array', items: {} },
    revoked: {},
  },
  ['type', 'users'],
);

/** One line of the deploy stream (`PUT /:domain`). */
export const deployLineShape = {
  description: 'One line of the deploy stream: a JSON object with a `type`.',
  oneOf: [progressLine, certLine, subscriptionLine, collectLine, infoLine, errorLine, usersLine],
} as const;

/** One line of the managed-certificate stream (`PUT /:domain/encrypt`). */
export const encryptLineShape = {
  description: 'One line of the certificate stream: a JSON object with a `type`.',
  oneOf: [
    progressLine,
    certLine,
    open(
      {
        type: { type: 'string', enum: ['info'] },
        domain: str,
        issued: {
          type: 'boolean',
          description: 'a certificate was issued now (false: an existing one is valid)',
        },
        certs: { type: 'array', items: certInfoShape },
        urls,
        instances,
      },
      ['type', 'domain', 'issued', 'certs', 'urls', 'instances'],
    ),
    errorLine,
  ],
} as const;

/** A 2xx answer streamed as NDJSON: the schema is that of one line (every line is one JSON object). */
export function ndjson(description: string, line: Schema): Schema {
  return {
    description: `${description} Streamed as \`application/x-ndjson\`: one JSON object per line, each of this schema.`,
    content: { 'application/x-ndjson': { schema: line } },
  };
}

/** A 2xx answer that is an HTML page for the browser (billing links, browser login). */
export function htmlPage(description: string): Schema {
  return { description, content: { 'text/html': { schema: { type: 'string' } } } };
}

/**
 * The calls of a Client, by area: each takes the client's verbs (one HTTP call with the client's retry policy and
 * deadline) and returns its functions; createClient (client.ts) joins them into one object.
 */
import type { Readable } from 'node:stream';
import type { AliasEntry, AliasRemoved } from '../protocol/aliases.ts';
import { checkDomain } from '../protocol/domain.ts';
import {
  CutoverResult,
  DiscardResult,
  RollbackResult,
  type Account,
  type CachePurgeResult,
  type Manifest,
  type Metadata,
  type ProjectConfig,
  type ProjectEntry,
  type TokenEntry,
  type TokenResult,
} from '../protocol/types.ts';
import type {
  CertsResult,
  DnsListing,
  DnsRecordInput,
  DomainStatus,
  InviteResult,
  JsonObject,
  LinkResult,
  LoginPoll,
  LoginSession,
  MessageResult,
  PlansResult,
  PlatformStats,
  RevokeResult,
  CollaboratorList,
  SetPlanInput,
  SubscriptionResult,
  TokenAddInput,
  VerificationResult,
} from '../protocol/api.ts';
import type { UploadDelta, UploadDeltaFile, UploadSizeAnswer } from '../protocol/uploads.ts';
import { seg } from './http.ts';
import { ClientError } from './errors.ts';
import { deltaPath } from './upload-delta.ts';
import { metadataOf, revisionAnswer, revisionList } from './normalize.ts';
import type { CallOptions, Verbs } from './verbs.ts';

/** A PEM bundle for uploadCertificate: text, bytes, or a stream of them. */
export type PemSource = string | Buffer | Readable;

/** Accepts a rev as a number, `"<rev>"` or a preview host `"<rev>-<domain>"`. */
export type RevArg = number | string;

function domainPath(domain: string): string {
  const check = checkDomain(domain);
  if (!check.ok) throw new ClientError('invalid-domain', `Invalid domain "${domain}": ${check.rule}.`);
  return `/${seg(check.domain)}`;
}

function revPart(rev: RevArg): string {
  const s = String(rev).trim();
  const m = /^(\d{1,16})(-.+)?$/.exec(s);
  if (!m)
    throw new ClientError(
      'invalid-revision',
      `Invalid revision "${s}": use the revision number (epoch ms) or its preview host.`,
    );
  return seg(m[1]!);
}

/** Account, tokens, sign-in. */
export function accountCalls({ get, del, post }: Verbs) {
  return {
    /** GET /account (with email+password credentials this also creates the account). */
    account: (o?: CallOptions) => get<Account>('/account', o),
    /** DELETE /account; 409 while projects exist. */
    deleteAccount: (o?: CallOptions) => del<MessageResult>('/account', o),
    /** POST /token: a new long-lived token (email+password credentials create the account if new). */
    mintToken: (input: TokenAddInput = {}, o?: CallOptions) => post<TokenResult>('/token', input, false, o),
    /** GET /tokens: this account's tokens (no token values). */
    tokens: (o?: CallOptions) => get<TokenEntry[]>('/tokens', o),
    /** DELETE /tokens/:id */
    revokeToken: (id: string, o?: CallOptions) => del<JsonObject | undefined>(`/tokens/${seg(id)}`, o),
    /** POST /token/reset/:email (no authentication). */
    resetPassword: (email: string, o?: CallOptions) =>
      post<JsonObject | undefined>(`/token/reset/${seg(email)}`, undefined, true, o, 'none'),
    /** POST /verification: send the verification email (at most once per five minutes). */
    verify: (o?: CallOptions) => post<VerificationResult>('/verification', undefined, true, o),
    /** POST /login/session (no authentication): start a browser login. */
    loginSession: (host: string, o?: CallOptions) =>
      post<LoginSession>('/login/session', { host }, false, o, 'none'),
    /** POST /login/session/:uuid/poll (no authentication). */
    loginPoll: (uuid: string, poll: string, o?: CallOptions) =>
      post<LoginPoll>(`/login/session/${seg(uuid)}/poll`, { poll }, true, o, 'none'),
    /** POST /mfa/session */
    mfaSession: (o?: CallOptions) => post<LinkResult>('/mfa/session', undefined, false, o),
  };
}

/** Projects and revisions (deploy() is client.ts's: it needs the client's deploy context). */
export function revisionCalls({ get, del, put, post, logger }: Verbs) {
  return {
    /** GET /list: projects this account can publish. */
    list: (o?: CallOptions) => get<ProjectEntry[]>('/list', o),
    /** GET /:domain/list: revisions, newest first (404 when there are none). */
    revisions: (domain: string, o?: CallOptions) =>
      get<unknown>(`${domainPath(domain)}/list`, o).then((v) => revisionList(v, domain, logger)),
    /** GET /:domain/metadata.json or /:domain/:rev/metadata.json */
    metadata: (domain: string, rev?: RevArg, o?: CallOptions) =>
      get<unknown>(
        `${domainPath(domain)}${rev === undefined ? '' : `/${revPart(rev)}`}/metadata.json`,
        o,
      ).then((v): Metadata => metadataOf(v, domain, logger)),
    /** GET /:domain/manifest.json or /:domain/:rev/manifest.json */
    manifest: (domain: string, rev?: RevArg, o?: CallOptions) =>
      get<Manifest>(`${domainPath(domain)}${rev === undefined ? '' : `/${revPart(rev)}`}/manifest.json`, o),
    /**
     * POST /:domain/uploads (sitepub extension, the upload plan; the code calls its answer an upload delta):
     * which of these files the server lacks for this account. Pass
     * the answer's `id` as the `x-sitepub-upload` header of a deploy carrying only `missing`; deploy() of a
     * folder does all this itself. A listing by size alone (no sha256) is answered with `{ worthHashing,
     * encodings }` instead of a delta: the paths whose size is that of content the server holds for this account
     * (none: deploy everything). 404 from servers without deltas. Retried: an unused delta just expires.
     */
    uploadPlan: (domain: string, files: readonly UploadDeltaFile[], o?: CallOptions) =>
      post<UploadDelta | UploadSizeAnswer>(deltaPath(domainPath(domain)), { files }, true, o),
    /** POST /:domain/rollback: serve the previous revision. Not retried. */
    rollback: (domain: string, o?: CallOptions) =>
      post<unknown>(`${domainPath(domain)}/rollback`, undefined, false, o).then((v) =>
        revisionAnswer(RollbackResult, v, domain, logger, `The rollback of ${domain}`),
      ),
    /** POST /:domain/rollfore: serve the next revision. Not retried. */
    rollfore: (domain: string, o?: CallOptions) =>
      post<unknown>(`${domainPath(domain)}/rollfore`, undefined, false, o).then((v) =>
        revisionAnswer(RollbackResult, v, domain, logger, `The rollfore of ${domain}`),
      ),
    /** PUT /:domain/rev[/:rev]: make a revision (default: the newest) live. */
    cutover: (domain: string, rev?: RevArg, o?: CallOptions) =>
      put<unknown>(
        `${domainPath(domain)}/rev${rev === undefined ? '' : `/${revPart(rev)}`}`,
        undefined,
        o,
      ).then((v) => revisionAnswer(CutoverResult, v, domain, logger, `The cutover of ${domain}`)),
    /** DELETE /:domain/rev[/:rev]: remove a revision (default: the newest). */
    discard: (domain: string, rev?: RevArg, o?: CallOptions) =>
      del<unknown>(`${domainPath(domain)}/rev${rev === undefined ? '' : `/${revPart(rev)}`}`, o).then((v) =>
        revisionAnswer(DiscardResult, v, domain, logger, `The discard of ${domain}`),
      ),
    /** DELETE /:domain: tear the project down. */
    teardown: (domain: string, o?: CallOptions) => del<MessageResult>(domainPath(domain), o),
    /** DELETE /:domain/cache */
    purgeCache: (domain: string, o?: CallOptions) => del<CachePurgeResult>(`${domainPath(domain)}/cache`, o),
  };
}

/** Certificates, DNS, collaborators, settings, aliases and insight of a domain. */
export function domainCalls({ get, del, put, post, streamCall }: Verbs) {
  return {
    /** GET /:domain/certs */
    certs: (domain: string, o?: CallOptions) => get<CertsResult>(`${domainPath(domain)}/certs`, o),
    /** PUT /:domain/encrypt: provision a managed certificate (NDJSON: progress, cert, info). */
    encrypt: (domain: string, o: CallOptions = {}) =>
      streamCall(
        () => ({
          method: 'PUT',
          path: `${domainPath(domain)}/encrypt`,
          signal: o.signal,
          timeoutMs: o.timeoutMs ?? 0,
        }),
        `Certificate provisioning for ${domain}`,
      ),
    /** PUT /:domain/ssl: upload a custom PEM bundle (paid plans). 202 `{ msg }`, or an NDJSON stream. */
    uploadCertificate: async (
      domain: string,
      pem: PemSource,
      o: CallOptions = {},
    ): Promise<MessageResult> => {
      const { info } = await streamCall(
        () => ({
          method: 'PUT',
          path: `${domainPath(domain)}/ssl`,
          raw: { body: pem, contentType: 'application/x-pem-file' },
          signal: o.signal,
        }),
        `Certificate upload for ${domain}`,
      ).result;
      const r = info as { msg?: unknown; payload?: { msg?: unknown } };
      const msg = typeof r.msg === 'string' ? r.msg : typeof r.payload?.msg === 'string' ? r.payload.msg : '';
      return { ...(info as Record<string, unknown>), msg };
    },

    // ---- DNS ----
    dns: (domain: string, o?: CallOptions) => get<DnsListing>(`${domainPath(domain)}/dns`, o),
    addDns: (domain: string, record: DnsRecordInput, o?: CallOptions) =>
      post<DnsListing>(`${domainPath(domain)}/dns`, record, false, o),
    removeDns: (domain: string, id: string, o?: CallOptions) =>
      del<DnsListing>(`${domainPath(domain)}/dns/${seg(id)}`, o),
    zone: (domain: string, o?: CallOptions) => get<DnsListing>(`${domainPath(domain)}/zone`, o),
    addZone: (domain: string, record: DnsRecordInput, o?: CallOptions) =>
      post<DnsListing>(`${domainPath(domain)}/zone`, record, false, o),
    removeZone: (domain: string, id: string, o?: CallOptions) =>
      del<DnsListing>(`${domainPath(domain)}/zone/${seg(id)}`, o),

    // ---- collaborators, settings, insight ----
    /** POST /:domain/collaborators */
    invite: (domain: string, emails: string[], o?: CallOptions) =>
      post<InviteResult>(`${domainPath(domain)}/collaborators`, { emails }, false, o),
    /** GET /:domain/collaborators (sitepub): who collaborates on the project. */
    collaborators: (domain: string, o?: CallOptions) =>
      get<CollaboratorList>(`${domainPath(domain)}/collaborators`, o),
    /** DELETE /:domain/collaborators */
    revoke: (domain: string, emails: string[], o?: CallOptions) =>
      del<RevokeResult>(`${domainPath(domain)}/collaborators`, o, { emails }),
    /** PUT /:domain/settings: echoes the resulting configuration. */
    settings: (domain: string, settings: Partial<ProjectConfig> & JsonObject, o?: CallOptions) =>
      put<ProjectConfig & JsonObject>(`${domainPath(domain)}/settings`, settings, o),
    /** PUT /:domain/alias/:name (sitepub extension, protocol/aliases.ts): points a preview alias at a revision. */
    setAlias: (domain: string, name: string, rev: number, o?: CallOptions) =>
      put<AliasEntry>(`${domainPath(domain)}/alias/${seg(name)}`, { rev }, o),
    /** DELETE /:domain/alias/:name (sitepub extension). */
    removeAlias: (domain: string, name: string, o?: CallOptions) =>
      del<AliasRemoved>(`${domainPath(domain)}/alias/${seg(name)}`, o),
    /** GET /:domain/aliases (sitepub extension). */
    aliases: (domain: string, o?: CallOptions) =>
      get<{ aliases: AliasEntry[]; url?: string }>(`${domainPath(domain)}/aliases`, o),
    analytics: (domain: string, o?: CallOptions) => get<JsonObject>(`${domainPath(domain)}/analytics`, o),
    usage: (domain: string, o?: CallOptions) => get<JsonObject>(`${domainPath(domain)}/usage`, o),
    audit: (domain: string, o?: CallOptions) => get<JsonObject>(`${domainPath(domain)}/audit`, o),
    /** GET /:domain/status */
    status: (domain: string, o?: CallOptions) => get<DomainStatus>(`${domainPath(domain)}/status`, o),
  };
}

/** Plans, billing and platform totals. */
export function billingCalls({ get, put, post }: Verbs) {
  return {
    plans: (domain?: string, o?: CallOptions) =>
      get<PlansResult>(`${domain ? domainPath(domain) : ''}/plans`, o),
    /** PUT /plan or /:domain/plan */
    setPlan: (input: SetPlanInput, domain?: string, o?: CallOptions) =>
      put<JsonObject>(`${domain ? domainPath(domain) : ''}/plan`, input, o, false),
    /** PUT /card with a payment-provider source token. */
    setCard: (token: string, o?: CallOptions) => put<JsonObject | undefined>('/card', { token }, o, false),
    /** POST /upgrade/link: checkout URL (48 h). */
    upgradeLink: (plan?: string, o?: CallOptions) =>
      post<LinkResult>('/upgrade/link', plan === undefined ? {} : { plan }, true, o),
    /** POST /billing/link: billing portal URL (48 h). */
    billingLink: (o?: CallOptions) => post<LinkResult>('/billing/link', {}, true, o),
    /** GET /subscription or /:domain/subscription */
    subscription: (domain?: string, o?: CallOptions) =>
      get<SubscriptionResult>(`${domain ? domainPath(domain) : ''}/subscription`, o),
    /** GET /stats (public). */
    stats: (o?: CallOptions) => get<PlatformStats>('/stats', o, 'none'),
  };
}

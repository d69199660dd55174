/**
 * Response shapes of the API's other endpoints (account, collaborators, DNS, certificates, analytics, upload
 * plans, …), beside the core ones in types.ts. Shapes follow the spec's part 2 tables and, where it says "not shown", what the official CLI and SDK read (docs/surge-protocol.md §4/§5).
 * Fields the spec leaves unnamed are typed loosely on purpose.
 */
import { Type, type Static, type TSchema } from 'typebox';
import type { MintBody } from './requests.ts';
import { Card, CertInfo, closed, nullable, open, Plan, type Instance } from './types.ts';

const str = Type.String();
const strings = Type.Array(str);
const int = Type.Integer();
const iso = Type.String({ format: 'date-time' });
const opt = Type.Optional;

/** `POST /verification`. */
export const VerificationResult = Type.Object({
  verified: Type.Boolean(),
  sent: opt(Type.Boolean()),
  email: opt(str),
  msg: opt(str),
  delivery: opt(
    Type.Union([Type.Literal('smtp'), Type.Literal('outbox')], {
      description: 'outbox: no SMTP on this server, the mail waits for its operator (`msg` says so; sitepub)',
    }),
  ),
});
export type VerificationResult = Static<typeof VerificationResult>;

/** One collaborator invited by `POST /:domain/collaborators` (or a deploy's `add` header). */
export const Invite = closed({
  domain: str,
  email: str,
  invite: Type.String({ description: 'what the invitation gives, as the official CLI prints it' }),
  /** `sent` (new collaborator, mail sent), `member` (already one), `owner`, `failed` (see `reason`). */
  status: Type.Union([
    Type.Literal('sent'),
    Type.Literal('member'),
    Type.Literal('owner'),
    Type.Literal('failed'),
  ]),
  reason: opt(Type.String({ description: 'why it failed, e.g. "not a valid email address"' })),
});
export type Invite = Static<typeof Invite>;

export const InviteResult = closed({ invites: Type.Array(Invite) });
export type InviteResult = Static<typeof InviteResult>;

/** `GET /:domain/collaborators` (sitepub). */
export const CollaboratorList = closed({
  domain: str,
  collaborators: Type.Array(closed({ email: str, created_at: iso })),
});
export type CollaboratorList = Static<typeof CollaboratorList>;

/** `DELETE /:domain/collaborators`. */
export const RevokeResult = closed({
  successes: strings,
  fails: strings,
  details: Type.Record(Type.String(), Type.String(), { description: 'email → why it failed' }),
});
export type RevokeResult = Static<typeof RevokeResult>;

/** `POST /upgrade/link`, `POST /billing/link`: a page for a browser, valid until `expires_at`. */
export const BillingLink = closed({ url: str, expires_at: iso });
/** `POST /mfa/session`. */
export const MfaLink = closed({ url: str, msg: str });
export const LinkResult = Type.Union([BillingLink, MfaLink]);
export type LinkResult = Static<typeof LinkResult>;

/** `GET /:domain/certs`. */
export const CertsResult = closed({ domain: str, certs: Type.Array(CertInfo) });
export type CertsResult = Static<typeof CertsResult>;

/** `GET /:domain/status`: where a custom domain stands. */
export const DomainStatus = open({
  domain: str,
  status: Type.Union([
    Type.Literal('waiting on dns'),
    Type.Literal('offline'),
    Type.Literal('securing'),
    Type.Literal('live'),
  ]),
  action: Type.String({ description: 'what to do next' }),
  https: Type.Boolean({ description: 'a valid certificate is held' }),
  reason: opt(Type.String({ description: 'why the status is not live' })),
  rev: opt(Type.Integer({ description: 'live revision (status live)' })),
  forceHttps: opt(Type.Boolean()),
  dns: opt(open({ via: opt(str) })),
  records: open(
    { cname: str, a: strings, ns: strings },
    { description: 'the DNS records a custom domain needs' },
  ),
});
export type DomainStatus = Static<typeof DomainStatus>;

/** `POST /login/session`: a browser login (device flow). */
export const LoginSession = closed({
  uuid: str,
  poll: Type.String({ description: 'the secret to poll with' }),
  code: Type.String({ description: 'shown in the terminal and on the page, to compare' }),
  url: Type.String({ description: 'the page to open in a browser' }),
  expires_in: Type.Integer({ description: 'seconds' }),
  interval: Type.Integer({ description: 'seconds between polls' }),
});
export type LoginSession = Static<typeof LoginSession>;

/** `POST /login/session/:uuid/poll`. */
export const LoginPoll = closed({
  status: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('gone')]),
  email: opt(str),
  token: opt(Type.String({ description: 'a fresh API token (status approved, once)' })),
});
export type LoginPoll = Static<typeof LoginPoll>;

/** Browser forms (`application/x-www-form-urlencoded`): the sign-in page of a login session. */
export const SignInForm = open({ email: opt(str), password: opt(str) });
/** The checkout page (a card token) and the billing portal (a card token and a plan). */
export const CheckoutForm = open({ token: opt(str) });
export const PortalForm = open({ token: opt(str), plan: opt(str) });
/** A form as a route reads it (routes/billing-pages.ts parses it; absent on a route that reads no body). */
export type Form<T extends TSchema> = Static<T> | undefined;

/** `GET /healthz` (public): for load balancers and process supervisors. */
export const Health = closed({
  ok: Type.Boolean(),
  edges: Type.Integer({ description: 'edges the server distributes to' }),
  uptime: Type.Integer({ description: 'seconds since the process started' }),
});

/** `GET /` answered to a client that is not a browser: where to go. */
export const RootLinks = closed({
  api: Type.String({ description: 'this API (the endpoint clients use)' }),
  dashboard: nullable(str, { description: 'the web dashboard; null when it is off' }),
  docs: Type.String({ description: 'the API reference (OpenAPI)' }),
  messages: strings,
});

/** `{msg}`, and possibly more (a teardown's `instances`, …). */
export const MsgAnswer = open({ msg: str });
export type MessageResult = Static<typeof MsgAnswer> & { instances?: Instance[]; [key: string]: unknown };

/** Body of `POST /:domain/dns` and `/:domain/zone` as a client sends it; the server checks and normalises it. */
export interface DnsRecordInput {
  type: string;
  name: string;
  value: string;
  priority?: string | number;
}

/**
 * One record of a `GET /:domain/dns` (or `/zone`) listing as the client reads it from any surge server. The wire
 * type is `DnsRecord` (src/protocol/dns.ts), which a sitepub server sends in full (`priority` a number or
 * null, `ttl`, `category`, `created_at`); this one is looser on purpose, because other surge servers are only
 * known to send `id`, `type`, `name` and `value`.
 */
export interface ListedDnsRecord extends DnsRecordInput {
  id: string;
  [key: string]: unknown;
}

export interface DnsListing {
  records: ListedDnsRecord[];
  [key: string]: unknown;
}

/** `GET /plans`, `GET /:domain/plans`. The real service's list is `plans`; the reference server's is `list`. */
export const PlansResult = closed({
  list: opt(Type.Array(Plan, { description: "the plans (the reference server's name)" })),
  plans: opt(Type.Array(Plan, { description: "the plans (the real service's name; not sent here)" })),
  current: opt(nullable(Plan)),
  card: opt(nullable(Card)),
  stripe_pk: opt(nullable(str, { description: "the payment provider's publishable key" })),
  provider: opt(str),
  domain: opt(str),
});
export type PlansResult = Static<typeof PlansResult>;

/** `PUT /plan`, `PUT /:domain/plan`. */
export const PlanChange = closed({ msg: str, plan: Plan });
/** `PUT /card`. */
export const CardChange = closed({ msg: str, card: Card });

const subscriptionState = {
  subscription: nullable(
    open({
      id: opt(nullable(str)),
      plan: opt(Plan),
      status: opt(str),
      current_period_end: opt(nullable(str)),
      card: opt(nullable(Card)),
    }),
    { description: 'null without an active subscription' },
  ),
  plan: opt(Plan),
  card: opt(nullable(Card)),
  stripe_pk: opt(nullable(str)),
};
/** `GET /subscription` (surge-sdk). */
export const SubscriptionResult = closed(subscriptionState);
export type SubscriptionResult = Static<typeof SubscriptionResult>;
/** `GET /:domain/subscription`: a project's paywall state. */
export const ProjectSubscription = closed({
  domain: str,
  type: Type.Union([Type.Literal('subscription'), Type.Literal('free')]),
  perks: strings,
  ...subscriptionState,
});

/** `GET /stats` (public). */
export const PlatformStats = Type.Object({
  projects: opt(int),
  deployments: opt(int),
  /** Sic: the real service's spelling. */
  deployemnts: opt(Type.Integer({ description: "sic: the real service's spelling" })),
  bytes: opt(int),
  files: opt(int),
  accounts: opt(int),
  edges: opt(int),
});
export type PlatformStats = Static<typeof PlatformStats>;

export interface SetPlanInput {
  plan: string;
  /** Payment-provider source token, when a card is needed. */
  token?: string;
  timestamp?: string;
}

/** `POST /token` as the client sends it: `scope`, the domains the token is limited to. */
export type TokenAddInput = NonNullable<Static<typeof MintBody>>;

/** Free-form JSON of endpoints whose field names the spec does not show (analytics, usage, audit, settings echo). */
export type JsonObject = Record<string, unknown>;

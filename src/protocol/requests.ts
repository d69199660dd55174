/**
 * What requests carry: route params, querystrings and JSON bodies of the API, as TypeBox schemas. The server's
 * routes validate with them and their handlers take their types from them (Fastify's TypeBox type provider);
 * the OpenAPI document shows them. The response shapes are in types.ts, api.ts and their neighbours.
 */
import { Type, type Static, type TObject, type TProperties } from 'typebox';
import { MAX_COLLABORATORS } from './limits.ts';

const str = (maxLength: number, description?: string) =>
  Type.String(description ? { maxLength, description } : { maxLength });
const opt = Type.Optional;
const domain = str(300, 'the project domain, e.g. my-site.example.com');

/**
 * A body that may be absent: an object of these properties (others allowed) or `null` (body-less POSTs; axios
 * sends them with a form content type).
 */
export const bodyOrNull = <P extends TProperties>(properties: P) =>
  Type.Unsafe<Static<TObject<P>> | null>({
    ...Type.Object(properties),
    type: ['object', 'null'],
    additionalProperties: true,
  });

// ---- params and querystrings ----
export const DomainParams = Type.Object({ domain });
export const RevParams = Type.Object({
  domain,
  rev: str(300, 'a revision id (millisecond timestamp)'),
});
export const AliasParams = Type.Object({ domain, name: str(100) });
export const DnsRecordParams = Type.Object({ domain, id: str(64) });
export const TokenParams = Type.Object({ id: str(100) });
export const EmailParams = Type.Object({ email: str(300) });
export const VerifyParams = Type.Object({ code: str(200, 'the code of the mailed link') });
export const LoginParams = Type.Object({ uuid: str(64) });
export const LinkParams = Type.Object({ secret: str(100) });
/** `GET /dashboard/site-access` (SIGN_IN_PATH), as an edge sends a browser there: the guarded host, its scheme, the path to come back to. */
export const SignInQuery = Type.Object({
  host: str(300),
  proto: Type.Union([Type.Literal('http'), Type.Literal('https')]),
  to: Type.String({ maxLength: 2000, pattern: '^/(?![/\\\\])' }),
  /** Set by the page itself when it reloads once (for the SameSite=Strict session cookie). */
  again: opt(str(1)),
});

/** `PUT /:domain` (the deploy): what the request headers say besides credentials. */
export const DeployHeaders = Type.Object({
  stage: opt(Type.String({ description: 'flag: a preview (upload only, no cutover)' })),
  message: opt(Type.String({ description: 'deploy message shown in the revision list' })),
  'file-count': opt(Type.String({ description: 'integer: files in the archive' })),
  'project-size': opt(Type.String({ description: 'integer: total size in bytes' })),
  version: opt(Type.String({ description: "the client's release number" })),
  add: opt(Type.String({ description: 'comma-separated emails: collaborators to add' })),
  rem: opt(Type.String({ description: 'comma-separated emails: collaborators to remove' })),
  ssl: opt(Type.String({ description: 'flag: the project forces HTTPS' })),
  'x-sitepub-meta': opt(
    Type.String({ description: 'sitepub: a JSON object of strings (≤ 4 KB) kept as the revision `meta`' }),
  ),
  'x-sitepub-upload': opt(
    Type.String({
      maxLength: 64,
      description:
        'sitepub: id of an upload plan (POST /:domain/uploads); the archive holds its missing files',
    }),
  ),
});

// ---- bodies ----
/** `POST /token`: as the official CLI's `login` and `token add` send it. */
export const MintBody = bodyOrNull({
  msg: opt(str(500)),
  scope: opt(Type.Array(str(300), { maxItems: 100 })),
});
/** `POST /password/reset`: completes a reset with the mailed code. */
export const PasswordResetBody = Type.Object({
  email: str(300),
  code: str(200),
  password: str(1024),
});
/** `POST` and `DELETE /:domain/collaborators`. */
export const CollaboratorsBody = Type.Object(
  {
    emails: Type.Array(str(320), { minItems: 1, maxItems: MAX_COLLABORATORS }),
    domains: opt(Type.Array(Type.String())),
  },
  { additionalProperties: true },
);
/** `PUT /:domain/settings`: setting name → value (routes/settings-rules.ts checks each). */
export const SettingsBody = Type.Unsafe<Record<string, unknown> | null>({
  type: ['object', 'null'],
  description:
    'Setting name → value: forceHttps (force-https, https, ssl), cleanUrls (clean-urls), spa (fallback): ' +
    'booleans; cors: "*", an origin, or false; headers: {Name: value|null} or "Name: value" strings ' +
    '(null removes). Unknown names are rejected with 400 naming the known ones.',
  additionalProperties: true,
});
/** `PUT /plan`, `PUT /:domain/plan`: `token` a payment-provider card token. */
export const PlanBody = bodyOrNull({
  plan: opt(str(100)),
  token: opt(Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 500 })),
  domain: opt(Type.String()),
});
/** `PUT /card`. */
export const CardBody = bodyOrNull({ token: opt(str(500, 'a payment-provider source token')) });
/** `POST /upgrade/link`. */
export const UpgradeLinkBody = bodyOrNull({ plan: opt(str(100, 'default: the first paid plan')) });
/** A body the route reads nothing from (`POST /billing/link`, `POST /mfa/session`). */
export const NoBody = Type.Unsafe<Record<string, unknown> | null>({ type: ['object', 'null'] });
/** `POST /login/session`. */
export const LoginSessionBody = bodyOrNull({ host: opt(str(255, "the terminal's host name")) });
/** `POST /login/session/:uuid/poll`. */
export const LoginPollBody = bodyOrNull({ poll: opt(str(200)) });
/** `POST /:domain/dns`, `POST /:domain/zone`: name, value, priority and ttl may be strings or numbers (argv). */
export const DnsRecordBody = Type.Object(
  {
    type: opt(str(16, 'A, AAAA, CNAME, MX, TXT, SRV, CAA…')),
    name: opt(Type.Unknown({ description: 'record name, `@` for the apex' })),
    value: opt(Type.Unknown({ description: 'record value' })),
    priority: opt(Type.Unknown({ description: 'MX and SRV priority (number or numeric string)' })),
    ttl: opt(Type.Unknown({ description: 'seconds' })),
  },
  {
    description: 'A record `{type, name, value, priority?, ttl?}`; 400 names each field at fault.',
    additionalProperties: true,
  },
);

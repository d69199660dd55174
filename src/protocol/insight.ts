/**
 * Wire shapes of a project's insight answers (TypeBox schemas, as in types.ts): `GET /:domain/analytics` (the
 * object `surge <domain> stats …` renders), `GET /:domain/usage` and `GET /:domain/audit` (the object
 * `surge <domain> debug audit` renders). Field definitions: src/server/distribution/analytics.ts, docs/edge.md.
 */
import { Type, type Static } from 'typebox';
import { closed, nullable, open } from './types.ts';

const str = Type.String();
const num = Type.Number();
const strings = Type.Array(str);
const opt = Type.Optional;

/** A count over the analytics range: `t` the total, `s` one number per day of `range`. */
const Series = closed(
  { t: num, s: Type.Array(num) },
  { description: '`t` total over the range, `s` per day (aligned with `range`)' },
);
const seriesMap = Type.Record(Type.String(), Series);
const perDay = (description = 'day → top entries `{name, count}`') =>
  Type.Record(Type.String(), Type.Array(closed({ name: str, count: num })), { description });

/** `GET /:domain/analytics`: the past days of the project's traffic, from the edges' request logs. */
export const Analytics = open({
  domain: str,
  range: Type.Array(str, { description: 'the days (YYYY-MM-DD), oldest first' }),
  normalizedAt: str,
  normalizedAtInWords: opt(str),
  traffic: closed({ visits: Series, uniques: Series, connections: Series }),
  bandwidth: closed({ all: Series, html: Series, assets: Series }),
  statusCodes: seriesMap,
  encryption: opt(closed({ cE: Series, cU: Series, cRe: Series, cRu: Series })),
  protocols: opt(seriesMap),
  cache: opt(closed({ hit: Series, miss: Series })),
  success: opt(perDay()),
  fail: opt(perDay()),
  redirect: opt(perDay()),
  source: opt(perDay()),
  load: opt(perDay('bytes per file per day')),
  browser: opt(perDay()),
  os: opt(perDay()),
  device: opt(perDay()),
  datacenters: opt(
    Type.Record(
      Type.String(),
      open({ city: opt(str), country: opt(str), t: opt(num), s: opt(Type.Array(Type.Unknown())) }),
    ),
  ),
  unreachable: opt(Type.Array(str, { description: 'edges whose request logs could not be read' })),
});
export type Analytics = Static<typeof Analytics>;

/** `GET /:domain/usage`: bandwidth over the same days. */
export const Usage = closed({
  domain: str,
  range: strings,
  normalizedAt: str,
  bandwidth: Series,
  connections: Series,
  estimatedMonthlyBytes: Type.Number({ description: 'the busiest day × 30' }),
  unreachable: strings,
});
export type Usage = Static<typeof Usage>;

/** The project on one edge, checked live. */
export const EdgeAudit = closed({
  edge: str,
  url: str,
  tlsUrl: nullable(str),
  location: str,
  ip: str,
  reachable: Type.Boolean(),
  latencyMs: nullable(num),
  rev: Type.Union([Type.Integer(), str], {
    description: 'the revision the edge serves, `offline`, or `unreachable`',
  }),
  revisions: Type.Array(Type.Integer()),
  publicFileCount: Type.Integer(),
  publicTotalSize: Type.Integer(),
  version: nullable(Type.Integer()),
  inSync: Type.Boolean({ description: "the edge holds the origin's version of the project" }),
  syncedAt: nullable(str),
  errors: strings,
  cert: opt(
    open(
      {
        subject: opt(str),
        issuer: opt(str),
        subjectAltNames: opt(strings),
        validTo: opt(str),
        valid_to: opt(str),
      },
      { description: 'the live TLS check passed: the certificate the edge serves' },
    ),
  ),
  certError: opt(open({ reason: str }, { description: 'the live TLS check failed, or no HTTPS listener' })),
});
export type EdgeAudit = Static<typeof EdgeAudit>;

/** `GET /:domain/audit`: edge id → the project on that edge. */
export const Audit = Type.Record(Type.String(), EdgeAudit, {
  description: 'edge id → the project on that edge, checked live',
});
export type Audit = Static<typeof Audit>;

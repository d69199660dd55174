/** The OpenAPI document's frame: info, tags (one per resource) and security schemes (plugins/openapi.ts). */

export const TAG_INTERNAL = 'internal';

export const OPENAPI_INFO: { title: string; version: string; description: string } = {
  title: 'sitepub reference server',
  version: '1',
  description:
    'The surge-compatible static hosting API (deploys, revisions, previews, certificates, DNS, collaborators, ' +
    'settings, analytics, accounts, tokens, billing) plus sitepub extensions. Bodies are JSON unless stated; ' +
    'deploy and certificate work answer `application/x-ndjson` streams, one JSON object per line. Every error ' +
    'body is `{messages, details, status, message}`, and 4xx answers carry a `reason` header. Paths carry no ' +
    'version; clients name their release in the `version` request header.',
};

export const OPENAPI_TAGS: { name: string; description: string }[] = [
  { name: 'deploy', description: 'Publishing a project: the deploy stream and upload plans.' },
  { name: 'projects', description: 'Projects: listing, teardown, metadata and manifests.' },
  { name: 'revisions', description: 'Revisions: list, cutover, rollback, rollfore, discard.' },
  { name: 'certificates', description: 'TLS certificates: managed (ACME-like) and custom PEM.' },
  { name: 'dns', description: 'DNS records of apex domains delegated to the name servers.' },
  { name: 'collaborators', description: 'Who else may deploy a project.' },
  { name: 'settings', description: 'Project settings and routing rules.' },
  { name: 'analytics', description: 'Traffic analytics, usage, per-edge audit, cache purge.' },
  { name: 'status', description: 'Where a custom domain stands: DNS, certificate, live revision.' },
  { name: 'account', description: 'The account, its verification and password reset.' },
  { name: 'tokens', description: 'API tokens: mint, list, revoke.' },
  { name: 'login', description: 'Browser login sessions (device flow) and multi-factor sessions.' },
  { name: 'billing', description: 'Plans, cards, subscriptions and browser billing links.' },
  { name: 'platform', description: 'Public platform statistics and the health check.' },
  { name: 'reference', description: 'This document.' },
  { name: TAG_INTERNAL, description: 'Edge ↔ origin channel: edges only, with the shared edge secret.' },
];

export const OPENAPI_SECURITY_SCHEMES: Record<string, { type: 'http'; scheme: string; description: string }> =
  {
    basicAuth: {
      type: 'http',
      scheme: 'basic',
      description:
        'User `token`, password an API token, for every call; `<email>:<password>` mints a token with POST /token ' +
        '(an unknown email creates the account). 401 with a `reason` header when missing, invalid or expired.',
    },
    edgeSecret: {
      type: 'http',
      scheme: 'bearer',
      description: 'The shared edge secret (`SITEPUB_EDGE_SECRET` or `<data>/edge-secret`): edge nodes only.',
    },
  };

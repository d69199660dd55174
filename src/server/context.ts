/**
 * Shared services every route reaches through the Fastify instance, and the request's authenticated actor.
 */
import type { Store } from '../store/sql/store.ts';
import type { PlanDefinition } from './billing/plans.ts';
import type { PaymentProvider } from './billing/provider.ts';
import type { Distributor } from './distribution/types.ts';
import type { Mailer } from './mail/types.ts';
import type { UploadDeltas } from './uploads/delta-registry.ts';
import type { ProductionService } from './production/service.ts';
import type { Actor } from './permissions.ts';
import type { DeployLimits } from './deploy/limits.ts';

import type { AcmeSettings } from './ca/acme-issuer.ts';
import type { AccountKeyStore } from './ca/acme-account.ts';
import type { WildcardCertStore } from './ca/wildcard-store.ts';

/** Options of the API extras (src/server/routes/api-extras.ts). */
export interface ApiExtrasOptions {
  /** Folder of the CA root. Default: the store's (`store.ca`; the embedded store: `<data>/ca`). */
  caDir?: string;
  /** Default: the built-in test provider. */
  paymentProvider?: PaymentProvider;
  plans?: PlanDefinition[];
  /** false (`serve --no-plan-limits`): no plan's size or file-count limit applies. Default true. */
  planLimits?: boolean;
  /** Name servers of managed zones. Default `ns1.<platform domain>`, `ns2.<platform domain>`. */
  nameservers?: string[];
  /** Port of the authoritative DNS responder (UDP and TCP); undefined = no responder, 0 = any free port. */
  dnsPort?: number;
  dnsHost?: string;
  /**
   * The platform domain's zone is delegated to the DNS responder above (`--dns-platform-zone`): it answers the
   * apex and `*.<platform>` with the edges, and with ACME the preview hosts share one `*.<platform>` certificate
   * ordered over DNS-01 (its `_acme-challenge` TXT published here during the order). Needs `dnsPort`.
   */
  dnsPlatformZone?: boolean;
  /**
   * DNS servers (`host:port`) that `GET /:domain/status` asks whether a custom domain points here; default: the
   * system's resolvers. Tests point it at the DNS responder above.
   */
  dnsResolver?: string[];
  /** How often managed certificates are checked for renewal. Default 12 hours. */
  renewEveryMs?: number;
  /**
   * Managed certificates from this ACME directory (`--acme-directory`, docs/acme.md) instead of the local root.
   * `accountKeys`: where the account key is kept (default: the store's shared state, `sharedAccountKeys`).
   */
  acme?: AcmeSettings & {
    accountKeys?: AccountKeyStore;
    /** Where the platform's wildcard certificate is kept (default: the store's shared state). */
    wildcardCerts?: WildcardCertStore;
    deployWaitMs?: number;
  };
}

export interface ServerConfig {
  /** Platform domain (`--domain`), e.g. `localhost`. */
  platformDomain: string;
  limits: DeployLimits;
  /** Clock (epoch ms); tests may replace it. */
  now: () => number;
  /** Public base URL of the API, for links in mails; falls back to the request's own origin. */
  publicApiUrl: string | null;
  /** Certificates, DNS responder, payment provider and plans (src/server/routes/api-extras.ts). */
  extras?: ApiExtrasOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    store: Store;
    distributor: Distributor;
    mailer: Mailer;
    sitepub: ServerConfig;
    /** Upload deltas between `POST /:domain/uploads` and the deploy naming one, in `store.shared` (uploads/delta-registry.ts). */
    uploadDeltas: UploadDeltas;
    /** Every move of production and of aliases, by one rule (production/service.ts). */
    production: ProductionService;
  }
  interface FastifyRequest {
    /** Set by the auth plugin on every route whose config does not say `auth: false`. */
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** `false` makes a route public (no credentials needed). Default: authenticated. */
    auth?: boolean;
    /** The route is an upload stream (`PUT /:domain`, `PUT /:domain/ssl`): its 401/403 `reason` leads with the real word. */
    realWordReason?: boolean;
    /**
     * The route reads a request body (a JSON body schema, or a stream it consumes). Routes without it ignore any
     * body: it is neither parsed nor refused for its content-type (plugins/bodies.ts).
     */
    readsBody?: boolean;
  }
}

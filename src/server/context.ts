/**
 * Shared services every route reaches through the Fastify instance, and the request's authenticated actor.
 */
import type { Store } from '../store/types.ts';
import type { ApiExtrasOptions } from './routes/api-extras.ts';
import type { Distributor } from './distribution/types.ts';
import type { Mailer } from './mail/types.ts';
import type { UploadPlans } from './uploads/plans.ts';
import type { Actor } from './permissions.ts';
import { MAX_FILES, MAX_PROJECT_BYTES, MAX_PATH_BYTES, MAX_PATH_DEPTH } from '../protocol/limits.ts';
import { RATE_PER_ACCOUNT, RATE_PER_DOMAIN, RATE_PER_IP, RATE_WINDOW_MS } from '../protocol/limits.ts';

export interface DeployLimits {
  maxFiles: number;
  /** Uncompressed bytes of file content. */
  maxBytes: number;
  maxPathBytes: number;
  maxPathDepth: number;
  /** Longest single path segment, in UTF-8 bytes. */
  maxSegmentBytes: number;
  /** Cap on the decompressed stream (tar headers and padding included): maxBytes + this per file. */
  tarOverheadPerFile: number;
  rateWindowMs: number;
  ratePerDomain: number;
  ratePerAccount: number;
  ratePerIp: number;
}

export const DEFAULT_LIMITS: DeployLimits = {
  maxFiles: MAX_FILES,
  maxBytes: MAX_PROJECT_BYTES,
  maxPathBytes: MAX_PATH_BYTES,
  maxPathDepth: MAX_PATH_DEPTH,
  maxSegmentBytes: 255,
  tarOverheadPerFile: 3 * 512 + MAX_PATH_BYTES * 2,
  rateWindowMs: RATE_WINDOW_MS,
  ratePerDomain: RATE_PER_DOMAIN,
  ratePerAccount: RATE_PER_ACCOUNT,
  ratePerIp: RATE_PER_IP,
};

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
    /** Upload plans between `POST /:domain/uploads` and the deploy naming one (uploads/plans.ts). */
    uploadPlans: UploadPlans;
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

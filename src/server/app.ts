/**
 * `buildApp(options)`: the reference API server as a Fastify instance, not listening (main.ts listens).
 * Shared services are plugins (plugins/services, auth, errors); each resource is one route plugin in `routes`.
 */
import { randomBytes } from 'node:crypto';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import type { Store } from '../store/sql/store.ts';
import type { ApiExtrasOptions } from './context.ts';
import { DEFAULT_LIMITS, type DeployLimits } from './deploy/limits.ts';
import type { Distributor } from './distribution/types.ts';
import { loggerOptions, type LogOption } from './logging.ts';
import { OutboxMailer } from './mail/outbox.ts';
import type { Mailer } from './mail/types.ts';
import { NullDistributor } from './null-distributor.ts';
import { authPlugin } from './plugins/auth.ts';
import { bodiesPlugin } from './plugins/bodies.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { servicesPlugin } from './plugins/services.ts';
import { DEFAULT_PROFILE, type ServerProfile } from './profile/profile.ts';
import { surgeProfile } from './profile/surge-profile.ts';
import { accountRoutes } from './routes/accounts.ts';
import { healthRoutes } from './routes/health.ts';
import { apiExtras } from './routes/api-extras.ts';
import { deployRoutes } from './routes/deploy.ts';
import { projectRoutes } from './routes/projects.ts';
import { revisionRoutes } from './routes/revisions.ts';
import { tokenRoutes } from './routes/tokens.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { edgeRoutes } from './routes/edge-routes.ts';
import { dashboardPlugin } from './dashboard/plugin.ts';
import { aliasRoutes } from './routes/aliases.ts';
import { rootRoutes } from './routes/root.ts';

export type { DeployLimits } from './deploy/limits.ts';

export interface AppOptions {
  store: Store;
  /** Edge distribution; default: none (zero edges). */
  distributor?: Distributor;
  /** Default: the store's mail outbox (`store.outbox`; the embedded store: the folder `<data>/outbox`). */
  mailer?: Mailer;
  /** Platform domain (`--domain`). Default `localhost`. */
  domain?: string;
  /** Fastify's trustProxy: true, a hop count, or addresses/CIDRs of proxies whose X-Forwarded-For is trusted. */
  trustProxy?: boolean | string | string[];
  /** false (default), true (info to stdout), or pino options / a level. Credentials are always redacted. */
  logger?: LogOption;
  /** Override deploy caps and rate limits (tests use small ones). */
  limits?: Partial<DeployLimits>;
  now?: () => number;
  /** Public base URL of this API, used in mailed links. Default: the request's own origin. */
  publicApiUrl?: string;
  /** Certificates, DNS responder, payment provider and plans (see routes/api-extras.ts). */
  extras?: ApiExtrasOptions;
  /** `sitepub` (default) or `surge`: only the published protocol, answered as surge.sh does (docs/server.md). */
  profile?: ServerProfile;
  /** The web dashboard under `/dashboard` (docs/dashboard.md). Default true; never on the surge profile. */
  dashboard?: boolean;
  /** Called with every route as it is registered (Fastify's onRoute hook): tests list the API with it. */
  onRoute?: (route: RouteOptions) => void;
}

/** Route plugins, registered in this order. Add one line per resource. */
const routes: FastifyPluginAsync[] = [
  healthRoutes,
  accountRoutes,
  tokenRoutes,
  projectRoutes,
  revisionRoutes,
  deployRoutes,
  uploadRoutes,
  apiExtras,
  edgeRoutes,
  aliasRoutes,
];

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const fastifyOptions: FastifyServerOptions = {
    logger: loggerOptions(options.logger ?? false),
    trustProxy: options.trustProxy ?? false,
    // A 450 MB upload over a slow link takes a while; idle sockets are still reaped by keepAliveTimeout.
    connectionTimeout: 0,
    requestTimeout: 60 * 60 * 1000,
    keepAliveTimeout: 72_000,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 300 },
    // Unique across origins and restarts: a client quotes it from an error message, the log has it as reqId.
    genReqId: () => randomBytes(8).toString('hex'),
  };
  const app = Fastify(fastifyOptions);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const mailer = options.mailer ?? new OutboxMailer(options.store.outbox);
  await app.register(servicesPlugin, {
    store: options.store,
    distributor: options.distributor ?? new NullDistributor(),
    mailer,
    config: {
      platformDomain: options.domain ?? 'localhost',
      limits: { ...DEFAULT_LIMITS, ...options.limits },
      now: options.now ?? Date.now,
      publicApiUrl: options.publicApiUrl ?? null,
      extras: options.extras,
    },
  });
  const profile = options.profile ?? DEFAULT_PROFILE;
  await app.register(errorsPlugin, { plain: profile === 'surge' });
  await app.register(bodiesPlugin);
  await app.register(authPlugin);
  if (profile === 'surge') await app.register(surgeProfile);
  // Before the routes (it collects them); an extension, so absent from the plain-surge profile.
  else await app.register(openapiPlugin);
  for (const route of routes) await app.register(route);
  const dashboard = options.dashboard !== false && profile !== 'surge';
  if (dashboard) await app.register(dashboardPlugin);
  if (profile !== 'surge') await app.register(rootRoutes, { dashboard });
  return app;
}

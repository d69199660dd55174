/**
 * Decorates the instance with the deploy service (`app.deploys`, deploy/service.ts), given the app's parts.
 * Registered once billing and certificates exist (routes/api-extras.ts makes them); the deploy route asks it at
 * request time.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DeployService } from '../deploy/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** `PUT /:domain`: admission before the body, then the deploy as events (deploy/service.ts). */
    deploys: DeployService;
  }
}

export const deploysPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'deploys',
      new DeployService({
        store: app.store,
        distributor: app.distributor,
        production: app.production,
        billing: app.extras.billing,
        certificates: app.extras.certs,
        deltas: app.uploadDeltas,
        mailer: app.mailer,
        clock: () => app.sitepub.now(),
        limits: app.sitepub.limits,
        platformDomain: app.sitepub.platformDomain,
      }),
    );
  },
  { name: 'sitepub-deploys', dependencies: ['sitepub-services', 'sitepub-api-extras'] },
);

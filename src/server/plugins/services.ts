/** Decorates the instance with the store, distributor, mailer and server config (see ../context.ts). */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Store } from '../../store/types.ts';
import type { ServerConfig } from '../context.ts';
import type { Distributor } from '../distribution/types.ts';
import type { Mailer } from '../mail/types.ts';
import { UploadPlans } from '../uploads/plan-registry.ts';

export interface Services {
  store: Store;
  distributor: Distributor;
  mailer: Mailer;
  config: ServerConfig;
}

export const servicesPlugin = fp(
  async (app: FastifyInstance, services: Services) => {
    app.decorate('store', services.store);
    app.decorate('distributor', services.distributor);
    app.decorate('mailer', services.mailer);
    app.decorate('sitepub', services.config);
    app.decorate('uploadPlans', new UploadPlans(services.store.shared, services.config.now));
  },
  { name: 'sitepub-services' },
);

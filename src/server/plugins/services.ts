/** Decorates the instance with the store, distributor, mailer and server config (see ../context.ts). */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Store } from '../../store/sql/store.ts';
import type { ServerConfig } from '../context.ts';
import type { Distributor } from '../distribution/types.ts';
import type { Mailer } from '../mail/types.ts';
import { ProductionService } from '../production/service.ts';
import { UploadDeltas } from '../uploads/delta-registry.ts';

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
    app.decorate('uploadDeltas', new UploadDeltas(services.store.shared, services.config.now));
    app.decorate(
      'production',
      new ProductionService({
        store: services.store,
        distributor: services.distributor,
        now: () => services.config.now(),
        warn: (err, message) => app.log.warn({ err }, message),
      }),
    );
  },
  { name: 'sitepub-services' },
);

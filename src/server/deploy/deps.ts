/**
 * What the deploy service (service.ts) is given: every part it uses, explicitly, and nothing of Fastify. The
 * route plugin (routes/deploy.ts) passes the app's parts; a test passes its own (test/server/deploy-service.test.ts).
 */
import type { Store } from '../../store/sql/store.ts';
import type { BillingService } from '../billing/service.ts';
import type { CertificateManager } from '../ca/manager.ts';
import type { Distributor } from '../distribution/types.ts';
import type { Mailer } from '../mail/types.ts';
import type { ProductionService } from '../production/service.ts';
import type { UploadDeltas } from '../uploads/delta-registry.ts';
import type { DeployLimits } from './limits.ts';

export interface DeployDeps {
  store: Store;
  /** The edges: distribution of the new revision, its URLs and instances. */
  distributor: Pick<Distributor, 'edges' | 'currentEdges' | 'sync' | 'instances' | 'publicUrl'>;
  /** Moves production at the end of a deploy (the production rule). */
  production: Pick<ProductionService, 'publish'>;
  /** The account's billing plan: whether a project needs a bigger one (`collect`), and `subscription`. */
  billing: Pick<BillingService, 'needsUpgrade' | 'collectEvent' | 'planOf'>;
  /** The project's managed certificate, issued after the deploy (`cert`). */
  certificates: Pick<CertificateManager, 'ensureForDeploy' | 'eventData'>;
  /** Upload deltas of `POST /:domain/uploads` ("upload plans" in the API), one of which a deploy may name. */
  deltas: Pick<UploadDeltas, 'holds' | 'take'>;
  /** Invitations of collaborators the `add` header names. */
  mailer: Mailer;
  /** Epoch milliseconds: revision ids, rate-limit windows, upload times. */
  clock: () => number;
  limits: DeployLimits;
  /** `--domain`, stored with each revision. */
  platformDomain: string;
}

/** Where one deploy logs (a request's logger: every line carries its request id). */
export interface DeployLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

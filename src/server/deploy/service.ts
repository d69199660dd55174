/**
 * The deploy (`PUT /:domain`) as a service over explicit parts (deps.ts: store, distributor, production, billing,
 * certificates, upload deltas, mailer, clock), with nothing of Fastify:
 *  - `admit(request)`, before a byte of the body is read: every check that can refuse the deploy, each once,
 *    refused with an HTTP error (admission.ts);
 *  - `run(admitted, io)`, once the reply's stream has started: the deploy itself, its events handed to
 *    `io.emit` in order (run.ts). It never rejects: a failure is its last event.
 */
import { admitDeploy, type AdmittedDeploy, type DeployRequest } from './admission.ts';
import type { DeployDeps } from './deps.ts';
import { runDeploy, type DeployIo, type DeployOutcome } from './run.ts';

export type { AdmittedDeploy, DeployRequest } from './admission.ts';
export type { DeployDeps, DeployLog } from './deps.ts';
export type { DeployIo, DeployOutcome } from './run.ts';

export class DeployService {
  readonly #deps: DeployDeps;

  constructor(deps: DeployDeps) {
    this.#deps = deps;
  }

  admit(request: DeployRequest): Promise<AdmittedDeploy> {
    return admitDeploy(this.#deps, request);
  }

  run(admitted: AdmittedDeploy, io: DeployIo): Promise<DeployOutcome> {
    return runDeploy(this.#deps, admitted, io);
  }
}

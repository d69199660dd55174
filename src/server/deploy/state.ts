/**
 * The state one deploy carries through its steps (run.ts, report.ts): what it reads and writes (DeployIo), its
 * parts and admitted state, and what the steps found (the claimed project).
 */
import type { Readable } from 'node:stream';
import type { DeployEvent } from '../../protocol/types.ts';
import type { BlobSession } from '../../store/types.ts';
import type { AdmittedDeploy, Permitted } from './admission.ts';
import type { DeployDeps, DeployLog } from './deps.ts';

/** What one deploy reads and writes besides its admitted state: the body in, the events out. */
export interface DeployIo {
  /** The archive, as it arrives. */
  body: Readable;
  /** Every event of the deploy, in order (the route writes them as NDJSON lines). */
  emit: (event: DeployEvent) => void;
  log: DeployLog;
  /** The request's id: in a failure's `error` event and in every log line of it. */
  requestId: string;
  /** Public base URL of the API (links in `collect` and invitation mails). */
  base: string;
}

/** How a deploy ended (its events say it to the client). */
export type DeployOutcome =
  { ok: true; rev: number } | { ok: false; rev: number | null; code: string | null };

/** One deploy under way: its parts, its admitted state, its io, and the project once claimed. */
export interface Run extends DeployIo {
  deps: DeployDeps;
  deploy: AdmittedDeploy;
  /** Set once the domain is claimed (or was found claimed before the body). */
  target: Permitted | null;
  /** The project did not exist before this deploy: remove it again if the deploy fails. */
  createdProject: boolean;
  blobs: BlobSession;
}

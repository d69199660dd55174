/**
 * Contract between the origin's deploy/revision code (src/server/routes) and distribution to edge nodes
 * (src/server/distribution, src/edge). The origin calls `sync(domain)` after any change of a project's
 * revisions, live pointer or settings; each edge then pulls the project's state from the origin, fetches the
 * blobs it lacks (verifying each sha256), and swaps its pointer atomically. `sync` is idempotent.
 */
import type { Instance } from '../../protocol/types.ts';

export interface EdgeDescriptor {
  /** Stable id, e.g. `edge-1`. */
  id: string;
  /** Base URL the origin reaches the edge at, e.g. `http://127.0.0.1:4101`. */
  url: string;
  location: string;
  ip: string;
}

export interface EdgeFailure extends EdgeDescriptor {
  error: string;
}

export interface SyncResult {
  confirmed: EdgeDescriptor[];
  unconfirmed: EdgeFailure[];
  /** Blob bytes the edges fetched from the origin for this sync, summed over edges. */
  bytesFetched: number;
}

export interface SyncOptions {
  /** Called each time an edge confirms: (confirmed so far, total edges). */
  onConfirm?: (confirmed: number, total: number) => void;
  signal?: AbortSignal;
  /** Revisions the edges must hold even though they are not listed yet (a deploy being distributed). */
  prefetch?: number[];
}

export interface Distributor {
  edges(): EdgeDescriptor[];
  sync(domain: string, options?: SyncOptions): Promise<SyncResult>;
  /** Drop the edges' cached responses for the domain (DELETE /:domain/cache). */
  purge(domain: string): Promise<SyncResult>;
  /** `info.instances` rows for a project, one per edge. */
  instances(domain: string): Instance[];
  /** Public base URL for a host, e.g. `http://my-site.localhost:4101` (edge port shown unless 80/443). */
  publicUrl(host: string): string;
  close(): Promise<void>;
}

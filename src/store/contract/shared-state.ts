/**
 * Small pieces of server state that every origin of a deployment must see alike, kept by name under a namespace:
 * upload plans (single-use, expiring), the registered standalone edges, the ACME account key and the platform's
 * wildcard certificate. In the embedded server one process held them in memory or in files of its data folder;
 * with several origins on one database they live here instead (docs/scale-out.md). Values are opaque text (the
 * service that owns a namespace chooses its format, JSON as a rule). Secrets stored here (ACME keys) are never
 * logged, as for the CA root.
 */

export interface SharedEntry {
  key: string;
  value: string;
  /** When it was last written (epoch ms). */
  updatedAt: number;
  /** When it stops being returned (epoch ms), or null for never. */
  expiresAt: number | null;
}

export interface SharedStateStore {
  /** Writes `value` under (namespace, key), replacing any earlier one. */
  put(
    namespace: string,
    key: string,
    value: string,
    o: { now: number; expiresAt?: number | null },
  ): Promise<void>;
  /**
   * Writes `value` unless a live entry exists; returns the stored value, which is the one to use (when two
   * origins race, the first write wins for both).
   */
  putIfAbsent(
    namespace: string,
    key: string,
    value: string,
    o: { now: number; expiresAt?: number | null },
  ): Promise<string>;
  /** The live entry (not expired at `now`), or null. */
  get(namespace: string, key: string, now: number): Promise<SharedEntry | null>;
  /** Deletes and returns the live entry in one step: of two racing callers, exactly one gets it. */
  take(namespace: string, key: string, now: number): Promise<SharedEntry | null>;
  /** Live entries of the namespace, oldest write first. */
  list(namespace: string, now: number): Promise<SharedEntry[]>;
  /** False when there was no entry live at `now`. */
  delete(namespace: string, key: string, now: number): Promise<boolean>;
  /** Removes the entries expired at `now` (all namespaces); returns how many. */
  prune(now: number): Promise<number>;
}

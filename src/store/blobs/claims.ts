/**
 * Claim and removal bookkeeping: which blobs deploy sessions hold (sha256 → number of sessions), and which are
 * being removed (a discard or garbage collection). A blob held is never removed; a session that claims a blob
 * being removed waits for the removal. Claims live in this process: one origin process owns a data folder.
 */
export class Claims {
  /** sha256 → number of sessions holding it. */
  readonly #held = new Map<string, number>();
  /** sha256 → its removal in progress. */
  readonly #removing = new Map<string, Promise<unknown>>();

  add(sha256: string): void {
    this.#held.set(sha256, (this.#held.get(sha256) ?? 0) + 1);
  }

  drop(sha256: string): void {
    const n = (this.#held.get(sha256) ?? 1) - 1;
    if (n > 0) this.#held.set(sha256, n);
    else this.#held.delete(sha256);
  }

  /** The removal of `sha256` in progress, if any (a claim waits for it). */
  removal(sha256: string): Promise<unknown> | undefined {
    return this.#removing.get(sha256);
  }

  isRemoving(sha256: string): boolean {
    return this.#removing.has(sha256);
  }

  /**
   * Runs `drop` unless a session holds the blob or a removal is already running; `confirm` runs under the
   * removal mark (a session claiming the blob meanwhile waits). Returns null when skipped, else whether it was
   * removed (a failure of `confirm` or `drop` counts as not removed).
   */
  remove(
    sha256: string,
    confirm: () => Promise<boolean>,
    drop: () => Promise<void>,
  ): Promise<boolean> | null {
    if (this.#held.has(sha256) || this.#removing.has(sha256)) return null;
    const removal = (async () => {
      if (!(await confirm())) return false;
      await drop();
      return true;
    })()
      .catch(() => false)
      .finally(() => this.#removing.delete(sha256));
    this.#removing.set(sha256, removal);
    return removal;
  }
}

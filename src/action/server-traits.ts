/**
 * Pure: what a server's revision list (GET /:domain/list) tells of the server. A sitepub server adds fields to
 * every entry (`liveAt`, `meta`, `created_at`, `contentHash`); a plain surge server (surge.sh) sends only what the
 * published protocol has. Nothing here is assumed from types: the list is what the server sent.
 */
import type { RevisionEntry } from '../protocol/types.ts';

/** The fields of a list entry that only a sitepub server sends (protocol/types.ts declares them present). */
type Extras = Partial<Pick<RevisionEntry, 'liveAt' | 'meta' | 'created_at' | 'contentHash'>>;

const extras = (r: RevisionEntry): Extras => r as Extras;

/** The list says which revisions were live before (`liveAt`, null for never-live ones): a sitepub server. */
export function keepsLiveHistory(revisions: readonly RevisionEntry[]): boolean {
  return revisions.some((r) => extras(r).liveAt !== undefined);
}

/**
 * The server is a sitepub server, so it accepts the project settings (`PUT /:domain/settings`, forceHttps). Known
 * only from a non-empty list: a new project's server is not known to accept them.
 */
export function acceptsSettings(revisions: readonly RevisionEntry[]): boolean {
  return revisions.some((r) => {
    const x = extras(r);
    return x.liveAt !== undefined || x.meta !== undefined || x.contentHash !== undefined;
  });
}

/** A count the server may not send (`publicFileCount`, `publicTotalSize`): a finite number, or null. */
export function countOrNull(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null;
}

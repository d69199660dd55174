/** Limits of spec part 8, and the archive safety caps of the reference server. */
export const MAX_FILES = 10_100;
export const MAX_PROJECT_BYTES = 450 * 1000 * 1000; // "450 MB": decimal megabytes, documented in README
export const RATE_WINDOW_MS = 15 * 60 * 1000;
export const RATE_PER_DOMAIN = 30;
export const RATE_PER_ACCOUNT = 60;
export const RATE_PER_IP = 240;
/** Collaborators of one project, and emails of one invitation. */
export const MAX_COLLABORATORS = 100;
export const TOKEN_TTL_MS = 3 * 365 * 24 * 60 * 60 * 1000;
export const VERIFICATION_RESEND_MS = 5 * 60 * 1000;
export const LINK_TTL_MS = 48 * 60 * 60 * 1000;
export const ANALYTICS_CACHE_MS = 15 * 60 * 1000;
export const ANALYTICS_WINDOW_DAYS = 14;
export const MAX_PATH_BYTES = 1024;
export const MAX_PATH_DEPTH = 32;
export const DEFAULT_ENDPOINT = 'https://surge.surge.sh';
/** Most blobs one edge request (`/_sitepub/blobs`, `/_sitepub/blob-urls`) may ask for (src/edge/blob-batch.ts). */
export const BLOB_BATCH_MAX = 4096;
/** The largest body of an edge control request (`/_sitepub/...`, src/edge/control.ts) other than a sync's. */
export const CONTROL_BODY_MAX = 64 * 1024;
/**
 * The largest edge `POST /_sitepub/sync` body an edge that says so in its registration (`syncBodyMax`) reads: a
 * sync that carries the project's state, the revisions' file lists and blob URLs (about 1.2 MB for 7,453 files).
 * Other control requests stay under CONTROL_BODY_MAX. Only the origin, with the edges' secret, gets its body read.
 */
export const SYNC_BODY_MAX = 16 * 1024 * 1024;

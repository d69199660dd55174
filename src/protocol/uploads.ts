/**
 * The upload plan's shapes (`POST /:domain/uploads`, sitepub extension; docs/client.md): the listing a client
 * sends and the two answers. Apart from api.ts so that the client, which reads these answers on every deploy,
 * loads no other schema for them.
 */
import { Type, type Static } from 'typebox';
import { MAX_FILES } from './limits.ts';

const strings = Type.Array(Type.String());
const opt = Type.Optional;

export const UploadDeltaFile = Type.Object(
  {
    /** `/path` in the site (the archive path without its top-level folder). */
    path: Type.String({ minLength: 1, maxLength: 4096 }),
    size: Type.Integer({ minimum: 0 }),
    /**
     * 64 lowercase hex digits. A listing in which a file has none is a question asked before hashing, answered
     * with UploadSizeAnswer instead of a delta.
     */
    sha256: opt(Type.String({ pattern: '^[0-9a-f]{64}$' })),
  },
  { additionalProperties: false },
);
export type UploadDeltaFile = Static<typeof UploadDeltaFile>;

/** `POST /:domain/uploads` body: every file of the site. */
export const UploadListing = Type.Object(
  { files: Type.Array(UploadDeltaFile, { maxItems: MAX_FILES }) },
  { additionalProperties: false },
);

/**
 * How the server takes the deploy's archive, preferred first (`zstd`, `gzip`); absent from servers that only
 * take gzip.
 */
const encodings = Type.Array(Type.String({ description: '`zstd` or `gzip`' }));

/**
 * `POST /:domain/uploads` answer (200) to a listing by size alone (sitepub servers): the paths whose size is that
 * of content the server holds for this account, the only ones worth hashing and listing again for a delta. None:
 * nothing can be reused, so deploy the whole site (in one of `encodings`) without a delta.
 */
export const UploadSizeAnswer = Type.Object({ worthHashing: strings, encodings });
export type UploadSizeAnswer = Static<typeof UploadSizeAnswer>;

/** `POST /:domain/uploads` answer (201), the upload delta: which files the deploy that names `id` must carry. */
export const UploadDelta = Type.Object({
  /** Sent back as the `x-sitepub-upload` header of `PUT /:domain`. Single use. */
  id: Type.String(),
  /** Paths the archive must hold (sorted); every other listed file the server already holds for this account. */
  missing: strings,
  /** When the delta expires (ms since epoch). */
  expiresAt: Type.Integer(),
  /** The reference server also says how much it reuses (optional). */
  reusedFiles: opt(Type.Integer()),
  reusedBytes: opt(Type.Integer()),
  encodings: opt(encodings),
});
export type UploadDelta = Static<typeof UploadDelta>;

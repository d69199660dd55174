/** deploy()'s options, result and context (re-exported by deploy/index.ts, the public entry). */
import type { Readable } from 'node:stream';
import type { DeployRecord } from '../../protocol/deploy-record.ts';
import type { InfoEvent, RevisionEntry } from '../../protocol/types.ts';
import type { PackOptions, SiteScan } from '../../pack/pack.ts';
import type { LocalManifest, SiteHashes } from '../../pack/manifest.ts';
import type { SkippedLink } from '../../pack/walk.ts';
import type { Http } from '../http.ts';
import type { Logger } from '../logger.ts';
import type { StreamEvent } from '../ndjson.ts';
import type { RetryOptions } from '../retry.ts';
import type { UploadCounts, UploadStart } from '../upload-delta.ts';

/** A folder, packed with src/pack; its counts are computed. */
export interface FolderSource {
  source: string;
  /** Ignored: computed from the folder. */
  fileCount?: number;
  /** Ignored: computed from the folder. */
  projectSize?: number;
}

/** A gzip tar stream whose entries share one top-level directory, with the counts the service requires. */
export interface StreamSource {
  source: Readable | AsyncIterable<Uint8Array>;
  /** The archive's files (`file-count` header). Required: deploy() rejects without it (ClientError invalid-input). */
  fileCount: number;
  /** The archive's bytes before compression (`project-size` header). Required, as fileCount. */
  projectSize: number;
}

/** deploy()'s options: a folder, or a stream with its fileCount and projectSize. */
export type DeployOptions = DeployOptionsBase & (FolderSource | StreamSource);

export interface DeployOptionsBase {
  domain: string;
  message?: string;
  /** Preview only: upload and give a preview URL, production unchanged. */
  stage?: boolean;
  /** Collaborators to add / remove with this deploy. */
  add?: string[];
  rem?: string[];
  /** Force HTTPS on the project. */
  ssl?: boolean;
  /** String metadata kept with the revision (RevisionEntry.meta), e.g. `{ commit, pr, ref }`. */
  meta?: Record<string, string>;
  /**
   * What to record at the end of the deploy message (src/protocol/deploy-record.ts): kind, PR, commit, manifest
   * hash. The client always adds the deploy's id, so a retry finds its first try on any server, plain surge
   * included (the message is the one thing every server keeps and lists).
   */
  record?: Omit<DeployRecord, 'id'>;
  /** Packer options for folder sources (ignore patterns, gzip level, prefix). */
  pack?: PackOptions;
  /**
   * Folder sources: `auto` (default) compresses the archive with zstd when the server offers it in its upload
   * delta answer (the API's upload plan; sitepub servers on Node 22.15+; a third of gzip's CPU for fewer bytes) and this Node has it,
   * else with gzip; `gzip` always gzips.
   */
  compression?: 'auto' | 'gzip';
  /**
   * Folder sources: a folder where the digests of this site's files are kept between deploys (hash-cache.ts;
   * `defaultHashCacheDir()` is the CLI's), so unchanged files are not read again to list them for the upload
   * delta. Default: none (every file is read).
   */
  hashCache?: string;
  /**
   * Folder sources: send only the files whose content the server does not already hold for this account
   * (upload delta, sitepub servers; others get the whole folder). Default true; false always sends every file.
   * Ignored for stream sources.
   */
  reuse?: boolean;
  /**
   * Folder sources: a scan (same folder, same `pack` ignore options) and its hashes the caller already made,
   * e.g. the Action's local build. They are used as they are instead of walking and reading the folder again.
   */
  prepared?: { scan: SiteScan; hashes?: SiteHashes };
  /**
   * Folder sources: compute the md5 manifest of the whole site (`result.manifest`). Default true; false skips
   * every md5 (the CLI, which does not use it): less CPU before the upload starts.
   */
  manifest?: boolean;
  /** Folder sources: called before each upload attempt with what it sends. */
  onUpload?: (upload: UploadStart) => void;
  signal?: AbortSignal;
  /** Whole-deploy timeout in ms; default none (undici's idle timeouts still apply). */
  timeoutMs?: number;
  /**
   * Called for every event, in order, before it is yielded to iterators. If it throws, `.result` rejects with
   * ClientError `callback-failed` (the error as `cause`): an upload still under way is aborted (nothing is
   * published); once the upload has completed, the server's answer is read (not delivered) and the message says
   * whether it published the deploy.
   */
  onEvent?: (event: StreamEvent) => void;
}

export interface DeployResult {
  domain: string;
  /** The `info` line. */
  info: InfoEvent;
  /** Revision id (epoch ms). */
  revision: number;
  /** Preview host `<rev>-<domain>`, and as a URL. */
  preview: string;
  previewUrl: string;
  /** The project's production URL (for a staged deploy: where it will be live after a cutover). */
  url: string;
  staged: boolean;
  /** This deploy's id: in the record at the end of its message, and in `x-sitepub-meta` under DEPLOY_ID_META_KEY. */
  deployId: string;
  fileCount: number | undefined;
  projectSize: number | undefined;
  /** Local manifest of the whole site, uploaded or not (folder sources only). */
  manifest: LocalManifest | undefined;
  /**
   * What the successful attempt sent: files and bytes before compression. With an upload delta, only the
   * files the server lacked; else the whole site. Stream sources: the counts given, when given.
   */
  uploaded: UploadCounts | undefined;
  /** The id of the upload delta the successful attempt used (the API's upload plan); undefined for a full upload. */
  uploadPlan: string | undefined;
  /** Symlinks and special files the packer skipped (folder sources only). */
  skipped: SkippedLink[];
  /** HTTP attempts made (1 unless retried). */
  attempts: number;
}

export interface DeployContext {
  http: Http;
  logger: Logger;
  retry: RetryOptions | false;
  version: string;
  revisions: (domain: string) => Promise<RevisionEntry[]>;
  /**
   * What this Client learnt about the server, kept across its deploys: `deltas: false` once the server answered
   * 404/405/501 to a delta request (no upload deltas: later deploys neither ask nor hash for one).
   */
  server?: { deltas?: boolean };
}

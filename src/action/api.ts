/**
 * The slice of the sitepub client the Action uses, as one small interface: the modes are written against it,
 * and `apiFromClient` adapts the real client (src/client) to it.
 */
import type {
  CutoverResult,
  DiscardResult,
  InfoEvent,
  Manifest,
  ProgressEvent,
  RevisionEntry,
  RollbackResult,
} from '../protocol/types.ts';
import { ApiError, type Client, type UploadStart } from '../client/index.ts';
import type { DeployRecord } from '../protocol/deploy-record.ts';
import type { SiteHashes, SiteScan } from '../pack/index.ts';

export interface DeployRequest {
  domain: string;
  /** The built site's folder; the client packs it (and can re-pack it for a safe retry). */
  folder: string;
  ignore: string[];
  stage: boolean;
  message?: string;
  meta: Record<string, string>;
  /**
   * The deploy record written at the end of the message (kind, PR, commit, manifest hash; the client adds the
   * deploy id): what promote, discard and rollback find the revision by on any server, surge.sh included.
   */
  record: Omit<DeployRecord, 'id'>;
  /** The local build's scan and hashes of `folder`, so the client does not read the folder again. */
  prepared?: { scan: SiteScan; hashes?: SiteHashes };
  /**
   * true: the spec's `ssl` deploy header: the project (production included) redirects http to https from this
   * deploy on, whether staged or not; so only production uploads set it. false/absent: nothing is sent
   * (changeProduction turns it off where the server takes settings).
   */
  forceHttps?: boolean;
  signal?: AbortSignal;
  onProgress?: (event: ProgressEvent) => void;
  /** Before each attempt: how much of the site goes over the wire (the rest is already on the server). */
  onUpload?: (u: UploadStart) => void;
}

export interface DeployOutcome {
  info: InfoEvent;
  revision: number;
  previewUrl: string;
  url: string;
}

export interface SitepubApi {
  /** Newest first; empty when the project has no revisions (404). */
  revisions(domain: string): Promise<RevisionEntry[]>;
  /** Null when there is nothing (no live revision / unknown revision). */
  manifest(domain: string, rev?: number): Promise<Manifest | null>;
  /** Resolves once the `info` line arrived; rejects on failure (payment required carries a checkout URL). */
  deploy(req: DeployRequest): Promise<DeployOutcome>;
  cutover(domain: string, rev?: number): Promise<CutoverResult>;
  rollback(domain: string): Promise<RollbackResult>;
  discard(domain: string, rev: number): Promise<DiscardResult>;
  teardown(domain: string): Promise<{ msg: string }>;
  /** Sets the project's http → https redirect (PUT /:domain/settings; a no-op when already so). */
  setForceHttps(domain: string, on: boolean): Promise<void>;
  /**
   * Points preview alias `name` at `rev` (PUT /:domain/alias/:name, a sitepub extension) and returns the URL it
   * is served at; null when the server has no aliases (404: a plain surge server).
   */
  setAlias(domain: string, name: string, rev: number): Promise<string | null>;
  /** Removes a preview alias; false when there was none or the server has no aliases (404). */
  removeAlias(domain: string, name: string): Promise<boolean>;
  /**
   * Where the project's hosts are served (scheme and port), from GET /:domain/aliases (a sitepub extension): its
   * production URL; null when the server does not say (404: a plain surge server, or no such project).
   */
  sitesUrl(domain: string): Promise<string | null>;
}

/** Adapts the sitepub client (src/client) to the SitepubApi the modes use. */
export function apiFromClient(client: Client): SitepubApi {
  const notFound = (err: unknown): boolean => err instanceof ApiError && err.status === 404;
  return {
    revisions: (domain) =>
      client.revisions(domain).catch((err: unknown) => (notFound(err) ? [] : Promise.reject(err))),
    manifest: (domain, rev) =>
      client.manifest(domain, rev).catch((err: unknown) => (notFound(err) ? null : Promise.reject(err))),
    deploy: async (req) => {
      const run = client.deploy({
        domain: req.domain,
        source: req.folder,
        pack: { ignore: req.ignore },
        stage: req.stage,
        ...(req.message ? { message: req.message } : {}),
        meta: req.meta,
        record: req.record,
        ...(req.forceHttps ? { ssl: true } : {}),
        ...(req.signal ? { signal: req.signal } : {}),
        ...(req.onUpload ? { onUpload: req.onUpload } : {}),
        ...(req.prepared ? { prepared: req.prepared } : {}),
        onEvent: (e) => {
          if (e.type === 'progress') req.onProgress?.(e);
        },
      });
      const r = await run.result;
      return { info: r.info, revision: r.revision, previewUrl: r.previewUrl, url: r.url };
    },
    cutover: (domain, rev) => client.cutover(domain, rev),
    rollback: (domain) => client.rollback(domain),
    discard: (domain, rev) => client.discard(domain, rev),
    setForceHttps: async (domain, on) => {
      await client.settings(domain, { forceHttps: on });
    },
    setAlias: (domain, name, rev) =>
      client.setAlias(domain, name, rev).then(
        (a) => a.url,
        (err: unknown) => (notFound(err) ? null : Promise.reject(err)),
      ),
    removeAlias: (domain, name) =>
      client.removeAlias(domain, name).then(
        (r) => r.removed === true,
        (err: unknown) => (notFound(err) ? false : Promise.reject(err)),
      ),
    sitesUrl: (domain) =>
      client.aliases(domain).then(
        (a) => (typeof a.url === 'string' ? a.url : (a.aliases[0]?.url ?? null)),
        (err: unknown) => (notFound(err) ? null : Promise.reject(err)),
      ),
    teardown: async (domain) => {
      const r = await client.teardown(domain);
      return { msg: typeof r?.msg === 'string' ? r.msg : '' };
    },
  };
}

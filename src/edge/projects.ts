/**
 * The projects an edge serves, in memory (what the hot path reads) and on disk (what survives a restart):
 *   <data>/projects/<domain>/project.json   {domain, version, liveRev, settings, revisions, syncedAt}
 *   <data>/projects/<domain>/<rev>.json     {rev, createdAt, files: [[path, sha256, size], ...]} (immutable)
 * A project object is replaced as a whole (`set`), so a request that already holds the old object finishes on
 * it and the next request sees the new one: the pointer swap is atomic per edge. On disk, project.json is
 * rewritten atomically after the revision files it names exist.
 */
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { aliasHost, checkDomain } from '../protocol/domain.ts';
import type { ProjectConfig } from '../protocol/types.ts';
import type { EdgeRevisionFile } from '../protocol/edge.ts';
import {
  compileRules,
  MAX_RULE_FILE_BYTES,
  ruleFilesOf,
  type RuleFile,
  type SiteRules,
} from '../rules/index.ts';
import { readBlob, type Blob, type EdgeBlobStore } from './blob-store.ts';
import { typeInfo } from './content-type.ts';
import { writeJsonAtomic } from './disk.ts';

export interface EdgeFile {
  path: string;
  blob: Blob;
  contentType: string;
  compressible: boolean;
  html: boolean;
  etag: string;
  /** The gzip and brotli bodies' validators (`"<tag>-gz"`, `"<tag>-br"`), made when first served (most files
   * of a revision never are by a given edge: two strings less per file held). */
  etagGzip: string | null;
  etagBr: string | null;
  /** The whole-body answer's headers, made when first served (serve/send-file.ts `wholeHeaders`). */
  answers: WholeAnswers | null;
}

/** Response headers of a file's whole body, per content coding, for the host kind and settings they were made for. */
export interface WholeAnswers {
  settings: ProjectConfig;
  preview: boolean;
  pinned: boolean;
  identity: Record<string, string | number> | null;
  gzip: Record<string, string | number> | null;
  br: Record<string, string | number> | null;
}

export interface EdgeRevision {
  rev: number;
  createdAt: number;
  /** HTTP date of createdAt (Last-Modified). */
  lastModified: string;
  files: Map<string, EdgeFile>;
  fileCount: number;
  totalSize: number;
  /** The revision's compiled rule files (src/rules/), null when it has none: set by loadRules before the
   * revision is published, never changed after. */
  rules: SiteRules | null;
}

export interface EdgeProject {
  domain: string;
  version: number;
  liveRev: number | null;
  settings: ProjectConfig;
  revisions: Map<number, EdgeRevision>;
  /** Preview aliases, name → revision (protocol/aliases.ts): host `<name>-<domain>` serves that revision. */
  aliases: ReadonlyMap<string, number>;
  syncedAt: number | null;
}

export const DEFAULT_SETTINGS: ProjectConfig = {
  forceHttps: false,
  cleanUrls: true,
  spa: false,
  cors: null,
  headers: {},
};

interface ProjectFile {
  domain: string;
  version: number;
  liveRev: number | null;
  settings: ProjectConfig;
  revisions: number[];
  /** Absent in files written before aliases. */
  aliases?: Record<string, number>;
  syncedAt: number | null;
}

interface RevisionFile {
  rev: number;
  createdAt: number;
  files: Array<[string, string, number]>;
}

export class ProjectTable {
  readonly #dir: string;
  readonly #tmp: string;
  readonly #blobs: EdgeBlobStore;
  readonly #projects = new Map<string, EdgeProject>();
  /** Alias host `<name>-<domain>` → its project and name, kept in step with #projects. */
  readonly #aliasHosts = new Map<string, { domain: string; name: string }>();

  constructor(dataDir: string, tmp: string, blobs: EdgeBlobStore) {
    this.#dir = join(dataDir, 'projects');
    this.#tmp = tmp;
    this.#blobs = blobs;
  }

  get(domain: string): EdgeProject | undefined {
    return this.#projects.get(domain);
  }

  /** The project and revision an alias host serves, if it is one (and the revision is held). */
  alias(host: string): { project: EdgeProject; revision: EdgeRevision } | undefined {
    const a = this.#aliasHosts.get(host);
    const project = a && this.#projects.get(a.domain);
    const rev = project && a ? project.aliases.get(a.name) : undefined;
    const revision = rev === undefined ? undefined : project?.revisions.get(rev);
    return project && revision ? { project, revision } : undefined;
  }

  #publish(project: EdgeProject): void {
    const previous = this.#projects.get(project.domain);
    for (const name of previous?.aliases.keys() ?? [])
      this.#aliasHosts.delete(aliasHost(name, project.domain));
    this.#projects.set(project.domain, project);
    for (const name of project.aliases.keys())
      this.#aliasHosts.set(aliasHost(name, project.domain), { domain: project.domain, name });
  }

  all(): IterableIterator<EdgeProject> {
    return this.#projects.values();
  }

  /** Loads every project whose files are all present; returns the domains that need a fresh sync. */
  async load(): Promise<string[]> {
    await mkdir(this.#dir, { recursive: true });
    const stale: string[] = [];
    for (const domain of await readdir(this.#dir)) {
      if (!checkDomain(domain).ok) continue;
      try {
        const pf = JSON.parse(await readFile(join(this.#dir, domain, 'project.json'), 'utf8')) as ProjectFile;
        const revisions = new Map<number, EdgeRevision>();
        let complete = true;
        for (const rev of pf.revisions) {
          const rf = JSON.parse(await readFile(this.#revPath(domain, rev), 'utf8')) as RevisionFile;
          const revision = this.buildRevision(
            rev,
            rf.createdAt,
            rf.files.map(([path, sha256, size]) => ({ path, sha256, size })),
          );
          if (!revision) complete = false;
          else {
            await this.loadRules(revision);
            revisions.set(rev, revision);
          }
        }
        this.#publish({
          ...pf,
          settings: { ...DEFAULT_SETTINGS, ...pf.settings },
          revisions,
          aliases: new Map(Object.entries(pf.aliases ?? {})),
        });
        if (!complete) stale.push(domain);
      } catch {
        stale.push(domain);
      }
    }
    return stale;
  }

  /** Builds the in-memory index of a revision; null if a blob is missing. */
  buildRevision(rev: number, createdAt: number, files: EdgeRevisionFile[]): EdgeRevision | null {
    const map = new Map<string, EdgeFile>();
    let totalSize = 0;
    for (const f of files) {
      const blob = this.#blobs.get(f.sha256);
      if (!blob) return null;
      const t = typeInfo(f.path);
      const tag = f.sha256.slice(0, 40);
      map.set(f.path, {
        path: f.path,
        blob,
        contentType: t.contentType,
        compressible: t.compressible,
        html: t.html,
        etag: `"${tag}"`,
        etagGzip: null,
        etagBr: null,
        answers: null,
      });
      totalSize += f.size;
    }
    return {
      rev,
      createdAt,
      lastModified: new Date(createdAt).toUTCString(),
      files: map,
      fileCount: map.size,
      totalSize,
      rules: null,
    };
  }

  /**
   * Compiles the revision's rule files (once per revision held: here, never per request) into `revision.rules`.
   * Their problems were reported to whoever deployed; the edge serves by the good lines.
   */
  async loadRules(revision: EdgeRevision): Promise<void> {
    const present = ruleFilesOf(revision.files.keys());
    if (present.length === 0) return;
    const texts = new Map<RuleFile, Buffer | null>();
    for (const path of present) {
      const blob = revision.files.get(path)!.blob;
      texts.set(path, blob.size > MAX_RULE_FILE_BYTES ? null : await readBlob(blob));
    }
    revision.rules = compileRules(texts).rules;
  }

  #revPath(domain: string, rev: number): string {
    return join(this.#dir, domain, `${rev}.json`);
  }

  hasRevisionFile(domain: string, rev: number): boolean {
    return this.#projects.get(domain)?.revisions.has(rev) ?? false;
  }

  async writeRevision(
    domain: string,
    rev: number,
    createdAt: number,
    files: EdgeRevisionFile[],
  ): Promise<void> {
    const body: RevisionFile = { rev, createdAt, files: files.map((f) => [f.path, f.sha256, f.size]) };
    await writeJsonAtomic(this.#tmp, this.#revPath(domain, rev), body);
  }

  /** Persists then publishes `project` (the atomic swap), and deletes revision files it no longer lists. */
  async set(project: EdgeProject): Promise<void> {
    const pf: ProjectFile = {
      domain: project.domain,
      version: project.version,
      liveRev: project.liveRev,
      settings: project.settings,
      revisions: [...project.revisions.keys()],
      aliases: Object.fromEntries(project.aliases),
      syncedAt: project.syncedAt,
    };
    await writeJsonAtomic(this.#tmp, join(this.#dir, project.domain, 'project.json'), pf);
    const previous = this.#projects.get(project.domain);
    this.#publish(project);
    if (previous) {
      for (const rev of previous.revisions.keys()) {
        if (!project.revisions.has(rev)) await rm(this.#revPath(project.domain, rev), { force: true });
      }
    }
  }

  async remove(domain: string): Promise<boolean> {
    for (const name of this.#projects.get(domain)?.aliases.keys() ?? [])
      this.#aliasHosts.delete(aliasHost(name, domain));
    const had = this.#projects.delete(domain);
    await rm(join(this.#dir, domain), { recursive: true, force: true });
    return had;
  }

  /** Every blob some held revision references. */
  referencedBlobs(): Set<string> {
    const refs = new Set<string>();
    for (const p of this.#projects.values()) {
      for (const r of p.revisions.values()) for (const f of r.files.values()) refs.add(f.blob.sha256);
    }
    return refs;
  }
}

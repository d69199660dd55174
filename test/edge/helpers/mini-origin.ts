/**
 * A tiny in-memory origin that speaks the origin side of the edge protocol (`/_sitepub/...`) over real HTTP on
 * 127.0.0.1, so edge tests run before (and independently of) the reference server. It counts blob bytes served.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative, sep } from 'node:path';
import type { ProjectConfig } from '../../../src/protocol/types.ts';
import type {
  EdgeProjectState,
  EdgeRegistration,
  EdgeRevisionFile,
  EdgeRevisionManifest,
} from '../../../src/protocol/edge.ts';

export interface MiniRevision {
  createdAt: number;
  files: EdgeRevisionFile[];
  ready: boolean;
}

export interface MiniProject {
  version: number;
  liveRev: number | null;
  settings: ProjectConfig;
  revisions: Map<number, MiniRevision>;
}

export const SETTINGS: ProjectConfig = {
  forceHttps: false,
  cleanUrls: true,
  spa: false,
  cors: null,
  headers: {},
};

export class MiniOrigin {
  readonly secret: string;
  readonly projects = new Map<string, MiniProject>();
  readonly blobs = new Map<string, Buffer>();
  readonly registrations: EdgeRegistration[] = [];
  blobBytesServed = 0;
  url = '';
  #server: Server | null = null;

  constructor(secret = 'test-secret') {
    this.secret = secret;
  }

  /** Adds a revision made of `files` (path → content); returns its file list. */
  addRevision(
    domain: string,
    rev: number,
    files: Record<string, string | Buffer>,
    options: { live?: boolean; ready?: boolean } = {},
  ): EdgeRevisionFile[] {
    const list: EdgeRevisionFile[] = [];
    for (const [path, content] of Object.entries(files)) {
      const buf = Buffer.isBuffer(content) ? content : Buffer.from(content);
      const sha256 = createHash('sha256').update(buf).digest('hex');
      this.blobs.set(sha256, buf);
      list.push({ path, sha256, size: buf.length });
    }
    let p = this.projects.get(domain);
    if (!p) {
      p = { version: 0, liveRev: null, settings: { ...SETTINGS }, revisions: new Map() };
      this.projects.set(domain, p);
    }
    p.revisions.set(rev, { createdAt: rev, files: list, ready: options.ready ?? true });
    if (options.live ?? true) p.liveRev = rev;
    p.version++;
    return list;
  }

  addRevisionFromDir(domain: string, rev: number, dir: string, options: { live?: boolean } = {}): void {
    const files: Record<string, Buffer> = {};
    const walk = (d: string): void => {
      for (const e of readdirSync(d, { withFileTypes: true })) {
        const p = join(d, e.name);
        if (e.isDirectory()) walk(p);
        else if (e.isFile()) files[`/${relative(dir, p).split(sep).join('/')}`] = readFileSync(p);
      }
    };
    walk(dir);
    this.addRevision(domain, rev, files, options);
  }

  update(domain: string, change: (p: MiniProject) => void): void {
    const p = this.projects.get(domain);
    if (!p) throw new Error(`no project ${domain}`);
    change(p);
    p.version++;
  }

  state(domain: string): EdgeProjectState | null {
    const p = this.projects.get(domain);
    if (!p) return null;
    return {
      domain,
      version: p.version,
      liveRev: p.liveRev,
      settings: p.settings,
      revisions: [...p.revisions]
        .filter(([, r]) => r.ready)
        .map(([rev]) => rev)
        .sort((a, b) => b - a),
    };
  }

  async start(): Promise<string> {
    this.#server = createServer((req, res) => {
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${this.secret}`) return json(401, { error: 'bad secret' });
      const url = new URL(req.url!, 'http://origin');
      const parts = url.pathname.split('/').slice(2).map(decodeURIComponent);
      if (req.method === 'GET' && url.pathname === '/_sitepub/projects') {
        return json(
          200,
          [...this.projects].map(([domain, p]) => ({ domain, version: p.version })),
        );
      }
      if (req.method === 'GET' && parts[0] === 'projects' && parts.length === 2) {
        const s = this.state(parts[1]!);
        return s ? json(200, s) : json(404, { error: 'no such project' });
      }
      if (req.method === 'GET' && parts[0] === 'revisions' && parts.length === 3) {
        const r = this.projects.get(parts[1]!)?.revisions.get(Number(parts[2]));
        if (!r) return json(404, { error: 'no such revision' });
        const m: EdgeRevisionManifest = {
          domain: parts[1]!,
          rev: Number(parts[2]),
          createdAt: r.createdAt,
          files: r.files,
        };
        return json(200, m);
      }
      if (req.method === 'GET' && parts[0] === 'blobs' && parts.length === 2) {
        const b = this.blobs.get(parts[1]!);
        if (!b) return json(404, { error: 'no such blob' });
        this.blobBytesServed += b.length;
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': b.length });
        return res.end(b);
      }
      if (req.method === 'POST' && url.pathname === '/_sitepub/edges') {
        let body = '';
        req.on('data', (c: Buffer) => (body += c.toString()));
        req.on('end', () => {
          this.registrations.push(JSON.parse(body) as EdgeRegistration);
          json(201, { ok: true });
        });
        return;
      }
      json(404, { error: 'no route' });
    });
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    const s = this.#server;
    if (!s) return;
    this.#server = null;
    await new Promise<void>((resolve) => {
      s.close(() => resolve());
      s.closeAllConnections();
    });
  }
}

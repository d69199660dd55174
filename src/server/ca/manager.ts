/**
 * Certificates of projects: managed ones from the server's CA (issued on first need, renewed when fewer than
 * RENEW_BEFORE_DAYS remain), custom ones uploaded with `PUT /:domain/ssl` (preferred while valid), and the
 * key + chain an edge serves for a TLS server name (SNI). Preview hosts `<rev>-<domain>` get their own managed
 * leaf, kept in memory only.
 */
import type { CertificateRecord, CertificateStore } from '../../store/types.ts';
import { parsePreviewHost } from '../../protocol/domain.ts';
import { RENEW_BEFORE_DAYS, type CertificateAuthority, type IssuedCertificate } from './authority.ts';
import { covers, describeCert, expiresInWords, type CertInfo } from './cert-info.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const PREVIEW_CACHE = 500;
/** Certificates issued ahead of a deploy (`prepare`) are kept this long, and this many at most. */
const PREPARED_TTL_MS = 15 * 60 * 1000;
const PREPARED_MAX = 64;

export interface TlsBundle {
  keyPem: string;
  /** Leaf first, then the chain. */
  chainPem: string;
  notAfter: number;
}

export interface CertEventData {
  issuer: string;
  altnames: string[];
  expiresInWords: string;
}

export class CertificateManager {
  readonly ca: CertificateAuthority;
  #store: CertificateStore;
  #now: () => number;
  #projectExists: (domain: string) => Promise<boolean>;
  #previews = new Map<string, Promise<TlsBundle>>();
  #inflight = new Map<string, Promise<{ cert: CertificateRecord; issued: boolean }>>();
  #prepared = new Map<string, { at: number; work: Promise<IssuedCertificate | null> }>();
  #managedIssuer: string | undefined;

  constructor(options: {
    ca: CertificateAuthority;
    store: CertificateStore;
    now: () => number;
    projectExists: (domain: string) => Promise<boolean>;
  }) {
    this.ca = options.ca;
    this.#store = options.store;
    this.#now = options.now;
    this.#projectExists = options.projectExists;
  }

  /** The project's managed certificate, issuing or renewing it when needed. `issued` says whether work happened. */
  ensureManaged(domain: string): Promise<{ cert: CertificateRecord; issued: boolean }> {
    const running = this.#inflight.get(domain);
    if (running) return running;
    const work = this.#ensure(domain).finally(() => this.#inflight.delete(domain));
    this.#inflight.set(domain, work);
    return work;
  }

  /**
   * Issues the managed certificate a deploy of `domain` is about to need (none yet, or one due for renewal), in
   * the background, for ensureManaged to take: the upload plan calls it, so the key generation and signing (4–9 ms
   * of the main thread) happen while the client starts its upload, not between the edges and the `info` line.
   * Kept PREPARED_TTL_MS, PREPARED_MAX at most; nothing is stored until a deploy publishes.
   */
  prepare(domain: string): void {
    if (this.#prepared.has(domain) || parsePreviewHost(domain)) return;
    const at = this.#now();
    const work = (async () => {
      if (this.#current(await this.#store.list(domain), at)) return null;
      const issued = await this.ca.issue([domain], { now: new Date(at) });
      this.#issuerName(); // parsed once per process, here rather than in the deploy's last step
      return issued;
    })();
    work.catch(() => undefined); // ensureManaged issues again
    this.#prepared.set(domain, { at, work });
    if (this.#prepared.size > PREPARED_MAX) this.#prepared.delete(this.#prepared.keys().next().value!);
  }

  /** The managed one of a domain's certificates, unless due for renewal. */
  #current(certs: CertificateRecord[], now: number): CertificateRecord | undefined {
    const current = certs.find((c) => c.source === 'managed');
    return current && current.notAfter - now > RENEW_BEFORE_DAYS * DAY_MS ? current : undefined;
  }

  /** A certificate `prepare` issued for the domain, if recent and still wanted; taken once. */
  async #takePrepared(domain: string, now: number): Promise<IssuedCertificate | null> {
    const prepared = this.#prepared.get(domain);
    if (!prepared) return null;
    this.#prepared.delete(domain);
    if (now - prepared.at > PREPARED_TTL_MS) return null;
    return prepared.work.catch(() => null);
  }

  async #ensure(domain: string): Promise<{ cert: CertificateRecord; issued: boolean }> {
    const now = this.#now();
    const current = this.#current(await this.#store.list(domain), now);
    if (current) return { cert: current, issued: false };
    const issued =
      (await this.#takePrepared(domain, now)) ?? (await this.ca.issue([domain], { now: new Date(now) }));
    const cert: CertificateRecord = {
      domain,
      source: 'managed',
      altnames: issued.altnames,
      certPem: issued.certPem,
      chainPem: issued.chainPem,
      keyPem: issued.keyPem,
      notBefore: issued.notBefore.getTime(),
      notAfter: issued.notAfter.getTime(),
      createdAt: now,
    };
    await this.#store.put(cert);
    return { cert, issued: true };
  }

  async putCustom(
    domain: string,
    bundle: { certPem: string; chainPem: string; keyPem: string; altnames: string[]; notAfter: Date },
  ) {
    const info = describeCert(bundle.certPem, 'custom', new Date(this.#now()));
    await this.#store.put({
      domain,
      source: 'custom',
      altnames: bundle.altnames,
      certPem: bundle.certPem,
      chainPem: bundle.chainPem,
      keyPem: bundle.keyPem,
      notBefore: Date.parse(info.notBefore),
      notAfter: bundle.notAfter.getTime(),
      createdAt: this.#now(),
    });
    return info;
  }

  /** What `GET /:domain/certs` lists: the certificate in use first. */
  async describe(domain: string): Promise<CertInfo[]> {
    const now = new Date(this.#now());
    const certs = await this.#store.list(domain);
    const infos = certs.map((c) => describeCert(c.certPem, c.source, now));
    return infos.sort((a, b) =>
      a.source === b.source ? 0 : a.source === 'custom' && a.expInDays >= 0 ? -1 : 1,
    );
  }

  /** The issuer every managed certificate shows: the CA's name, as describeCert gives it. */
  #issuerName(): string {
    return (this.#managedIssuer ??= describeCert(this.ca.rootPem, 'managed').subject);
  }

  eventData(cert: CertificateRecord): CertEventData {
    const issuer =
      cert.source === 'managed' ? this.#issuerName() : describeCert(cert.certPem, cert.source).issuer;
    return {
      issuer,
      altnames: cert.altnames,
      expiresInWords: expiresInWords(new Date(cert.notAfter), new Date(this.#now())),
    };
  }

  /** Key and chain to serve for a TLS server name, or null when no project answers to it. */
  async bundleFor(servername: string): Promise<TlsBundle | null> {
    const host = servername.toLowerCase().replace(/\.$/, '');
    const now = this.#now();
    if (await this.#projectExists(host)) {
      const certs = await this.#store.list(host);
      const custom = certs.find((c) => c.source === 'custom' && c.notAfter > now && covers(c.altnames, host));
      const cert = custom ?? (await this.ensureManaged(host)).cert;
      return { keyPem: cert.keyPem, chainPem: cert.chainPem, notAfter: cert.notAfter };
    }
    const preview = parsePreviewHost(host);
    if (!preview || !(await this.#projectExists(preview.domain))) return null;
    const cached = this.#previews.get(host);
    if (cached) {
      const b = await cached;
      if (b.notAfter - now > RENEW_BEFORE_DAYS * DAY_MS) return b;
    }
    const work = this.ca.issue([host], { now: new Date(now) }).then((c) => ({
      keyPem: c.keyPem,
      chainPem: c.chainPem,
      notAfter: c.notAfter.getTime(),
    }));
    this.#previews.set(host, work);
    if (this.#previews.size > PREVIEW_CACHE) this.#previews.delete(this.#previews.keys().next().value!);
    return work;
  }

  /** Renews every managed certificate within RENEW_BEFORE_DAYS of expiry. Returns the renewed domains. */
  async renewDue(): Promise<string[]> {
    const due = await this.#store.expiringBefore(this.#now() + RENEW_BEFORE_DAYS * DAY_MS);
    const renewed: string[] = [];
    for (const c of due) {
      if (!(await this.#projectExists(c.domain))) continue;
      if ((await this.ensureManaged(c.domain)).issued) renewed.push(c.domain);
    }
    return renewed;
  }
}

/**
 * Certificates of projects: managed ones from the server's CA (issued on first need, renewed when fewer than
 * RENEW_BEFORE_DAYS remain), custom ones uploaded with `PUT /:domain/ssl` (preferred while valid), and the
 * key + chain an edge serves for a TLS server name (SNI). Preview hosts `<rev>-<domain>` get their own managed
 * leaf, kept in memory only; with ACME and the platform zone served by the DNS responder (`wildcard`), preview
 * hosts one label under the platform domain share one `*.<platform>` certificate ordered over DNS-01 instead.
 */
import type { CertificateRecord } from '../../store/types.ts';
import type { CertificatesRepository } from '../../store/sql/certificates.ts';
import { parsePreviewHost } from '../../protocol/domain.ts';
import type { CertEventData } from '../../protocol/types.ts';
import {
  RENEW_BEFORE_DAYS,
  type CertificateAuthority,
  type IssuedCertificate,
  type IssueStep,
} from './authority.ts';
import { AcmeIssueError } from './acme-errors.ts';
import { OrderGuard } from './order-guard.ts';
import type { StoredWildcard, WildcardCertStore } from './wildcard-store.ts';
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

export class CertificateManager {
  readonly ca: CertificateAuthority;
  #store: CertificatesRepository;
  #now: () => number;
  #projectExists: (domain: string) => Promise<boolean>;
  #previews = new Map<string, Promise<TlsBundle>>();
  #inflight = new Map<string, Promise<{ cert: CertificateRecord; issued: boolean }>>();
  #prepared = new Map<string, { at: number; work: Promise<IssuedCertificate | null> }>();
  #managedIssuer: string | undefined;
  /** ACME only: backoff after failures and the CA's rate limits (order-guard.ts). */
  readonly guard: OrderGuard;
  #explain: (host: string) => Promise<string | null>;
  #deployWaitMs: number;
  #log: (msg: string) => void;
  #wildcard: { zone: string; store: WildcardCertStore } | null;
  #wildcardWork: Promise<{ cert: StoredWildcard; issued: boolean }> | null = null;

  constructor(options: {
    ca: CertificateAuthority;
    store: CertificatesRepository;
    now: () => number;
    projectExists: (domain: string) => Promise<boolean>;
    /** What to fix when the CA could not validate a host (its DNS does not point here), or null. */
    explain?: (host: string) => Promise<string | null>;
    /** ACME: how long a deploy waits for its first certificate before going on without it. Default 30 s. */
    deployWaitMs?: number;
    log?: (msg: string) => void;
    /**
     * ACME only: the platform zone the DNS responder serves (so DNS-01 works there) and where its wildcard
     * certificate is kept. Preview hosts `<label>.<zone>` are then served with `*.<zone>`.
     */
    wildcard?: { zone: string; store: WildcardCertStore };
  }) {
    this.ca = options.ca;
    this.#store = options.store;
    this.#now = options.now;
    this.#projectExists = options.projectExists;
    this.#explain = options.explain ?? (async () => null);
    this.#deployWaitMs = options.deployWaitMs ?? 30_000;
    this.#log = options.log ?? (() => undefined);
    this.guard = new OrderGuard(options.now);
    this.#wildcard = options.wildcard
      ? { ...options.wildcard, zone: options.wildcard.zone.toLowerCase() }
      : null;
  }

  /** The wildcard name ordered for the platform zone, `*.<zone>`, or null when there is none (local CA). */
  get wildcardName(): string | null {
    return this.#wildcard && this.ca.kind !== 'local' ? `*.${this.#wildcard.zone}` : null;
  }

  /** Whether `host` is exactly one label under the wildcard's zone (what `*.<zone>` covers). */
  #underWildcard(host: string): boolean {
    const name = this.wildcardName;
    if (!name) return false;
    const zone = name.slice(2);
    return host.endsWith('.' + zone) && !host.slice(0, -(zone.length + 1)).includes('.');
  }

  /**
   * The platform zone's wildcard certificate, ordered over DNS-01 when there is none or it is due for renewal;
   * `issued` says whether an order happened. One order at a time. Throws without a wildcard zone (local CA).
   */
  ensureWildcard(options: { explicit?: boolean } = {}): Promise<{ cert: StoredWildcard; issued: boolean }> {
    this.#wildcardWork ??= this.#ensureWildcard(options).finally(() => (this.#wildcardWork = null));
    return this.#wildcardWork;
  }

  async #ensureWildcard(options: { explicit?: boolean }): Promise<{ cert: StoredWildcard; issued: boolean }> {
    const name = this.wildcardName;
    if (!name || !this.#wildcard)
      throw new Error('no wildcard certificate: it needs ACME and the platform zone on the DNS responder');
    const now = this.#now();
    const stored = await this.#wildcard.store.load(this.#wildcard.zone);
    if (stored && stored.notAfter - now > RENEW_BEFORE_DAYS * DAY_MS) return { cert: stored, issued: false };
    const issued = await this.#issue([name], { now: new Date(now), explicit: options.explicit });
    const cert: StoredWildcard = storedFields(issued);
    await this.#wildcard.store.save(this.#wildcard.zone, cert);
    return { cert, issued: true };
  }

  /**
   * The wildcard for a preview host: the stored one even when due or expired (renewed in the background, as
   * #acmeBundle does), else the first order unless backing off; null while it cannot be had.
   */
  async #wildcardBundle(): Promise<TlsBundle | null> {
    const name = this.wildcardName!;
    const now = this.#now();
    const stored = await this.#wildcard!.store.load(this.#wildcard!.zone);
    if (stored) {
      if (stored.notAfter - now <= RENEW_BEFORE_DAYS * DAY_MS && !this.guard.refusal(name, false))
        this.ensureWildcard().catch((err: unknown) =>
          this.#log(`renewal of ${name} failed: ${(err as Error).message}`),
        );
      return { keyPem: stored.keyPem, chainPem: stored.chainPem, notAfter: stored.notAfter };
    }
    if (this.guard.refusal(name, false)) return null;
    try {
      const { cert } = await this.ensureWildcard();
      return { keyPem: cert.keyPem, chainPem: cert.chainPem, notAfter: cert.notAfter };
    } catch (err) {
      this.#log(`certificate ${name} not issued: ${(err as Error).message}`);
      return null;
    }
  }

  /**
   * The project's managed certificate, issuing or renewing it when needed. `issued` says whether work happened.
   * ACME: `onStep` hears the order's steps; `explicit` (PUT /encrypt) orders even during a failure backoff.
   */
  ensureManaged(
    domain: string,
    options: { onStep?: (step: IssueStep) => void; explicit?: boolean } = {},
  ): Promise<{ cert: CertificateRecord; issued: boolean }> {
    const running = this.#inflight.get(domain);
    if (running) return running;
    const work = this.#ensure(domain, options).finally(() => this.#inflight.delete(domain));
    this.#inflight.set(domain, work);
    return work;
  }

  /**
   * A deploy's certificate (and `GET /certs`'s): with the local CA, ensureManaged. With ACME, a deploy never
   * waits on the CA beyond `deployWaitMs` and never fails because of it: null when the order failed or is still
   * running (it goes on in the background; the site keeps its current certificate).
   */
  async ensureForDeploy(domain: string): Promise<{ cert: CertificateRecord; issued: boolean } | null> {
    if (this.ca.kind === 'local') return this.ensureManaged(domain);
    const work = this.ensureManaged(domain).catch((err: unknown) => {
      this.#log(`certificate for ${domain} not issued: ${(err as Error).message}`);
      return null;
    });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), this.#deployWaitMs);
      timer.unref();
    });
    try {
      return await Promise.race([work, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Why the domain's managed certificate is stale (expired, or due and its renewal failing), or null. */
  async staleness(domain: string): Promise<string | null> {
    const now = this.#now();
    const managed = (await this.#store.list(domain)).find((c) => c.source === 'managed');
    const failure = this.guard.failure(domain);
    if (managed && managed.notAfter <= now)
      return (
        `the managed certificate expired ${new Date(managed.notAfter).toISOString()}` +
        (failure ? `; its renewal fails: ${failure}` : '')
      );
    if (managed && managed.notAfter - now <= RENEW_BEFORE_DAYS * DAY_MS && failure)
      return `the managed certificate is due for renewal and its renewal fails: ${failure}`;
    if (!managed && failure) return `no managed certificate yet: ${failure}`;
    return null;
  }

  /**
   * Issues the managed certificate a deploy of `domain` is about to need (none yet, or one due for renewal), in
   * the background, for ensureManaged to take: the upload plan calls it, so the key generation and signing (main-thread
   * work) happen while the client starts its upload, not between the edges and the `info` line.
   * Kept PREPARED_TTL_MS, PREPARED_MAX at most; nothing is stored until a deploy publishes.
   */
  prepare(domain: string): void {
    if (this.#prepared.has(domain) || parsePreviewHost(domain)) return;
    const at = this.#now();
    if (this.ca.kind !== 'local') return; // an ACME order is not prepared ahead: it costs the CA's rate limits
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

  async #ensure(
    domain: string,
    options: { onStep?: (step: IssueStep) => void; explicit?: boolean },
  ): Promise<{ cert: CertificateRecord; issued: boolean }> {
    const now = this.#now();
    const current = this.#current(await this.#store.list(domain), now);
    if (current) return { cert: current, issued: false };
    const issued =
      (await this.#takePrepared(domain, now)) ??
      (await this.#issue([domain], {
        now: new Date(now),
        explicit: options.explicit,
        onStep: options.onStep,
      }));
    const cert: CertificateRecord = { domain, source: 'managed', ...storedFields(issued), createdAt: now };
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

  /** Issues through the CA; with ACME, within the order guard's backoff and rate limits. */
  async #issue(
    names: string[],
    options: { now: Date; explicit?: boolean; onStep?: (step: IssueStep) => void },
  ): Promise<IssuedCertificate> {
    if (this.ca.kind === 'local') return this.ca.issue(names, { now: options.now });
    const host = names[0]!;
    const refusal = this.guard.refusal(host, options.explicit ?? false);
    if (refusal) throw new AcmeIssueError('ca', host, refusal);
    this.guard.ordered(host);
    try {
      const issued = await this.ca.issue(names, { onStep: options.onStep });
      this.guard.succeeded(host);
      return issued;
    } catch (err) {
      let message = (err as Error).message;
      if (err instanceof AcmeIssueError && err.kind === 'challenge' && !err.host.startsWith('*.')) {
        const fix = await this.#explain(err.host).catch(() => null);
        if (fix) message = `${message}. ${fix}`;
      }
      this.guard.failed(host, message);
      throw err instanceof AcmeIssueError ? new AcmeIssueError(err.kind, err.host, message) : err;
    }
  }

  /** The issuer every managed certificate shows: the CA's name, as describeCert gives it. */
  #issuerName(): string {
    return (this.#managedIssuer ??= describeCert(this.ca.rootPem, 'managed').subject);
  }

  eventData(cert: CertificateRecord): CertEventData {
    const issuer =
      cert.source === 'managed' && this.ca.kind === 'local'
        ? this.#issuerName()
        : describeCert(cert.certPem, cert.source).issuer;
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
      if (!custom && this.ca.kind !== 'local') return this.#acmeBundle(host, certs);
      const cert = custom ?? (await this.ensureManaged(host)).cert;
      return { keyPem: cert.keyPem, chainPem: cert.chainPem, notAfter: cert.notAfter };
    }
    const preview = parsePreviewHost(host);
    if (!preview || !(await this.#projectExists(preview.domain))) return null;
    if (this.#underWildcard(host)) return this.#wildcardBundle();
    const cached = this.#previews.get(host);
    if (cached) {
      const b = await cached;
      if (b.notAfter - now > RENEW_BEFORE_DAYS * DAY_MS) return b;
    }
    if (this.ca.kind !== 'local' && this.guard.refusal(host, false)) return null;
    const work = this.#issue([host], { now: new Date(now) }).then((c) => ({
      keyPem: c.keyPem,
      chainPem: c.chainPem,
      notAfter: c.notAfter.getTime(),
    }));
    work.catch(() => this.#previews.delete(host));
    this.#previews.set(host, work);
    if (this.#previews.size > PREVIEW_CACHE) this.#previews.delete(this.#previews.keys().next().value!);
    return work;
  }

  /**
   * ACME: the stored managed certificate, even when due or expired (a stale certificate beats none while the CA
   * is down), renewing it in the background; none yet: the first order, unless backing off.
   */
  async #acmeBundle(host: string, certs: CertificateRecord[]): Promise<TlsBundle | null> {
    const managed = certs.find((c) => c.source === 'managed');
    if (managed) {
      if (!this.#current(certs, this.#now()) && !this.guard.refusal(host, false))
        this.ensureManaged(host).catch(() => undefined);
      return { keyPem: managed.keyPem, chainPem: managed.chainPem, notAfter: managed.notAfter };
    }
    if (this.guard.refusal(host, false)) return null;
    try {
      const { cert } = await this.ensureManaged(host);
      return { keyPem: cert.keyPem, chainPem: cert.chainPem, notAfter: cert.notAfter };
    } catch {
      return null;
    }
  }

  /** Renews every managed certificate within RENEW_BEFORE_DAYS of expiry. Returns the renewed domains. */
  async renewDue(): Promise<string[]> {
    const due = await this.#store.expiringBefore(this.#now() + RENEW_BEFORE_DAYS * DAY_MS);
    const renewed: string[] = [];
    for (const c of due) {
      if (!(await this.#projectExists(c.domain))) continue;
      if (this.ca.kind !== 'local' && this.guard.refusal(c.domain, false)) continue; // backing off
      try {
        if ((await this.ensureManaged(c.domain)).issued) renewed.push(c.domain);
      } catch (err) {
        if (this.ca.kind === 'local') throw err;
        this.#log(`renewal of ${c.domain} failed: ${(err as Error).message}`);
      }
    }
    const wildcard = this.wildcardName;
    if (wildcard && !this.guard.refusal(wildcard, false)) {
      const stored = await this.#wildcard!.store.load(this.#wildcard!.zone);
      if (stored && stored.notAfter - this.#now() <= RENEW_BEFORE_DAYS * DAY_MS) {
        try {
          if ((await this.ensureWildcard()).issued) renewed.push(wildcard);
        } catch (err) {
          this.#log(`renewal of ${wildcard} failed: ${(err as Error).message}`);
        }
      }
    }
    return renewed;
  }
}

/** What is kept of an issued certificate: its names, the PEM pair and chain, and its validity in epoch ms. */
function storedFields(issued: {
  altnames: string[];
  certPem: string;
  chainPem: string;
  keyPem: string;
  notBefore: Date;
  notAfter: Date;
}): StoredWildcard {
  return {
    altnames: issued.altnames,
    certPem: issued.certPem,
    chainPem: issued.chainPem,
    keyPem: issued.keyPem,
    notBefore: issued.notBefore.getTime(),
    notAfter: issued.notAfter.getTime(),
  };
}

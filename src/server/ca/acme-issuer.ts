/**
 * Managed certificates from an ACME directory (RFC 8555: Let's Encrypt, or Pebble in tests) with the
 * `acme-client` library. One account per directory, its key created once and kept by an AccountKeyStore;
 * HTTP-01 challenges are put on a ChallengeBoard that every edge answers from; wildcard names (`*.<domain>`,
 * which ACME validates over DNS-01 only) put their TXT value on a DnsChallengeBoard that the server's DNS
 * responder publishes. Each step of an order is reported
 * (`onStep`), and a failure is an AcmeIssueError whose message says what went wrong and what to do.
 * Key material never reaches a message or a log.
 */
import { X509Certificate } from 'node:crypto';
import { Agent, get } from 'node:https';
import * as acme from 'acme-client';
import type { AccountKeyStore } from './acme-account.ts';
import { AcmeIssueError } from './acme-errors.ts';
import type { CertificateAuthority, IssuedCertificate, IssueOptions } from './authority.ts';
import { dnsNames } from './cert-info.ts';
import type { ChallengeBoard } from './challenges.ts';
import type { DnsChallengeBoard } from './dns-challenges.ts';

export interface AcmeSettings {
  directoryUrl: string;
  email: string;
  /** PEM bundle trusted for the directory's own HTTPS (`--acme-ca`); default: the system's roots. */
  caPem?: string;
}

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);

/** The problem document's detail of an ACME error, or the transport error's code; never a key. */
function describe(err: unknown): { unreachable: boolean; text: string } {
  const e = err as { code?: string; message?: string; response?: { data?: { detail?: string } } };
  if (e.code && UNREACHABLE.has(e.code)) return { unreachable: true, text: e.code };
  const detail = e.response?.data?.detail;
  return { unreachable: false, text: (detail ?? e.message ?? String(err)).slice(0, 500) };
}

function problemDetail(problem: object | undefined): string {
  const p = problem as { detail?: string; type?: string } | undefined;
  return p?.detail ?? p?.type ?? 'no detail given';
}

/** An order in progress: the step it is at (for the error message) and the challenges to take down after. */
interface OrderState {
  phase: string;
  /** HTTP-01 tokens put on the ChallengeBoard. */
  tokens: string[];
  /** DNS-01 TXT records put on the DnsChallengeBoard (their handles). */
  txts: string[];
}

/** The issued certificate: its leaf (the chain's first PEM) read back for names, issuer and validity. */
function issuedCertificate(keyPem: string, chainPem: string): IssuedCertificate {
  const certPem = acme.crypto.splitPemChain(chainPem)[0]!;
  const leaf = new X509Certificate(certPem);
  return {
    certPem: certPem.endsWith('\n') ? certPem : certPem + '\n',
    chainPem: chainPem.endsWith('\n') ? chainPem : chainPem + '\n',
    keyPem,
    altnames: dnsNames(leaf),
    issuer: leaf.issuer,
    subject: leaf.subject,
    notBefore: new Date(leaf.validFrom),
    notAfter: new Date(leaf.validTo),
    serial: leaf.serialNumber,
  };
}

export class AcmeAuthority implements CertificateAuthority {
  readonly kind = 'acme';
  /** ACME CAs chain to a public root: the system's trust store, not one the server holds. */
  readonly rootPem = '';
  readonly name: string;
  readonly directoryUrl: string;
  #settings: AcmeSettings;
  #keys: AccountKeyStore;
  #board: ChallengeBoard;
  #dnsBoard: DnsChallengeBoard | null;
  #client: Promise<acme.Client> | null = null;
  #agent: Agent | undefined;

  /** `dnsBoard`: where DNS-01 TXT values go (the DNS responder's platform zone); null: no wildcard orders. */
  constructor(
    settings: AcmeSettings,
    keys: AccountKeyStore,
    board: ChallengeBoard,
    dnsBoard: DnsChallengeBoard | null = null,
  ) {
    this.#settings = settings;
    this.#keys = keys;
    this.#board = board;
    this.#dnsBoard = dnsBoard;
    this.directoryUrl = settings.directoryUrl;
    this.name = `ACME ${new URL(settings.directoryUrl).host}`;
    // acme-client's one axios instance: its HTTPS agent and retry settings are process-wide. Transport retries
    // stay short here; the certificate manager backs off between orders itself.
    if (settings.caPem) {
      this.#agent = new Agent({ ca: settings.caPem, keepAlive: true });
      acme.axios.defaults.httpsAgent = this.#agent;
    }
    const acmeSettings = (acme.axios.defaults as { acmeSettings?: Record<string, number> }).acmeSettings;
    if (acmeSettings) {
      acmeSettings.retryMaxAttempts = 2;
      acmeSettings.retryDefaultDelay = 1;
    }
  }

  /** The account: key loaded or created (and saved) once, registered (or found again) at the directory. */
  #account(): Promise<acme.Client> {
    this.#client ??= (async () => {
      let keyPem = await this.#keys.load(this.directoryUrl);
      if (!keyPem) {
        keyPem = (await acme.crypto.createPrivateEcdsaKey('P-256')).toString();
        keyPem = await this.#keys.save(this.directoryUrl, keyPem); // another origin's, if it was first
      }
      const client = new acme.Client({
        directoryUrl: this.directoryUrl,
        accountKey: keyPem,
        backoffAttempts: 12,
        backoffMin: 250,
        backoffMax: 5000,
      });
      await client.createAccount({ termsOfServiceAgreed: true, contact: [`mailto:${this.#settings.email}`] });
      return client;
    })();
    this.#client.catch(() => (this.#client = null)); // try again at the next order
    return this.#client;
  }

  /**
   * Whether the directory answers at all: the transport error's code when it does not, else null. (acme-client
   * loses the cause of a connection failure once its retries are spent, so the issuer asks itself.)
   */
  #unreachable(): Promise<string | null> {
    return new Promise((resolve) => {
      const req = get(this.directoryUrl, { agent: this.#agent, timeout: 5_000 }, (res) => {
        res.resume();
        resolve(null);
      });
      req.once('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
      req.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    });
  }

  async issue(altnames: string[], options: IssueOptions = {}): Promise<IssuedCertificate> {
    const names = [...new Set(altnames.map((n) => n.toLowerCase()))];
    const host = names[0];
    if (!host) throw new Error('a certificate needs at least one name');
    const step = options.onStep ?? (() => undefined);
    const order: OrderState = { phase: 'registering the ACME account', tokens: [], txts: [] };
    try {
      const client = await this.#account();
      order.phase = 'creating the order';
      const placed = await client.createOrder({
        identifiers: names.map((value) => ({ type: 'dns', value })),
      });
      step('order');
      order.phase = 'reading the authorisations';
      const authorizations = await client.getAuthorizations(placed);
      step('authorisation');
      for (const authz of authorizations) {
        if (authz.status !== 'valid') await this.#validate(client, placed, authz, order, step);
      }
      step('validated');
      order.phase = 'finalising the order';
      const [keyPem, csr] = await acme.crypto.createCsr(
        { commonName: host, altNames: names },
        await acme.crypto.createPrivateEcdsaKey('P-256'),
      );
      const finalized = await client.finalizeOrder(placed, csr);
      step('finalised');
      order.phase = 'downloading the certificate';
      const chainPem = await client.getCertificate(finalized);
      step('downloaded');
      return issuedCertificate(keyPem.toString(), chainPem);
    } catch (err) {
      throw await this.#failure(err, host, order.phase);
    } finally {
      // Taken down whatever happened; a failure to (the store unreachable) leaves them to expire on their own.
      for (const t of order.tokens) await this.#board.remove(t).catch(() => undefined);
      for (const t of order.txts) await this.#dnsBoard?.remove(t).catch(() => undefined);
    }
  }

  /**
   * One pending authorisation: its challenge (DNS-01 for a wildcard, RFC 8555 §7.1.3; HTTP-01 otherwise) put on
   * its board (noted in `order` for removal), answered, and waited for until the CA validates it.
   */
  async #validate(
    client: acme.Client,
    placed: acme.Order,
    authz: acme.Authorization,
    order: OrderState,
    step: NonNullable<IssueOptions['onStep']>,
  ): Promise<void> {
    const name = (authz.wildcard ? '*.' : '') + authz.identifier.value;
    const type = authz.wildcard ? 'dns-01' : 'http-01';
    const challenge = authz.challenges.find((c) => c.type === type);
    if (!challenge)
      throw new AcmeIssueError('ca', name, `the ACME directory offers no ${type} challenge for ${name}`);
    const keyAuthorization = await client.getChallengeKeyAuthorization(challenge);
    if (type === 'dns-01') {
      if (!this.#dnsBoard)
        throw new AcmeIssueError(
          'ca',
          name,
          `${name} needs a DNS-01 challenge, which only works when the server's DNS responder serves ` +
            `${authz.identifier.value} (dnsPlatformZone, docs/acme.md)`,
        );
      order.txts.push(await this.#dnsBoard.put(authz.identifier.value, keyAuthorization));
    } else {
      order.tokens.push(challenge.token);
      await this.#board.put(challenge.token, name, keyAuthorization);
    }
    order.phase = `answering the ${type.toUpperCase()} challenge of ${name}`;
    await client.completeChallenge(challenge);
    step('challenge');
    order.phase = `waiting for the CA to validate ${name}`;
    try {
      await client.waitForValidStatus(challenge);
    } catch (err) {
      const { unreachable } = describe(err);
      if (unreachable) throw err;
      const failed = await client.getAuthorizations(placed).catch(() => []);
      const seen = failed
        .flatMap((a) => a.challenges)
        .find((c) => c.token === challenge.token && c.error !== undefined);
      throw new AcmeIssueError(
        'challenge',
        name,
        `the CA could not validate ${name} over ${type.toUpperCase()}: ${seen ? problemDetail(seen.error) : describe(err).text}`,
      );
    }
  }

  /** The AcmeIssueError for a failed order (`directory` when the directory is unreachable, else `ca`). */
  async #failure(err: unknown, host: string, phase: string): Promise<AcmeIssueError> {
    if (err instanceof AcmeIssueError) return err;
    let { unreachable, text } = describe(err);
    // A directory that lost its state (a CA reset, Pebble restarted) forgot the account: register again next time.
    if (
      /accountDoesNotExist/.test(
        JSON.stringify((err as { response?: { data?: unknown } }).response?.data ?? ''),
      )
    )
      this.#client = null;
    if (!unreachable && !(err as { response?: unknown }).response) {
      const code = await this.#unreachable();
      if (code) [unreachable, text] = [true, code];
    }
    if (unreachable)
      return new AcmeIssueError(
        'directory',
        host,
        `the ACME directory ${this.directoryUrl} is unreachable (${text}) while ${phase}; sites keep their ` +
          'current certificates and the server tries again later',
      );
    return new AcmeIssueError('ca', host, `the ACME directory refused the order while ${phase}: ${text}`);
  }
}

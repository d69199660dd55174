/**
 * Live TLS check of one edge for one host (the audit's per-edge certificate check): connects with SNI,
 * verifies the chain against the trusted roots (the server's CA plus the system's), and reports the
 * certificate the edge presented.
 */
import { connect, rootCertificates } from 'node:tls';

const DAY_MS = 24 * 60 * 60 * 1000;

export type TlsCheck =
  | {
      ok: true;
      authorized: true;
      subject: string;
      issuer: string;
      subjectAltNames: string[];
      validTo: string;
      expInDays: number;
      protocol: string | null;
    }
  | { ok: false; authorized: false; reason: string; subject?: string; issuer?: string };

export function checkTls(o: {
  host: string;
  port: number;
  servername: string;
  ca: string[];
  timeoutMs?: number;
  now?: () => number;
}): Promise<TlsCheck> {
  const now = o.now ?? Date.now;
  return new Promise((resolve) => {
    const socket = connect({
      host: o.host,
      port: o.port,
      servername: o.servername,
      ca: [...rootCertificates, ...o.ca],
      rejectUnauthorized: false,
      ALPNProtocols: ['http/1.1'],
    });
    const done = (r: TlsCheck) => {
      socket.destroy();
      resolve(r);
    };
    socket.setTimeout(o.timeoutMs ?? 5000, () =>
      done({ ok: false, authorized: false, reason: 'TLS handshake timed out' }),
    );
    socket.once('error', (err) =>
      done({ ok: false, authorized: false, reason: `TLS handshake failed: ${err.message}` }),
    );
    socket.once('secureConnect', () => {
      const peer = socket.getPeerCertificate();
      const cn = (v: string | string[] | undefined) => (Array.isArray(v) ? (v[0] ?? '') : (v ?? ''));
      const subject = cn(peer.subject?.CN);
      const issuer = cn(peer.issuer?.CN);
      if (!socket.authorized) {
        return done({
          ok: false,
          authorized: false,
          reason: `certificate not trusted: ${String(socket.authorizationError)}`,
          subject,
          issuer,
        });
      }
      const names = (peer.subjectaltname ?? '')
        .split(/,\s*/)
        .filter((n) => n.startsWith('DNS:'))
        .map((n) => n.slice(4));
      const validTo = new Date(peer.valid_to);
      done({
        ok: true,
        authorized: true,
        subject,
        issuer,
        subjectAltNames: names,
        validTo: validTo.toISOString(),
        expInDays: Math.floor((validTo.getTime() - now()) / DAY_MS),
        protocol: socket.getProtocol(),
      });
    });
  });
}

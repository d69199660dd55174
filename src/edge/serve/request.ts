/** What the edge reads off a request before routing it: the peer, TLS, the Host header(s), the host's target. */
import { isIPv4 } from 'node:net';
import type { IncomingMessage } from 'node:http';
import { canonicalHost, parsePreviewHost } from '../../protocol/domain.ts';

export interface HostTarget {
  host: string;
  preview: { rev: number; domain: string } | null;
}

/** Host header value → canonical host and preview target, cached (cleared past 10,000 hosts). */
export function hostTargets(): (raw: string) => HostTarget {
  const hostCache = new Map<string, HostTarget>();
  return (raw) => {
    let t = hostCache.get(raw);
    if (t) return t;
    const host = canonicalHost(raw);
    t = { host, preview: parsePreviewHost(host) };
    if (hostCache.size > 10_000) hostCache.clear();
    hostCache.set(raw, t);
    return t;
  };
}

/**
 * Hosts no site can have, where `GET /healthz` is the edge's health check: none, a name without a dot
 * (`localhost`; every site domain has one), or an IP literal (what load balancers send). Sites keep every path.
 */
export function isProbeHost(host: string): boolean {
  return host === '' || !host.includes('.') || host.startsWith('[') || isIPv4(host);
}

export function isTls(req: IncomingMessage): boolean {
  return (req.socket as { encrypted?: boolean }).encrypted === true;
}

/** Client address, IPv4-mapped IPv6 (`::ffff:1.2.3.4`) written as IPv4 so trusted-proxy lists match. */
export function peer(req: IncomingMessage): string {
  const a = req.socket.remoteAddress ?? '';
  return a.startsWith('::ffff:') ? a.slice(7) : a;
}

/** The Host the client asked for: `X-Forwarded-Host` (its first value) from a trusted proxy, else `Host`. */
export function requestHost(req: IncomingMessage, trusted: ReadonlySet<string>): string {
  let rawHost = req.headers.host ?? '';
  if (trusted.size > 0 && trusted.has(peer(req))) {
    const fwd = req.headers['x-forwarded-host'];
    if (typeof fwd === 'string' && fwd) rawHost = fwd.split(',')[0]!;
  }
  return rawHost;
}

/** Number of Host header lines (cheaper than `headersDistinct`, which copies every header). */
export function hostHeaders(raw: string[]): number {
  let n = 0;
  for (let i = 0; i < raw.length; i += 2) {
    const k = raw[i]!;
    if (k.length === 4 && (k === 'Host' || k === 'host' || k.toLowerCase() === 'host')) n++;
  }
  return n;
}

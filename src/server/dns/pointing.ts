/**
 * Whether a project's domain points at this service, by real DNS lookups (node:dns `Resolver`): a subdomain
 * of a platform domain always does (its DNS is ours); a custom domain does when its CNAME names a platform
 * host, its A/AAAA records include an edge address, or its NS records are our name servers. Lookups go to the
 * system's resolvers, or to the `--dns-resolver host:port` given (tests point it at our own DNS responder).
 */
import { Resolver } from 'node:dns/promises';

export type Pointing = { ok: true; via: 'platform' | 'cname' | 'a' | 'ns' } | { ok: false; reason: string };

/** The lookups the check needs; each resolves to [] when the name has no such record. */
export interface DnsLookups {
  cname(host: string): Promise<string[]>;
  addresses(host: string): Promise<string[]>;
  ns(host: string): Promise<string[]>;
}

export interface Ours {
  platformDomains: readonly string[];
  edgeIps: readonly string[];
  nameservers: readonly string[];
}

const NO_RECORD = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);

/** node:dns lookups through `servers` (`host:port` or `host`), or the system's resolvers when none. */
export function resolverLookups(servers: readonly string[] = [], timeoutMs = 2000): DnsLookups {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
  if (servers.length > 0) resolver.setServers([...servers]);
  const none = async (lookup: Promise<string[]>): Promise<string[]> => {
    try {
      return await lookup;
    } catch (err) {
      if (NO_RECORD.has((err as NodeJS.ErrnoException).code ?? '')) return [];
      throw err;
    }
  };
  return {
    cname: (host) => none(resolver.resolveCname(host)),
    addresses: async (host) => [
      ...(await none(resolver.resolve4(host))),
      ...(await none(resolver.resolve6(host))),
    ],
    ns: (host) => none(resolver.resolveNs(host)),
  };
}

const under = (name: string, parent: string): boolean => {
  const n = name.toLowerCase().replace(/\.$/, '');
  return n === parent || n.endsWith(`.${parent}`);
};

export async function pointsAtUs(domain: string, ours: Ours, lookups: DnsLookups): Promise<Pointing> {
  if (ours.platformDomains.some((p) => under(domain, p))) return { ok: true, via: 'platform' };
  try {
    const cnames = await lookups.cname(domain);
    if (cnames.some((c) => ours.platformDomains.some((p) => under(c, p)))) return { ok: true, via: 'cname' };
    const addresses = await lookups.addresses(domain);
    if (addresses.some((a) => ours.edgeIps.includes(a))) return { ok: true, via: 'a' };
    const ns = await lookups.ns(domain);
    const ourNs = ours.nameservers.map((n) => n.toLowerCase());
    if (ns.some((n) => ourNs.includes(n.toLowerCase().replace(/\.$/, '')))) return { ok: true, via: 'ns' };
    const seen = [...cnames.map((c) => `CNAME ${c}`), ...addresses.map((a) => `A ${a}`)];
    return {
      ok: false,
      reason: seen.length
        ? `${domain} points elsewhere (${seen.slice(0, 4).join(', ')})`
        : `${domain} has no DNS records yet`,
    };
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    return { ok: false, reason: `DNS lookup of ${domain} failed (${e.code ?? e.message})` };
  }
}

/**
 * `--dns-resolver` value: comma-separated `host`, `host:port` or `[v6]:port`. Throws a message naming the flag
 * and the expected form.
 */
export function parseResolverServers(value: string): string[] {
  const servers = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const form = /^(?:\[[0-9a-f:.]+\]|[0-9a-z.-]+)(?::(\d{1,5}))?$/i;
  for (const s of servers) {
    const m = form.exec(s);
    const port = m?.[1] === undefined ? 53 : Number(m[1]);
    if (!m || port < 1 || port > 65535)
      throw new Error(
        `--dns-resolver: ${JSON.stringify(s)} is not host[:port]; e.g. 127.0.0.1:5353 or [::1]:53`,
      );
  }
  if (servers.length === 0)
    throw new Error('--dns-resolver: give at least one host[:port], e.g. 127.0.0.1:5353');
  return servers;
}

/**
 * The rest of the API as one registration: decorates the instance with `extras` (certificate manager, DNS
 * zone settings and optional authoritative responder, billing) and registers the route
 * plugins of certificates, DNS, collaborators, settings, billing, browser login, stats and status.
 * `apiExtras` is the one entry in buildApp's route list; `apiExtrasWith(options)` configures it.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FileCaKeys } from '../../store/files/ca-keys.ts';
import { openAuthority } from '../ca/authority.ts';
import { CertificateManager } from '../ca/manager.ts';
import { sharedAccountKeys, type AccountKeyStore } from '../ca/acme-account.ts';
import { ChallengeBoard } from '../ca/challenges.ts';
import { DnsChallengeBoard } from '../ca/dns-challenges.ts';
import { sharedWildcardCerts, type WildcardCertStore } from '../ca/wildcard-store.ts';
import type { Store } from '../../store/sql/store.ts';
import { platformZone } from '../dns/platform-zone.ts';
import { defaultPlans } from '../billing/plans.ts';
import { BillingService } from '../billing/service.ts';
import { TestPaymentProvider } from '../billing/test-provider.ts';
import { startDnsResponder, type DnsResponder } from '../dns/responder.ts';
import type { ApiExtrasOptions } from '../context.ts';
import { pointsAtUs, resolverLookups, type DnsLookups } from '../dns/pointing.ts';
import { buildZone, dnsIneligibility, type ZoneSettings } from '../dns/zone.ts';
import { deploysPlugin } from '../plugins/deploys.ts';
import { billingRoutes } from './billing.ts';
import { certRoutes } from './certs.ts';
import { collaboratorRoutes } from './collaborators.ts';
import { dnsRoutes } from './dns.ts';
import { loginSessionRoutes } from './login-sessions.ts';
import { settingsRoutes } from './settings.ts';
import { statsRoutes } from './stats.ts';
import { statusRoutes } from './status.ts';

export interface ApiExtras {
  certs: CertificateManager;
  /** Pending ACME HTTP-01 challenges, which the edges answer (`GET /_sitepub/acme-challenge/:token`). */
  challenges: ChallengeBoard;
  /** Pending ACME DNS-01 challenges, which the DNS responder publishes in the platform zone. */
  dnsChallenges: DnsChallengeBoard;
  billing: BillingService;
  zoneSettings: ZoneSettings;
  dns: DnsResponder | null;
  /** Real DNS lookups for `GET /:domain/status` (dns/pointing.ts). */
  dnsLookups: DnsLookups;
}

declare module 'fastify' {
  interface FastifyInstance {
    extras: ApiExtras;
  }
}

/** The DNS responder (`--dns-port`): the zones of projects pointed here, and the platform zone when served. */
async function startDns(
  app: FastifyInstance,
  options: ApiExtrasOptions,
  zone: {
    port: number;
    servesPlatform: boolean;
    zoneSettings: ZoneSettings;
    dnsChallenges: DnsChallengeBoard;
  },
): Promise<DnsResponder> {
  const { store } = app;
  const platform = app.sitepub.platformDomain;
  const { servesPlatform, zoneSettings, dnsChallenges } = zone;
  return startDnsResponder({
    port: zone.port,
    host: options.dnsHost ?? '127.0.0.1',
    lookup: async (apex) => {
      if (servesPlatform && apex === platform)
        return platformZone(
          platform,
          zoneSettings,
          app.distributor.edges().map((e) => e.ip),
          await dnsChallenges.records(),
          await dnsChallenges.changedAt(),
        );
      if (dnsIneligibility(apex, zoneSettings) || (await store.projects.getProject(apex)) === null)
        return null;
      const ips = app.distributor.edges().map((e) => e.ip);
      return buildZone(
        apex,
        zoneSettings,
        ips,
        await store.dns.list(apex),
        await store.dns.zoneChangedAt(apex),
      );
    },
  });
}

const services = fp(
  async (app: FastifyInstance, options: ApiExtrasOptions) => {
    const store = app.store;
    const now = app.sitepub.now;
    // In the store's shared state: any origin answers them (docs/scale-out.md).
    const challenges = new ChallengeBoard(store.shared, now);
    const dnsChallenges = new DnsChallengeBoard(store.shared, now);
    const platform = app.sitepub.platformDomain;
    if (options.dnsPlatformZone && options.dnsPort === undefined)
      throw new Error(
        '--dns-platform-zone needs --dns-port: the DNS responder that serves the platform zone',
      );
    const servesPlatform = options.dnsPlatformZone === true;
    const ca = options.acme
      ? // acme-client (about 6 MB of heap) is loaded by a server given an ACME directory only
        new (await import('../ca/acme-issuer.ts')).AcmeAuthority(
          options.acme,
          acmeAccountKeys(options.acme, store),
          challenges,
          servesPlatform ? dnsChallenges : null,
        )
      : await openAuthority(options.caDir ? new FileCaKeys(options.caDir) : store.ca);
    const projectExists = async (domain: string) => (await store.projects.getProject(domain)) !== null;
    const dnsLookups = resolverLookups(options.dnsResolver);
    const zoneSettings: ZoneSettings = {
      nameservers: options.nameservers ?? [`ns1.${platform}`, `ns2.${platform}`],
      platformDomains: [platform],
      hostmaster: `hostmaster@${platform}`,
    };
    const certs = new CertificateManager({
      ca,
      store: store.certs,
      now,
      projectExists,
      log: (msg) => app.log.warn(msg),
      ...(options.acme && servesPlatform
        ? {
            wildcard: {
              zone: platform,
              store: acmeWildcardCerts(options.acme, store),
            },
          }
        : {}),
      ...(options.acme?.deployWaitMs !== undefined ? { deployWaitMs: options.acme.deployWaitMs } : {}),
      explain: notPointingAdvice(app, zoneSettings, dnsLookups),
    });
    const billing = new BillingService({
      provider: options.paymentProvider ?? new TestPaymentProvider(now, store.shared),
      plans: options.plans ?? defaultPlans(),
      ...(options.planLimits === false ? { planLimits: false } : {}),
      store,
      now,
    });
    const dns =
      options.dnsPort === undefined
        ? null
        : await startDns(app, options, {
            port: options.dnsPort,
            servesPlatform,
            zoneSettings,
            dnsChallenges,
          });
    const timer = setInterval(
      () => {
        certs.renewDue().then(
          (renewed) => renewed.length > 0 && app.log.info({ renewed }, 'renewed managed certificates'),
          (err: unknown) => app.log.error({ err }, 'certificate renewal failed'),
        );
      },
      options.renewEveryMs ?? 12 * 60 * 60 * 1000,
    );
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await dns?.close();
    });
    app.decorate('extras', {
      certs,
      challenges,
      dnsChallenges,
      billing,
      zoneSettings,
      dns,
      dnsLookups,
    });
  },
  { name: 'sitepub-api-extras', dependencies: ['sitepub-services'] },
);

export function apiExtrasWith(options?: ApiExtrasOptions) {
  return fp(
    async (app: FastifyInstance) => {
      await app.register(services, options ?? app.sitepub.extras ?? {});
      // The deploy service uses billing and certificates, made just above.
      await app.register(deploysPlugin);
      // Route plugins stay encapsulated (their content-type parsers do not leak into the rest of the API).
      for (const routes of [
        certRoutes,
        dnsRoutes,
        collaboratorRoutes,
        settingsRoutes,
        billingRoutes,
        loginSessionRoutes,
        statsRoutes,
        statusRoutes,
      ]) {
        await app.register(routes);
      }
    },
    { name: 'sitepub-api-extras-routes' },
  );
}

/** Configured by buildApp's `extras` option (default: test payment provider, no DNS responder). */
export const apiExtras = apiExtrasWith();

/**
 * Where the ACME account key is kept: as given (`startServer` also reads what an older server kept in
 * `<data>/acme/`), else in the store's shared state, which every origin of the store sees.
 */
function acmeAccountKeys(acme: NonNullable<ApiExtrasOptions['acme']>, store: Store): AccountKeyStore {
  return acme.accountKeys ?? sharedAccountKeys(store.shared);
}

/** Where the platform's wildcard certificate is kept (as acmeAccountKeys). */
function acmeWildcardCerts(acme: NonNullable<ApiExtrasOptions['acme']>, store: Store): WildcardCertStore {
  return acme.wildcardCerts ?? sharedWildcardCerts(store.shared);
}

/**
 * What to fix when the CA could not validate a host: its DNS must point at an edge (the record to create), or
 * null when it does.
 */
function notPointingAdvice(
  app: FastifyInstance,
  zone: ZoneSettings,
  lookups: ReturnType<typeof resolverLookups>,
): (host: string) => Promise<string | null> {
  const platform = app.sitepub.platformDomain;
  return async (host) => {
    const edgeIps = app.distributor.edges().map((e) => e.ip);
    const pointing = await pointsAtUs(
      host,
      { platformDomains: [platform], edgeIps, nameservers: zone.nameservers },
      lookups,
    );
    if (pointing.ok) return null;
    return (
      `${pointing.reason}: point it at an edge, with an A record "${host} A ${edgeIps.join(', ') || '<edge address>'}"` +
      ` or a CNAME record "${host} CNAME ${platform}", then run \`surge encrypt ${host}\` again`
    );
  };
}

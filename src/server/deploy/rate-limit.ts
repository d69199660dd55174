/**
 * Deploy rate limits of spec part 8, counted in the store (so they survive a restart): per domain, per
 * account and per client IP within a sliding window; halved for unverified accounts. Checked before the
 * upload is read; an accepted deploy counts whether or not it later succeeds.
 */
import type { Store } from '../../store/sql/store.ts';
import type { DeployLimits } from './limits.ts';
import { httpError } from '../errors.ts';

export interface RateSubject {
  domain: string;
  accountId: string;
  verified: boolean;
  ip: string;
}

export async function checkAndCountDeploy(
  store: Store,
  limits: DeployLimits,
  s: RateSubject,
  now: number,
): Promise<void> {
  const since = now - limits.rateWindowMs;
  const factor = s.verified ? 1 : 0.5;
  const minutes = Math.round(limits.rateWindowMs / 60_000);
  const checks = [
    {
      key: `deploy:domain:${s.domain}`,
      limit: Math.floor(limits.ratePerDomain * factor),
      what: `deploys to ${s.domain}`,
    },
    {
      key: `deploy:account:${s.accountId}`,
      limit: Math.floor(limits.ratePerAccount * factor),
      what: 'deploys from your account',
    },
    {
      key: `deploy:ip:${s.ip}`,
      limit: Math.floor(limits.ratePerIp * factor),
      what: `deploys from IP address ${s.ip}`,
    },
  ];
  // One atomic step in the store: two deploys racing for the last slot (through any origin) do not both pass.
  const verdict = await store.rateLimits.takeHits(checks, since, now);
  if (verdict.ok) return;
  const c = checks[verdict.index]!;
  const retryAt = (verdict.oldest ?? now) + limits.rateWindowMs;
  const seconds = Math.max(1, Math.ceil((retryAt - now) / 1000));
  const hint = s.verified ? '' : ' (limits are halved until you verify your email with POST /verification)';
  throw httpError(
    'RateLimited',
    `rate limited: at most ${c.limit} ${c.what} per ${minutes} minutes${hint}; retry after ${new Date(retryAt).toISOString()} (in ${seconds} s)`,
    { headers: { 'retry-after': String(seconds) } },
  );
}

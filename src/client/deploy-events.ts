/**
 * Pure: which NDJSON lines end a deploy (or certificate) stream as a failure, as ApiErrors that say why and
 * what to do. `error` lines carry the server's message; `collect` means payment is required (the official
 * CLI would prompt for a card, which CI cannot do: fail at once with the checkout URL).
 */
import { ApiError } from './errors.ts';
import type { StreamEvent } from './ndjson.ts';

export interface StreamContext {
  status: number;
  path: string;
  domain: string;
}

/**
 * What an aborted deploy means for production, unless the server's message says it already (sitepub's say
 * "production is unchanged", or that the revision "was stored" when production did move).
 */
function productionNote(said: string): string {
  const end = /[.!?]$/.test(said) ? '' : '.';
  return /production is unchanged|\bwas stored\b/i.test(said) ? end : `${end} Production is unchanged.`;
}

export function streamFailure(event: StreamEvent, c: StreamContext): ApiError | undefined {
  if (event.type === 'error') {
    const e = (event as { error?: { message?: unknown } }).error;
    const said = typeof e?.message === 'string' ? e.message : 'no reason given';
    return new ApiError({
      status: c.status,
      method: 'PUT',
      path: c.path,
      body: event,
      code: 'deploy-error',
      message: `The server aborted the deploy of ${c.domain}: ${said}${productionNote(said)}`,
    });
  }
  if (event.type === 'collect') {
    const ev = event as { checkout_url?: unknown; plan?: { name?: unknown }; reason?: unknown };
    const checkoutUrl = typeof ev.checkout_url === 'string' ? ev.checkout_url : undefined;
    const plan = typeof ev.plan?.name === 'string' ? ` (plan "${ev.plan.name}")` : '';
    const why = typeof ev.reason === 'string' && ev.reason ? ` because ${ev.reason}` : '';
    return new ApiError({
      status: 402,
      method: 'PUT',
      path: c.path,
      body: event,
      code: 'payment-required',
      checkoutUrl,
      message:
        `Payment required to deploy ${c.domain}${plan}${why}: the deploy will not complete until the account ` +
        `subscribes. ${checkoutUrl ? `Subscribe at ${checkoutUrl}` : 'Subscribe to a plan (the service gives an upgrade link)'}, then deploy again.`,
    });
  }
  return undefined;
}

export function incompleteStream(status: number, path: string, domain: string): ApiError {
  return new ApiError({
    status,
    method: 'PUT',
    path,
    code: 'deploy-incomplete',
    message:
      `The deploy stream for ${domain} ended without an "info" line, so the deploy did not succeed ` +
      '(the server gave no reason). Production is most likely unchanged: check the revision list of the domain, ' +
      'then deploy again.',
  });
}

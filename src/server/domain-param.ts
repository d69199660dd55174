/** The `:domain` path parameter of the project routes, as a canonical project domain. */
import { checkDomain, parsePreviewHost } from '../protocol/domain.ts';
import { httpError } from './errors.ts';

/** Canonical project domain from a path parameter, or 422. */
export function projectDomain(input: string): string {
  const c = checkDomain(input);
  if (!c.ok)
    throw httpError('InvalidDomain', `invalid domain ${JSON.stringify(input.slice(0, 100))}: ${c.rule}`, {
      details: { domain: c.rule },
    });
  return c.domain;
}

/**
 * A domain content may be deployed to (`PUT /:domain`, `POST /:domain/uploads`), or 422: also not shaped like a
 * revision preview host, so nobody can shadow another project's previews.
 */
export function deployableDomain(input: string): string {
  const domain = projectDomain(input);
  if (parsePreviewHost(domain))
    throw httpError(
      'InvalidDomain',
      `invalid domain ${domain}: names of the form <digits>-<domain> are revision preview hosts`,
      { details: { domain: 'is a revision preview host' } },
    );
  return domain;
}

/** Domain and revision arguments, checked with the shared protocol rules before any request is sent. */
import { checkDomain, parseRevArg } from '../protocol/domain.ts';
import { UsageError } from './errors.ts';

export function checkedDomain(input: string): string {
  const check = checkDomain(input);
  if (!check.ok) throw new UsageError(`invalid domain "${input}": ${check.rule} (e.g. my-site.surge.sh)`);
  return check.domain;
}

/** `<rev>` or `<rev>-<domain>` (the preview host), as the official CLI accepts. */
export function checkedRev(input: string): number {
  const rev = parseRevArg(input);
  if (rev === null)
    throw new UsageError(
      `invalid revision "${input}": pass the revision number or its preview host, as shown by \`sitepub list <domain>\``,
    );
  return rev;
}

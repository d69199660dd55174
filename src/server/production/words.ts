/**
 * The words of production moves, once: every surface (the API, the dashboard, the CLI showing the API's message)
 * says the same. Pure.
 */
import type { ImplicitMove } from './rule.ts';

/** Where production is now, as a clause: `my.site serves revision 17…` or `my.site is offline`. */
export function whereNow(domain: string, live: number | null): string {
  return live === null ? `${domain} is offline` : `${domain} serves revision ${live}`;
}

/** The command (and the dashboard's button) that chooses a revision. */
export function chooseHint(domain: string): string {
  return `choose one: \`sitepub cutover ${domain} REV\` (or Put live in the dashboard)`;
}

function skippedClause(skipped: readonly number[]): string {
  if (skipped.length === 0) return '';
  const them = skipped.length === 1 ? `revision ${skipped[0]}` : `revisions ${skipped.join(', ')}`;
  return ` (production was rolled back from ${them}, so an implicit move does not return there)`;
}

/** The 409 of an implicit move that has nowhere to go. */
export function refusal(
  kind: ImplicitMove,
  domain: string,
  live: number | null,
  skipped: readonly number[],
  discarded?: number,
): string {
  const unchanged = `Production is unchanged: ${whereNow(domain, live)}.`;
  const skip = skippedClause(skipped);
  if (kind === 'discard')
    return (
      `revision ${discarded} is live on ${domain} and no other revision that was live before can take its place${skip}: ` +
      `discarding it would put a revision nobody chose live. ${unchanged} To serve another revision first, ${chooseHint(domain)}; then discard ${discarded}.`
    );
  const what =
    kind === 'rollback'
      ? `nothing to roll back to on ${domain}: no other revision that was live before is left to return to`
      : `nothing to roll forward to on ${domain}: no newer revision that was live before is left to return to`;
  return `${what}${skip}; a revision never live is never put live implicitly. ${unchanged} To put a revision live, ${chooseHint(domain)}.`;
}

/** The message of a move that happened (or found production already there). */
export function moved(
  verb: 'cutover' | 'rollback' | 'rollfore',
  domain: string,
  live: number | null,
  former: number | null,
): string {
  if (live === former) return `Unchanged: ${whereNow(domain, live)}.`;
  const lead = verb === 'rollback' ? 'Rolled back: ' : verb === 'rollfore' ? 'Rolled forward: ' : '';
  const was = former === null ? 'was offline' : `was ${former}`;
  return `${lead}${domain} now serves revision ${live} (${was}).`;
}

export function discardedWords(domain: string, rev: number, wasLive: boolean, live: number | null): string {
  if (!wasLive)
    return `Revision ${rev} of ${domain} was discarded; production is unchanged: ${whereNow(domain, live)}.`;
  return live === null
    ? `Revision ${rev} of ${domain} was discarded; it was live and no revision is left: ${domain} is offline.`
    : `Revision ${rev} of ${domain} was discarded; it was live: ${domain} now serves revision ${live}.`;
}

/** A deploy that finished after a deploy that started later went live (Store.publishRevision). */
export function overtakenWords(domain: string, rev: number, newer: number, live: number | null): string {
  return (
    `revision ${rev} was stored but not put live: revision ${newer}, deployed after it started, went live first ` +
    `(${whereNow(domain, live)}). To serve ${rev}, run \`sitepub cutover ${domain} ${rev}\` (or Put live in the dashboard).`
  );
}

/**
 * Preview aliases (a sitepub extension, docs/server.md "Preview aliases"): a named host `<name>-<domain>` that
 * serves one staged revision of the project and moves when the alias is set again (one pointer write, so a
 * request sees the old revision or the new one, never a mix). The Action keeps `pr-<n>` on each PR's newest
 * preview: one URL per pull request that stays the same across pushes.
 *
 * A name starts with a letter, so an alias host never looks like a revision's preview host `<rev>-<domain>`
 * (digits first, protocol/domain.ts).
 */
import { Type, type Static } from 'typebox';
import { aliasHost, checkDomain } from './domain.ts';

export { aliasHost };

/** `PUT /:domain/alias/:name` body. */
export const AliasRequest = Type.Object({ rev: Type.Integer({ minimum: 1 }) });
export type AliasRequest = Static<typeof AliasRequest>;

/** One alias as the server lists it (`GET /:domain/aliases`, and the answer of PUT). */
export const AliasEntry = Type.Object({
  name: Type.String(),
  rev: Type.Integer(),
  /** `<name>-<domain>`: the host the edges serve the revision at. */
  host: Type.String(),
  /** Where that host is served (scheme and port as the server's edges serve it). */
  url: Type.String(),
  /** Epoch ms of the last move. */
  updatedAt: Type.Integer(),
});
export type AliasEntry = Static<typeof AliasEntry>;

/** `GET /:domain/aliases`. */
export const AliasList = Type.Object({
  aliases: Type.Array(AliasEntry),
  url: Type.Optional(
    Type.String({
      description:
        "Where the project's production is served: the scheme and port every alias host is served with too " +
        "(the Action's mode: url names a pull request's alias URL before its first preview)",
    }),
  ),
});
export type AliasList = Static<typeof AliasList>;

/** Answer of `DELETE /:domain/alias/:name`. */
export const AliasRemoved = Type.Object({ name: Type.String(), removed: Type.Boolean() });
export type AliasRemoved = Static<typeof AliasRemoved>;

const NAME_RE = /^[a-z](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

export const ALIAS_NAME_RULE =
  'an alias name is 1 to 40 lower-case letters, digits or "-", starting with a letter and not ending with "-" (e.g. pr-12)';

/** Null when `name` is a valid alias of `domain` (its host a valid domain too), else the rule it breaks. */
export function aliasNameProblem(name: string, domain: string): string | null {
  if (!NAME_RE.test(name)) return ALIAS_NAME_RULE;
  const host = checkDomain(aliasHost(name, domain));
  if (!host.ok) return `the alias host ${aliasHost(name, domain)} is not a valid domain: ${host.rule}`;
  return null;
}

/** The alias the Action keeps on a pull request's newest preview. */
export function prAliasName(pr: number): string {
  return `pr-${pr}`;
}

/**
 * Server profiles: `sitepub` (default: the published protocol plus sitepub's extensions) and `surge` (only the
 * published protocol, shaped as the official clients record surge.sh's answers: docs/surge-protocol.md
 * §4-§6). The surge profile exists so every client, CLI and Action test can also run against a server that
 * speaks nothing more than surge.sh does. Pure.
 */

export const SERVER_PROFILES = ['sitepub', 'surge'] as const;

export type ServerProfile = (typeof SERVER_PROFILES)[number];

export const DEFAULT_PROFILE: ServerProfile = 'sitepub';

/** `'surge'` → `'surge'`; anything else throws an error naming the value and the accepted names. */
export function parseProfile(value: string): ServerProfile {
  const found = SERVER_PROFILES.find((p) => p === value);
  if (!found)
    throw new Error(
      `unknown server profile ${JSON.stringify(value)}; use one of: ${SERVER_PROFILES.join(', ')}`,
    );
  return found;
}

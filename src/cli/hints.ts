/**
 * Suggested commands that work when copied: every `sitepub …` command the CLI suggests (in backticks, the
 * house style of messages) names the endpoint in use when it is not the default one, so it goes to the same
 * server as the command that printed it. Pure text functions; Output applies `withEndpoint` to what it prints.
 */
import { DEFAULT_ENDPOINT } from '../protocol/limits.ts';
import type { Credentials } from './credentials.ts';

/** The endpoint a suggested command must carry: null for the default one (nothing to add). */
export function hintEndpoint(url: string | undefined): string | null {
  if (url === undefined) return null;
  return url.replace(/\/+$/, '') === DEFAULT_ENDPOINT ? null : url;
}

/** `sitepub <rest>`, with `--endpoint <url>` when the endpoint is not the default. */
export function suggest(rest: string, endpoint: string | null): string {
  return endpoint ? `sitepub --endpoint ${endpoint} ${rest}` : `sitepub ${rest}`;
}

/**
 * Adds `--endpoint <url>` to every backticked `sitepub …` command of `text` that does not name one already. Not to
 * the server-side commands (`serve`, `edge`, `migrate`): they run a server rather than talk to one.
 */
export function withEndpoint(text: string, endpoint: string | null): string {
  if (!endpoint) return text;
  return text.replace(
    /`sitepub (?!--endpoint |-e |(?:serve|edge|migrate)\b)(?=[a-z<])/g,
    `\`sitepub --endpoint ${endpoint} `,
  );
}

/**
 * The line before a deploy: who deploys where ("Running as me@example.com on https://surge.surge.sh"), and which
 * token when it is not the saved login's (`--token`, `SURGE_TOKEN`), since that one wins over the login.
 */
export function runningAsLine(creds: Pick<Credentials, 'email' | 'origin'>, endpoint: string): string {
  if (!creds.email) return `Running with the token from ${creds.origin} on ${endpoint}`;
  return `Running as ${creds.email} on ${endpoint}${creds.origin === '~/.netrc' ? '' : ` (token from ${creds.origin})`}`;
}

/** The shell line that points later commands at a server (the CLI reads SURGE_ENDPOINT when --endpoint is absent). */
export function exportEndpointLine(url: string): string {
  return `export SURGE_ENDPOINT=${url}`;
}

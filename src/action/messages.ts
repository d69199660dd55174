/**
 * Pure: a failure as the person reading the Action's log, summary or PR comment meets it. The client's errors are
 * written for the API (`PUT /docs.example.com failed with HTTP 401 … mint a new one with POST /token`); here
 * they name what the Action was doing, the input or secret to fix and how. HTTP methods, paths and library calls
 * stay in the original message, which run.ts writes to core.debug only.
 */
import { ApiError, NetworkError } from '../client/index.ts';
import { DEFAULT_ENDPOINT } from './constants.ts';

export interface MessageContext {
  endpoint?: string | undefined;
  domain?: string | undefined;
}

/** `METHOD /path` and the library's calls, which a reader of the Action cannot act on. */
const API_TALK = /\b(GET|PUT|POST|DELETE|PATCH|HEAD)\s+\/\S*|\bcreateClient\b|\.mintToken\(|HTTP Basic\b/;

/**
 * A log line of the client's (a retry, an unusable upload delta) with each `METHOD /path` put in words: the line
 * as it was goes to core.debug.
 */
export function withoutApiTalk(line: string): string {
  if (!API_TALK.test(line)) return line;
  return line
    .replace(/\b(GET|PUT|POST|DELETE|PATCH|HEAD)\s+(\/\S*?)(?=[\s),;:]|$)/g, (_, m: string, p: string) =>
      doing(m, p),
    )
    .replace(/^([a-z])/, (c: string) => c.toUpperCase());
}

/** The server's own words, without the clauses that tell how to call its API. */
function serverWords(err: ApiError): string {
  const said = [...new Set([err.reason, ...err.body.messages].filter((s): s is string => !!s))];
  return said
    .flatMap((m) => m.split(/;\s*/))
    .filter((part) => part.trim() && !API_TALK.test(part))
    .map((part) => part.trim().replace(/[.\s]+$/, ''))
    .join('; ');
}

/** What the Action was doing when the request failed, in words, from the request's method and path. */
export function doing(method: string, path: string, domain?: string): string {
  const p = path.split('?')[0]!.replace(/\/+$/, '');
  const parts = p.split('/').filter(Boolean).map(decodeURIComponent);
  const site = parts[0] ?? domain ?? 'the site';
  if (parts.length === 0) return 'a request to the server';
  if (parts.length === 1) {
    if (method === 'PUT') return `the upload of ${site}`;
    if (method === 'DELETE') return `the teardown of ${site}`;
    if (site === 'account' || site === 'token' || site === 'list') return 'reading the account';
  }
  const rest = parts.slice(1);
  if (rest[0] === 'list') return `reading the revisions of ${site}`;
  if (rest.includes('manifest') || rest.includes('manifest.json')) return `reading the file list of ${site}`;
  if (rest[0] === 'rev' && method === 'PUT')
    return `making revision ${rest[1] ?? 'the newest'} of ${site} live`;
  if (rest[0] === 'rev' && method === 'DELETE')
    return `discarding revision ${rest[1] ?? ''} of ${site}`.replace('  ', ' ');
  if (rest[0] === 'rollback') return `the rollback of ${site}`;
  if (rest[0] === 'settings') return `the settings of ${site}`;
  if (method === 'PUT' || method === 'POST') return `the upload of ${site}`;
  return `a request about ${site}`;
}

const withEndpoint = (endpoint: string | undefined): string =>
  endpoint && endpoint !== DEFAULT_ENDPOINT ? ` --endpoint ${endpoint}` : '';

/** The message a reader can act on, or null when the error is not one of the client's (it is shown as it is). */
export function readableFailure(err: unknown, c: MessageContext = {}): string | null {
  const where = c.endpoint ?? 'the server';
  if (err instanceof ApiError) {
    const what = doing(err.method, err.path, c.domain);
    const words = serverWords(err);
    const said = words ? ` (${words})` : '';
    switch (err.code) {
      case 'unauthorized':
        return (
          `The \`token\` input (the secret SURGE_TOKEN in the documented workflows) was rejected by ${where}${said}. ` +
          `Create a new token with \`surge token\` or \`sitepub${withEndpoint(c.endpoint)} token\`, and store it as ` +
          'the repository secret SURGE_TOKEN (Settings → Secrets and variables → Actions).'
        );
      case 'forbidden':
        return (
          `The account of the \`token\` input may not publish ${c.domain ?? 'this domain'} on ${where}${said}. ` +
          'Use a domain this account owns in the `domain` input, or ask the domain’s owner to add the account as a ' +
          'collaborator.'
        );
      default: {
        if (!API_TALK.test(err.message)) return err.message; // written for people already
        return `${capitalise(what)} failed: ${where} answered HTTP ${err.status}${said}.${tip(err)}`;
      }
    }
  }
  if (err instanceof NetworkError) {
    return (
      `${capitalise(doing(err.method, err.path, c.domain))} did not complete: ${where} could not be reached` +
      `${err.code ? ` (${err.code})` : ''}. Check the \`endpoint\` input and the network, then re-run the job.`
    );
  }
  return null;
}

function tip(err: ApiError): string {
  switch (err.code) {
    case 'rate-limited':
      return err.retryAfterMs !== undefined
        ? ` Re-run the job in ${Math.ceil(err.retryAfterMs / 60_000)} min.`
        : ' Deploys are limited per 15 minutes: re-run the job later.';
    case 'too-large':
      return ' The site is over the service limits: leave files out with a .surgeignore file in the `path` folder.';
    case 'not-found':
      return ' Check the `domain` input (and the revision, if one was given).';
    case 'payment-required':
      return err.checkoutUrl ? ` Subscribe at ${err.checkoutUrl}, then re-run the job.` : '';
    case 'server-error':
      return " Re-run the job later; if it keeps failing, tell the server's operator.";
    default:
      return '';
  }
}

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

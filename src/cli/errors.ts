/**
 * Error → one clear line + exit code. Every failure the CLI reports goes through `describeError`, so the
 * exit codes are the same for every command:
 *   0 success · 1 the operation failed (API error, network, bad archive) · 2 usage error (bad arguments)
 *   3 authentication (no credentials, invalid or expired token) · 130 interrupted (Ctrl-C)
 */
import { ApiError, NetworkError } from '../client/errors.ts';
import { isLocalFileError, PackError } from '../pack/errors.ts';
import { cliHints, inCliTerms } from './route-hints.ts';

export const EXIT = { ok: 0, failure: 1, usage: 2, auth: 3, interrupted: 130 } as const;

/** Bad arguments or flags: the message says which one and what form is expected. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** No usable credentials, or the API rejected them. */
export class AuthError extends Error {
  override name = 'AuthError';
}

/** No credentials at all for the endpoint (main checks the endpoint answers before saying so). */
export class NoCredentialsError extends AuthError {
  readonly endpoint: string;
  readonly machine: string;

  constructor(message: string, endpoint: string, machine: string) {
    super(message);
    this.endpoint = endpoint;
    this.machine = machine;
  }
}

/** Ctrl-C / SIGTERM while a command was running. */
export class InterruptedError extends Error {
  override name = 'InterruptedError';
}

/** The operation failed for a reason that is not the user's input (deploy stream error, unexpected reply). */
export class CliError extends Error {
  override name = 'CliError';
}

export interface DescribedError {
  message: string;
  exitCode: number;
  status?: number;
  code?: string;
}

/** What to do, in CLI terms, for API error codes when the server's words name no command to run. */
const CLI_ADVICE: Partial<Record<string, string>> = {
  unauthorized:
    'The token is missing, expired or revoked: run `sitepub login`, or mint a new one with `sitepub token` and pass it with --token / SURGE_TOKEN.',
  'not-found':
    'Check the domain and revision: `sitepub list` shows your projects, `sitepub list <domain>` its revisions.',
  forbidden: 'Use a domain you own, or ask its owner to run `sitepub invite <domain> <your email>`.',
  conflict: 'The account still has projects: remove them with `sitepub teardown <domain>` first.',
};

/** The first sentence of `text` (the fact; what follows is the server's advice). */
function firstSentence(text: string): string {
  return text.split(/(?<=[.!])\s+(?=[A-Z])/)[0]!.replace(/[.!]$/, '');
}

/**
 * An API error for people: the server's own words with the routes they name replaced by sitepub commands, then
 * what to do when they name none (CLI_ADVICE: it replaces the server's advice rather than repeating it). The
 * method and path of the request are not in it (main prints them with --debug).
 */
export function apiErrorMessage(err: ApiError): string {
  if (err.body.html) return `${err.message.replace(/\.$/, '')} (--endpoint / SURGE_ENDPOINT).`;
  const said = [...new Set([err.reason, ...err.body.messages].filter((m): m is string => !!m))];
  if (said.length === 0) return err.message;
  const words = inCliTerms(said.join('; '));
  const advice = CLI_ADVICE[err.code];
  if (!advice || cliHints(words).length > 0) return /[.!]$/.test(words) ? words : `${words}.`;
  return `${firstSentence(words)}. ${advice}`;
}

/** `cannot read <path>: why; what to do`, for a file system error while reading the site. */
function fileErrorMessage(err: NodeJS.ErrnoException & { path: string; syscall: string }): string {
  switch (err.code) {
    case 'EACCES':
    case 'EPERM':
      return `cannot read ${err.path}: permission denied; fix its permissions or list it in .surgeignore`;
    case 'ENOENT':
      return `cannot read ${err.path}: it no longer exists (is a build still writing the folder?); deploy again`;
    default:
      return `cannot read ${err.path} (${err.syscall}: ${err.code}); fix the file or list it in .surgeignore`;
  }
}

export interface ErrorContext {
  /** Where the command's token came from (`--token`, `SURGE_TOKEN`, `~/.netrc`...), when it used one. */
  tokenOrigin?: string | undefined;
}

export function describeError(err: unknown, context: ErrorContext = {}): DescribedError {
  if (err instanceof UsageError) return { message: err.message, exitCode: EXIT.usage };
  if (err instanceof AuthError) return { message: err.message, exitCode: EXIT.auth };
  if (err instanceof InterruptedError) return { message: err.message, exitCode: EXIT.interrupted };
  if (err instanceof ApiError) {
    const origin = context.tokenOrigin;
    const fromOutside = err.status === 401 && origin !== undefined && origin !== '~/.netrc';
    return {
      message: fromOutside
        ? `the token from ${origin} was rejected (HTTP 401): ${
            origin === '--token' ? 'drop the flag or pass a valid token' : 'unset it or replace it'
          } (it takes precedence over the login \`sitepub login\` saves; mint a new token with \`sitepub token\`)`
        : apiErrorMessage(err),
      exitCode: err.status === 401 ? EXIT.auth : EXIT.failure,
      status: err.status,
      code: err.code,
    };
  }
  // A local file that could not be read (also when it failed mid-upload): the file, never the network.
  const fileError = isLocalFileError(err)
    ? err
    : err instanceof NetworkError && isLocalFileError(err.cause)
      ? err.cause
      : undefined;
  if (fileError)
    return { message: fileErrorMessage(fileError), exitCode: EXIT.failure, code: fileError.code! };
  if (err instanceof NetworkError) {
    // The request's method and path are for --debug (main); people get what failed and what to check.
    const why = (err.cause as { message?: unknown } | undefined)?.message;
    return {
      message:
        `no answer from the server${err.code ? ` (${err.code}${typeof why === 'string' && why ? `: ${why}` : ''})` : ''}` +
        ': check --endpoint / SURGE_ENDPOINT and your network, then retry',
      exitCode: EXIT.failure,
      ...(err.code ? { code: err.code } : {}),
    };
  }
  if (err instanceof PackError) return { message: err.message, exitCode: EXIT.failure, code: err.code };
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    const netCode = typeof code === 'string' ? code : undefined;
    if (netCode && /^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|ETIMEDOUT|UND_ERR_)/.test(netCode)) {
      return {
        message: `${err.message} (${netCode}): check --endpoint / SURGE_ENDPOINT and your network, then retry`,
        exitCode: EXIT.failure,
        code: netCode,
      };
    }
    if (
      netCode === 'EADDRINUSE' ||
      (netCode === 'EACCES' && (err as { syscall?: unknown }).syscall === 'listen')
    )
      return {
        message: `${err.message}: pick another port with --port (0 = any free port)`,
        exitCode: EXIT.failure,
        code: netCode,
      };
    return {
      message: err.message || String(err),
      exitCode: EXIT.failure,
      ...(netCode ? { code: netCode } : {}),
    };
  }
  return { message: String(err), exitCode: EXIT.failure };
}

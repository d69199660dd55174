/**
 * Browser login (`sitepub login --browser`, the official CLI's `surge login --browser`):
 *   POST /login/session {host} → {uuid, url, code, poll, expires_in, interval}; the user opens `url`, checks
 *   the code and signs in there; meanwhile POST /login/session/:uuid/poll {poll} every `interval` seconds until
 *   `approved` (→ {email, token}), `gone` (expired, cancelled or already used) or the session's own deadline.
 * The poll secret never leaves this process. Network trouble and 5xx while polling are retried until the
 * deadline (the client already retries each call); any other refusal ends the login. I/O is passed in.
 */
import type { Client, LoginSession } from '../client/index.ts';
import { ApiError, NetworkError } from '../client/errors.ts';
import { AuthError, CliError } from './errors.ts';

export interface BrowserLoginDeps {
  client: Pick<Client, 'loginSession' | 'loginPoll'>;
  /** Name of this machine, shown on the approval page. */
  host: string;
  /** Shows the URL and code to the user (called once, before polling). */
  show: (session: LoginSession) => void;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  /** A poll that failed for a transient reason (logged with --debug). */
  onTransient?: (err: unknown) => void;
}

export interface BrowserLoginResult {
  email: string;
  token: string;
}

const DEFAULT_INTERVAL_S = 2;
const DEFAULT_EXPIRES_S = 600;

function transient(err: unknown): boolean {
  return (
    err instanceof NetworkError ||
    (err instanceof ApiError && (err.status >= 500 || err.status === 429 || err.status === 408))
  );
}

async function startSession(deps: BrowserLoginDeps): Promise<LoginSession> {
  let session: LoginSession;
  try {
    session = await deps.client.loginSession(deps.host);
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 405)) {
      throw new CliError(
        `this server does not offer browser login (POST /login/session answered HTTP ${err.status}): ` +
          'run `sitepub login` without --browser to sign in with email and password',
      );
    }
    throw err;
  }
  if (!session || typeof session.uuid !== 'string' || typeof session.url !== 'string' || !session.poll) {
    throw new CliError(
      'the server answered POST /login/session without a uuid, url and poll secret: run `sitepub login` without --browser',
    );
  }
  return session;
}

export async function browserLogin(deps: BrowserLoginDeps): Promise<BrowserLoginResult> {
  const session = await startSession(deps);
  const expiresS = session.expires_in && session.expires_in > 0 ? session.expires_in : DEFAULT_EXPIRES_S;
  const intervalS = Math.min(30, Math.max(1, session.interval ?? DEFAULT_INTERVAL_S));
  const deadline = deps.now() + expiresS * 1000;
  deps.show(session);

  for (;;) {
    await deps.sleep(intervalS * 1000);
    if (deps.now() > deadline) {
      throw new AuthError(
        `the browser sign-in was not approved within ${Math.round(expiresS / 60) || 1} minute(s) and has expired: run \`sitepub login --browser\` again`,
      );
    }
    let answer;
    try {
      answer = await deps.client.loginPoll(session.uuid, session.poll);
    } catch (err) {
      if (transient(err)) {
        deps.onTransient?.(err);
        continue;
      }
      throw err;
    }
    if (answer?.status === 'approved') {
      if (typeof answer.token !== 'string' || !answer.token || typeof answer.email !== 'string') {
        throw new CliError(
          'the server approved the sign-in but sent no email and token: run `sitepub login` again',
        );
      }
      return { email: answer.email, token: answer.token };
    }
    if (answer?.status === 'gone') {
      throw new AuthError(
        'the browser sign-in expired, was cancelled or was already used: run `sitepub login --browser` again',
      );
    }
    // 'pending' (or a status this CLI does not know yet): keep waiting.
  }
}

/**
 * Pure: what a failure says, wherever it is shown (the step's error, the job summary, the PR comment). The token
 * never appears in any of them: every message goes through `redact` on top of core.setSecret's masking.
 */
import { basicAuthValue, type Settings } from './inputs.ts';
import { readableFailure, type MessageContext } from './messages.ts';

/** Belt and braces on top of core.setSecret: no message we write can carry the token. */
export function redact(text: string, settings: Pick<Settings, 'token' | 'githubToken'> | null): string {
  let out = text;
  for (const secret of [
    settings?.token,
    settings?.token ? basicAuthValue(settings.token) : '',
    settings?.githubToken,
  ]) {
    if (secret && secret.length >= 4) out = out.split(secret).join('***');
  }
  return out;
}

/**
 * A failure in words for people (messages.ts: the input or secret to fix, no HTTP methods or paths); the client's
 * own message, written for the API, is `rawErrorMessage` (core.debug only).
 */
export function errorMessage(err: unknown, context: MessageContext = {}): string {
  return readableFailure(err, context) ?? rawErrorMessage(err);
}

export function rawErrorMessage(err: unknown): string {
  if (err instanceof Error) {
    const checkout = (err as { checkoutUrl?: string }).checkoutUrl;
    return checkout && !err.message.includes(checkout) ? `${err.message} Checkout: ${checkout}` : err.message;
  }
  return typeof err === 'string' ? err : `Unexpected failure: ${JSON.stringify(err)}`;
}

/** A failure as one line for the PR comment: redacted, its lines joined, at most `max` characters. */
export function failureLine(
  err: unknown,
  settings: (Pick<Settings, 'token' | 'githubToken'> & Partial<Pick<Settings, 'endpoint' | 'domain'>>) | null,
  max = 500,
): string {
  const line = redact(errorMessage(err, { endpoint: settings?.endpoint, domain: settings?.domain }), settings)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .join(' ');
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

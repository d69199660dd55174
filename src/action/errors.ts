/**
 * Pure: what a failure says, wherever it is shown (the step's error, the job summary, the PR comment). The token
 * never appears in any of them: every message goes through `redact` on top of core.setSecret's masking.
 */
import { basicAuthValue, type Settings } from './inputs.ts';

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

export function errorMessage(err: unknown): string {
  if (err instanceof Error) {
    const checkout = (err as { checkoutUrl?: string }).checkoutUrl;
    return checkout && !err.message.includes(checkout) ? `${err.message} Checkout: ${checkout}` : err.message;
  }
  return typeof err === 'string' ? err : `Unexpected failure: ${JSON.stringify(err)}`;
}

/** A failure as one line for the PR comment: redacted, its lines joined, at most `max` characters. */
export function failureLine(
  err: unknown,
  settings: Pick<Settings, 'token' | 'githubToken'> | null,
  max = 500,
): string {
  const line = redact(errorMessage(err), settings)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .join(' ');
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/**
 * How an ACME order fails (acme-issuer.ts), apart from the issuer: the certificate manager and routes tell these
 * errors without loading acme-client, which only a server given an ACME directory loads.
 */

/** Why an order failed: `challenge` (the CA could not validate the domain), `directory` (unreachable), `ca`. */
export type AcmeFailure = 'challenge' | 'directory' | 'ca';

export class AcmeIssueError extends Error {
  readonly kind: AcmeFailure;
  readonly host: string;
  constructor(kind: AcmeFailure, host: string, message: string) {
    super(message);
    this.kind = kind;
    this.host = host;
  }
}

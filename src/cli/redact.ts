/**
 * Secrets never reach the terminal: every line the CLI writes passes through a Redactor that knows the
 * token and password in use (and any Basic-auth value derived from them).
 */
export class Redactor {
  readonly #secrets = new Set<string>();

  add(secret: string | undefined | null): void {
    if (!secret || secret.length < 4) return;
    this.#secrets.add(secret);
    // Also the forms a secret takes on the wire, should anything ever echo a header.
    this.#secrets.add(Buffer.from(`token:${secret}`).toString('base64'));
    this.#secrets.add(encodeURIComponent(secret));
  }

  redact(text: string): string {
    let out = text;
    for (const s of this.#secrets) if (out.includes(s)) out = out.split(s).join('***');
    return out;
  }
}

/** Values of secret-bearing flags in raw argv (`--token X`, `--token=X`, `--password X`), known before parsing. */
export function secretsInArgv(argv: readonly string[]): string[] {
  const found: string[] = [];
  const flags = new Set(['--token', '--password', '-t']);
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const eq = a.indexOf('=');
    if (eq > 0 && flags.has(a.slice(0, eq))) found.push(a.slice(eq + 1));
    else if (flags.has(a) && i + 1 < argv.length) found.push(argv[i + 1]!);
  }
  return found;
}
